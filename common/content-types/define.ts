/**
 * How a content type is described, once, for every side: the Worker builds its zod schema from the
 * description (worker/schemas/admin-api.ts), the admin its form and list (src/admin/content/), and
 * both take the item's types from it. Pure data and types: no zod here, so the admin's bundle has none.
 */
import type { Block } from "../page-blocks.ts";
import type { ContentStatus } from "./status.ts";

/** A visible text in both languages (labels here, and every visitor-facing field). */
export interface Bilingual {
  zh: string;
  en: string;
}

/** What an upload field takes: picks the file types offered. */
export type UploadAccept = "image" | "video" | "media" | "download";

interface Field {
  label: Bilingual;
}

/** A visitor-facing text, one per language, plain (one line, or several when `multiline`). */
export interface TextField extends Field {
  kind: "text";
  max: number;
  multiline?: boolean;
  /** Both languages needed before the item is published (a draft may leave them blank). */
  requiredToPublish?: boolean;
  /**
   * A request may leave it out (a field added after clients were written): a save without it keeps
   * the stored text, a new item starts blank.
   */
  optional?: true;
}

/** A visitor-facing text per language in Markdown, stored as sanitised HTML too (common/markdown.ts). */
export interface MarkdownField extends Field {
  kind: "markdown";
  max: number;
  requiredToPublish?: boolean;
}

/** One of a fixed list; each value has its label. */
export interface EnumField<V extends string = string> extends Field {
  kind: "enum";
  options: readonly V[];
  optionLabels: Record<V, Bilingual>;
  /** The value of a new item. */
  initial: V;
  /** A request may leave it out: the server takes `initial`. */
  defaulted?: true;
}

/** A whole number (display order), within `min`-`max`; `default` makes it optional in a request. */
export interface NumberField extends Field {
  kind: "number";
  min: number;
  max: number;
  default?: number;
}

/**
 * An ISO date-time with offset; a new item starts at now. `nullable`: may be left empty (null, the
 * default; a new item starts empty), as publishAt is.
 */
export interface DateTimeField extends Field {
  kind: "datetime";
  nullable?: boolean;
}

/**
 * An uploaded file: its site path (/files/...) or, for downloads, its R2 key. `nullable`: may be left
 * empty (null, the default).
 */
export interface FileField extends Field {
  kind: "file";
  accept: UploadAccept;
  value: "path" | "key";
  nullable?: boolean;
}

/** One line of language-neutral text: a link (site-relative or http(s)) or a release number. */
export interface LineField extends Field {
  kind: "line";
  format: "link" | "version";
  placeholder?: string;
  /** The value of a new item; "" when absent. */
  initial?: string;
}

/**
 * A content page's blocks (common/page-blocks.ts): their text bilingual inside, checked by the
 * blocks' own schema; publishing also needs every picture's alt text in both languages.
 */
export interface BlocksField extends Field {
  kind: "blocks";
  /** Blocks on one page at most. */
  max: number;
}

export type FieldDesc = TextField | MarkdownField | EnumField | NumberField | DateTimeField | FileField | LineField | BlocksField;
export type FieldKind = FieldDesc["kind"];

/** A list column: a field, or a value the server adds (size, duration, last save). */
export interface ColumnDesc {
  name: string;
  /** Defaults to the field's label. */
  label?: Bilingual;
  /** How the value is shown: a date, an option's label, bytes, a duration; as it is when absent. */
  show?: "date" | "date-time" | "option" | "bytes" | "duration";
}

export interface ContentTypeDesc {
  /** The path name: /api/admin/{resource}. */
  resource: string;
  /** Fields in form order (the request body is these plus `status`). */
  fields: Readonly<Record<string, FieldDesc>>;
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

/**
 * When a published item goes public, in every description (docs/decisions/0039): empty means as soon
 * as it is published; until then it is in no public read, page, sitemap, feed or search. The admin
 * enters and shows it in the site's time zone.
 */
export const PUBLISH_AT_FIELD = {
  kind: "datetime",
  label: { zh: "定时发布", en: "Publish at" },
  nullable: true,
} as const satisfies DateTimeField;

/**
 * When a published item leaves the site (news, banners, software, videos, update logs; a page shows its
 * seeded copy again instead): empty means it
 * stays; once the time has passed it is in no public read, page, sitemap, feed or search (db/schedule.ts),
 * within the 5 s the content version is re-read. Later than publishAt when both are set.
 */
export const UNPUBLISH_AT_FIELD = {
  kind: "datetime",
  label: { zh: "定时下线", en: "Unpublish at" },
  nullable: true,
} as const satisfies DateTimeField;

/** Checks a description and keeps its literal types (field names, options) for the types below. */
export const defineContentType = <const D extends ContentTypeDesc>(desc: D & { titleField: keyof D["fields"] & string }): D => desc;

/* ---------------------------------------------------------------- the item's types */

/** The value a field holds. */
export type ValueOf<F extends FieldDesc> = F extends TextField | MarkdownField
  ? Bilingual
  : F extends EnumField<infer V>
    ? V
    : F extends NumberField
      ? number
      : F extends FileField
        ? F["nullable"] extends true
          ? string | null
          : string
        : F extends DateTimeField
          ? F["nullable"] extends true
            ? string | null
            : string
          : F extends BlocksField
            ? Block[]
            : string;

/** Fields a request may leave out (the server fills in their default). */
type Defaulted<F extends FieldDesc> = F extends TextField
  ? F["optional"] extends true
    ? true
    : false
  : F extends EnumField
    ? F["defaulted"] extends true
      ? true
      : false
    : F extends NumberField
      ? F["default"] extends number
        ? true
        : false
      : F extends FileField | DateTimeField
        ? F["nullable"] extends true
          ? true
          : false
        : false;

type Fields<D extends ContentTypeDesc> = D["fields"];
type Flat<T> = { [K in keyof T]: T[K] };

/** The item as stored and read: every field and the status. */
export type ContentValues<D extends ContentTypeDesc> = Flat<{ -readonly [K in keyof Fields<D>]: ValueOf<Fields<D>[K]> } & { status: ContentStatus }>;

/** What a POST or PUT takes: as ContentValues, fields with a default optional. */
export type ContentRequest<D extends ContentTypeDesc> = Flat<
  { -readonly [K in keyof Fields<D> as Defaulted<Fields<D>[K]> extends true ? never : K]: ValueOf<Fields<D>[K]> } & {
    -readonly [K in keyof Fields<D> as Defaulted<Fields<D>[K]> extends true ? K : never]?: ValueOf<Fields<D>[K]> | undefined;
  } & { status: ContentStatus }
>;

/** Names of the text and Markdown fields that need both languages to publish. */
export function publishRequired(desc: ContentTypeDesc): string[] {
  return Object.entries(desc.fields)
    .filter(([, f]) => (f.kind === "text" || f.kind === "markdown") && f.requiredToPublish)
    .map(([name]) => name);
}
