/**
 * How a content type is described, once, for every side (docs/decisions/0059): one zod object schema
 * per type. Its field schemas are the API's rules (worker/schemas/admin-api.ts adds the status and the
 * publish rule); what only the admin shows (labels, option labels, which files, one line or several,
 * needed to publish) is kept beside each field schema in the `FIELDS` registry, so the admin's form
 * is walked from the same schema as the page blocks' (src/admin/form/schema-form.ts), and the Worker
 * maps rows from it (worker/admin/content-specs.ts). The item's types are the schema's z.infer.
 */
import { defineMessages, inBoth } from "../catalogue.ts";
import { z } from "zod";
import { blockSchema } from "../page-blocks.ts";

/** A visible text in both languages (labels here, and every visitor-facing field). */
export interface Bilingual {
  zh: string;
  en: string;
}

/** What an upload field takes: picks the file types offered. */
export type UploadAccept = "image" | "video" | "media" | "download";

/**
 * What the admin shows of a field besides its rule: its label, and per input what zod cannot say.
 * `text`, `markdown`: visitor text, one per language (stored in the language rows); the rest is
 * language-neutral (a base column).
 */
export type FieldMeta = { label: Bilingual } & (
  | { input: "text"; multiline?: boolean; requiredToPublish?: boolean }
  | { input: "markdown"; requiredToPublish?: boolean }
  | { input: "enum"; optionLabels: Readonly<Record<string, Bilingual>>; initial: string }
  | { input: "number" }
  | { input: "datetime" }
  | { input: "file"; accept: UploadAccept; value: "path" | "key" }
  | { input: "line"; placeholder?: string; initial?: string }
  | { input: "blocks" }
);

/** Every described field's FieldMeta, keyed by the field's schema (the one in its type's shape). */
export const FIELDS = z.registry<FieldMeta>();

/* ---------------------------------------------------------------- the rules fields are made of */

/** Text in both languages, each at most `max` characters. A draft may leave a language blank; publishing may not. */
export const texts = (max: number) => z.object({ zh: z.string().trim().max(max), en: z.string().trim().max(max) });
/** A site-relative file path (an upload's `path`), e.g. /files/images/cover-1a2b3c4d.png. */
export const filePath = z
  .string()
  .trim()
  .regex(/^\/files\/[^\s?#]{1,500}$/);
/** An R2 key from an upload (`key`, not `path`), e.g. installers/EICAD-Setup-1a2b3c4d.zip. */
export const fileKey = z
  .string()
  .trim()
  .min(1)
  .max(500)
  .regex(/^[^/\s][^\s]*$/);
/** A link a banner or button leads to: site-relative or http(s), never javascript:, data: or the like. */
export const link = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/|https?:\/\/)\S*$/);
export const isoDateTime = z.iso.datetime({ offset: true });
/** A release number as printed: 5.2.1, V5.2.0. */
export const release = z.string().trim().min(1).max(50);

/* ---------------------------------------------------------------- field makers: a rule and its meta */

/** The field's own copy of a rule (several fields share `filePath`, `isoDateTime` …), registered with its meta. */
function described<S extends z.ZodType>(schema: S, meta: FieldMeta): S {
  const own = schema.clone() as S;
  FIELDS.add(own, meta);
  return own;
}
type Label = { label: Bilingual };

/** A visitor-facing text, one per language, plain. `optional`: a request may leave it out (a field added after clients were written): a save without it keeps the stored text. */
export function textField(o: Label & { max: number; multiline?: boolean; requiredToPublish?: boolean }): ReturnType<typeof texts>;
export function textField(o: Label & { max: number; multiline?: boolean; optional: true }): z.ZodOptional<ReturnType<typeof texts>>;
export function textField(o: Label & { max: number; multiline?: boolean; requiredToPublish?: boolean; optional?: true }): z.ZodType {
  const { max, optional, ...meta } = o;
  return described(optional ? texts(max).optional() : texts(max), { input: "text", ...meta });
}
/** A visitor-facing text per language in Markdown, stored as sanitised HTML too (common/markdown.ts). */
export const markdownField = ({ max, ...meta }: Label & { max: number; requiredToPublish?: boolean }) => described(texts(max), { input: "markdown", ...meta });

/** One of a fixed list, each value labelled; `initial` is a new item's; `defaulted`: a request may leave it out (the server takes `initial`). */
export function enumField<const V extends readonly [string, ...string[]]>(
  o: Label & { options: V; optionLabels: Record<V[number], Bilingual>; initial: V[number] },
): z.ZodEnum<{ [K in V[number]]: K }>;
export function enumField<const V extends readonly [string, ...string[]]>(
  o: Label & { options: V; optionLabels: Record<V[number], Bilingual>; initial: V[number]; defaulted: true },
): z.ZodDefault<z.ZodEnum<{ [K in V[number]]: K }>>;
export function enumField(
  o: Label & { options: readonly [string, ...string[]]; optionLabels: Record<string, Bilingual>; initial: string; defaulted?: true },
): z.ZodType {
  const e = z.enum(o.options);
  return described(o.defaulted ? e.default(o.initial) : e, { input: "enum", label: o.label, optionLabels: o.optionLabels, initial: o.initial });
}

/** A whole number (display order) within `min`-`max`; `default` makes it optional in a request. */
export function numberField(o: Label & { min: number; max: number }): z.ZodNumber;
export function numberField(o: Label & { min: number; max: number; default: number }): z.ZodDefault<z.ZodNumber>;
export function numberField({ label, min, max, default: d }: Label & { min: number; max: number; default?: number }): z.ZodType {
  const n = z.number().int().min(min).max(max);
  return described(d === undefined ? n : n.default(d), { input: "number", label });
}

/** An ISO date-time with offset; a new item starts at now. */
export const dateTimeField = ({ label }: Label) => described(isoDateTime, { input: "datetime", label });
/** A date-time that may be left empty (null, the default; a new item starts empty), as publishAt is. */
export const optionalDateTimeField = ({ label }: Label) => described(isoDateTime.nullable().default(null), { input: "datetime", label });

/** An uploaded file by its site path (/files/...). `nullable`: may be left empty (null, the default). */
export function fileField(o: Label & { accept: UploadAccept }): typeof filePath;
export function fileField(o: Label & { accept: UploadAccept; nullable: true }): z.ZodDefault<z.ZodNullable<typeof filePath>>;
export function fileField({ label, accept, nullable }: Label & { accept: UploadAccept; nullable?: true }): z.ZodType {
  return described(nullable ? filePath.nullable().default(null) : filePath, { input: "file", label, accept, value: "path" });
}
/** An uploaded download by its R2 key (not its path). */
export const fileKeyField = ({ label, accept }: Label & { accept: UploadAccept }) => described(fileKey, { input: "file", label, accept, value: "key" });

/** One line of language-neutral text: a link (site-relative or http(s)) or a release number; `initial` is a new item's ("" when absent). */
export const lineField = ({ format, ...meta }: Label & { format: "link" | "version"; placeholder?: string; initial?: string }) =>
  described(format === "link" ? link : release, { input: "line", ...meta });

/**
 * A content page's blocks (common/page-blocks.ts), `max` on one page: their text bilingual inside,
 * checked by the blocks' own schema; publishing also needs every picture's alt text in both languages.
 */
export const blocksField = ({ label, max }: Label & { max: number }) => described(z.array(blockSchema).max(max), { input: "blocks", label });

/** The admin's words for the fields every type has. */
const WORDS = defineMessages(
  {
    publishAt: "定时发布",
    unpublishAt: "定时下线",
  },
  {
    publishAt: "Publish at",
    unpublishAt: "Unpublish at",
  },
);
const words = (key: keyof typeof WORDS.zh) => inBoth(WORDS, key);

/**
 * When a published item goes public, in every type (docs/decisions/0039): empty means as soon as it
 * is published; until then it is in no public read, page, sitemap, feed or search. The admin enters
 * and shows it in the site's time zone. A function: each type's field is its own schema.
 */
export const publishAtField = () => optionalDateTimeField({ label: words("publishAt") });
/**
 * When a published item leaves the site (news, banners, software, videos, update logs; a page shows
 * its seeded copy again instead): empty means it stays; once the time has passed it is in no public
 * read, page, sitemap, feed or search (db/schedule.ts). Later than publishAt when both are set.
 */
export const unpublishAtField = () => optionalDateTimeField({ label: words("unpublishAt") });

/* ---------------------------------------------------------------- the type */

/** A list column: a field, or a value the server adds (size, duration, last save). */
export interface ColumnDesc {
  name: string;
  /** Defaults to the field's label. */
  label?: Bilingual;
  /** How the value is shown: a date, an option's label, bytes, a duration; as it is when absent. */
  show?: "date" | "date-time" | "option" | "bytes" | "duration";
}

export interface ContentType<S extends z.ZodObject = z.ZodObject> {
  /** The path name: /api/admin/{resource}. */
  resource: string;
  /** The fields in form order, each made by a field maker above (the request body is these plus `status`). */
  schema: S;
  /** The text field that names an item in lists and dialogs. */
  titleField: string;
  /** The admin list: columns after the title, and the one enum it filters by. */
  list: { columns: readonly ColumnDesc[]; filter?: string };
  /**
   * Items the generic list and editor neither create nor delete (pages: the seed makes the route
   * table's; landing pages have their own screen and rules, worker/routes/admin-content.ts).
   */
  fixedSet?: true;
  /**
   * The date-time field visitors see as the item's date (news: effectiveTime). It is the go-live time:
   * with `publishAt` set, the server stores this field as `publishAt`, so the two never disagree, and the
   * admin edits both with one "publish at" field.
   */
  shownDate?: string;
}

/** Checks a type (its title a field) and keeps its literal types for the types below. */
export const defineContentType = <const T extends ContentType>(t: T & { titleField: keyof T["schema"]["shape"] & string }): T => t;

type Out<T extends ContentType> = z.output<T["schema"]>;
/**
 * An item of a type as the public reads answer it (worker/schemas/responses.ts), in one language: each
 * text its language's string (a Markdown field's: sanitised HTML), every other field as the schema has it.
 */
export type ReadOf<T extends ContentType> = { [K in keyof Out<T>]: Out<T>[K] extends Bilingual ? string : Out<T>[K] };

/** A described field: its name, schema (as in the shape) and meta. */
export interface DescribedField {
  name: string;
  schema: z.ZodType;
  meta: FieldMeta;
  /** May be null (a nullable file or date-time). */
  nullable: boolean;
}

/** The fields of a type in form order; a field made without a field maker is an error here, at load. */
export function fieldsOf(t: ContentType): DescribedField[] {
  return Object.entries(t.schema.shape).map(([name, schema]) => {
    const meta = FIELDS.get(schema as z.ZodType);
    if (!meta) throw new Error(`${t.resource}.${name}: not a described field`);
    return { name, schema: schema as z.ZodType, meta, nullable: (schema as z.ZodType).safeParse(null).success };
  });
}

/** The meta of one field of a type (its label, option labels ...). */
export const fieldMeta = <T extends ContentType>(t: T, name: keyof T["schema"]["shape"] & string): FieldMeta => FIELDS.get(t.schema.shape[name] as z.ZodType)!;

/** Whether a field is visitor text (one per language) rather than a language-neutral value. */
export const isTextMeta = (m: FieldMeta): m is Extract<FieldMeta, { input: "text" | "markdown" }> => m.input === "text" || m.input === "markdown";

/** Names of the text and Markdown fields that need both languages to publish. */
export const publishRequired = (t: ContentType): string[] => fieldsOf(t).flatMap((f) => (isTextMeta(f.meta) && f.meta.requiredToPublish ? [f.name] : []));
