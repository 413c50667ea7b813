/**
 * The admin's one form walker: a form read off a zod schema (docs/decisions/0059). The page blocks
 * (common/page-blocks.ts) and the six content types (common/content-types: a field's label, option
 * labels, which files … are kept beside its schema in the `FIELDS` registry) both become nodes that
 * say which input each value needs; node-input.tsx draws them. Nothing here names a block type or a
 * content type, so a field added to a schema appears in its editor without a change here.
 *
 *   bilingual  the `bilingual` schema, or a described text: short text in both languages, side by side
 *   markdown   another `{ zh, en }` object of strings, or described Markdown: long text with a preview
 *   image      the `imageSchema`: a picture (upload or path), its alt text in both languages, its size
 *   picturePath  a picture's path alone (`imagePath`): uploaded, chosen from the media library or typed
 *   icon       one of the line icons (ICON_NAMES): the icons themselves, as radios
 *   enum       a select, its options named in the admin's language (`labels`, or `names`: which list);  boolean  a checkbox;  number  a number input;  text  a one-line input
 *   file       a described upload (its path or R2 key);  datetime  a date-time (nullable: a publish time)
 *   blocks     a page's blocks as JSON (the generic editor; the page editor walks each block instead)
 *   list       an array: items added, removed and moved; `exact` when the length is fixed
 *   group      an object: its fields in order (a described field with its label);  optional  a value that may be left out
 */
import {
  BLOCK_SCHEMAS,
  type Block,
  type BlockType,
  bilingual,
  CASE_ANCHORS,
  FACT_KEYS,
  ICON_NAMES,
  imagePath,
  imageSchema,
  LINK_KEYS,
} from "../../../common/page-blocks";
import { type Bilingual, FIELDS, type FieldMeta, type UploadAccept } from "../../../common/content-types/define";
import type { EnumNames } from "../pages/page-messages";

/** The lists of codes an enum's options may be, each named in words (page-messages.ts `optionLabel`). */ const NAMED_LISTS: readonly [
  EnumNames,
  readonly string[],
][] = [
  ["fact", FACT_KEYS],
  ["case", CASE_ANCHORS],
  ["page", LINK_KEYS],
];
const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

export type FormNode =
  /** `multiline` when the field says (a described text); otherwise by its name (page-messages MULTILINE). */
  | { kind: "bilingual"; multiline?: boolean }
  | { kind: "markdown" }
  | { kind: "image" }
  | { kind: "picturePath" }
  | { kind: "icon" }
  | { kind: "enum"; options: readonly string[]; names?: EnumNames; labels?: Readonly<Record<string, Bilingual>>; initial?: string }
  | { kind: "boolean" }
  | { kind: "number"; min?: number; max?: number; initial?: number }
  /** `wide`: a full-width line (a link, a release number), `initial` a new item's. */
  | { kind: "text"; pattern?: string; placeholder?: string; initial?: string; wide?: boolean }
  | { kind: "file"; accept: UploadAccept; use: "path" | "key"; nullable: boolean }
  | { kind: "datetime"; nullable: boolean }
  | { kind: "blocks" }
  | { kind: "literal"; value: unknown }
  | { kind: "list"; item: FormNode; max?: number; exact?: number }
  | { kind: "group"; fields: readonly { key: string; node: FormNode; label?: Bilingual }[] }
  | { kind: "optional"; inner: FormNode };
export type GroupNode = Extract<FormNode, { kind: "group" }>;

/** The parts of a zod 4 schema this walk reads (its internal definition and the checks on it). */
interface ZodLike {
  _zod: {
    def: {
      type: string;
      checks?: { _zod: { def: Record<string, unknown> } }[];
      entries?: Record<string, string>;
      values?: unknown[];
      innerType?: ZodLike;
      defaultValue?: unknown;
    };
    bag?: Record<string, unknown>;
  };
  shape?: Record<string, ZodLike>;
  element?: ZodLike;
  unwrap?: () => ZodLike;
}

const checks = (s: ZodLike): Record<string, unknown>[] => (s._zod.def.checks ?? []).map((c) => c._zod.def);

function isLanguagePair(s: ZodLike): boolean {
  if (s._zod.def.type !== "object" || !s.shape) return false;
  const keys = Object.keys(s.shape);
  return keys.length === 2 && keys.includes("zh") && keys.includes("en") && s.shape.zh?._zod.def.type === "string";
}

/** A schema under its default, optional and nullable wrappers, and the default it gives. */
function unwrapped(s: ZodLike): { inner: ZodLike; initial: unknown } {
  let inner = s;
  let initial: unknown;
  while (["default", "optional", "nullable"].includes(inner._zod.def.type) && inner._zod.def.innerType) {
    if (inner._zod.def.type === "default") initial = inner._zod.def.defaultValue;
    inner = inner._zod.def.innerType;
  }
  return { inner, initial };
}

/** The node of a content type's field, from its schema and its meta (common/content-types/define.ts). */
function fieldNode(s: ZodLike, meta: FieldMeta): FormNode {
  const { inner, initial } = unwrapped(s);
  const nullable = (s as unknown as { safeParse: (v: unknown) => { success: boolean } }).safeParse(null).success;
  switch (meta.input) {
    case "text":
      return { kind: "bilingual", multiline: meta.multiline ?? false };
    case "markdown":
      return { kind: "markdown" };
    case "enum":
      return { kind: "enum", options: Object.values(inner._zod.def.entries ?? {}), labels: meta.optionLabels, initial: meta.initial };
    case "number": {
      const bag = inner._zod.bag ?? {};
      return { kind: "number", min: bag.minimum as number | undefined, max: bag.maximum as number | undefined, initial: (initial as number | undefined) ?? 0 };
    }
    case "datetime":
      return { kind: "datetime", nullable };
    case "file":
      return { kind: "file", accept: meta.accept, use: meta.value, nullable };
    case "line":
      return { kind: "text", placeholder: meta.placeholder, initial: meta.initial ?? "", wide: true };
    case "blocks":
      return { kind: "blocks" };
  }
}

/** The form node of one schema. */
export function nodeOf(schema: unknown): FormNode {
  const s = schema as ZodLike;
  const meta = FIELDS.get(schema as Parameters<typeof FIELDS.get>[0]);
  if (meta) return fieldNode(s, meta);
  if (schema === bilingual) return { kind: "bilingual" };
  if (schema === imageSchema) return { kind: "image" };
  // A picture given by its path alone (the home banner's slides): uploaded or chosen from the library.
  if (schema === imagePath) return { kind: "picturePath" };
  if (isLanguagePair(s)) return { kind: "markdown" };
  const def = s._zod.def;
  switch (def.type) {
    case "optional":
      return { kind: "optional", inner: nodeOf(s.unwrap?.()) };
    case "object":
      return {
        kind: "group",
        fields: Object.entries(s.shape ?? {}).map(([key, v]) => ({ key, node: nodeOf(v), label: FIELDS.get(v as Parameters<typeof FIELDS.get>[0])?.label })),
      };
    case "array": {
      const c = checks(s);
      const exact = c.find((x) => x.check === "length_equals")?.length as number | undefined;
      const max = c.find((x) => x.check === "max_length")?.maximum as number | undefined;
      return { kind: "list", item: nodeOf(s.element), max, exact };
    }
    case "enum": {
      const options = Object.values(def.entries ?? {});
      if (sameList(options, ICON_NAMES)) return { kind: "icon" };
      const names = NAMED_LISTS.find(([, list]) => sameList(options, list))?.[0];
      return names ? { kind: "enum", options, names } : { kind: "enum", options };
    }
    case "boolean":
      return { kind: "boolean" };
    case "number": {
      const bag = s._zod.bag ?? {};
      return { kind: "number", min: bag.minimum as number | undefined, max: bag.maximum as number | undefined };
    }
    case "literal":
      return { kind: "literal", value: def.values?.[0] };
    case "string": {
      const pattern = (s._zod.bag?.patterns as Set<RegExp> | undefined)?.values().next().value;
      return { kind: "text", pattern: pattern?.source };
    }
    default:
      throw new Error(`page-blocks: no input for a ${def.type} schema`);
  }
}

/** Every block type's form, by type, in the order the description lists them. */
export const BLOCK_FORMS = Object.fromEntries(Object.entries(BLOCK_SCHEMAS).map(([type, schema]) => [type, nodeOf(schema)])) as Record<
  BlockType,
  Extract<FormNode, { kind: "group" }>
>;

/** An empty value of a node: blank texts, the first option, no items (or the fixed number of blank ones). */
export function blankOf(node: FormNode): unknown {
  switch (node.kind) {
    case "bilingual":
    case "markdown":
      return { zh: "", en: "" };
    case "image":
      return { src: "", alt: { zh: "", en: "" }, width: 1200, height: 675 };
    case "enum":
      return node.initial ?? node.options[0];
    case "icon":
      return ICON_NAMES[0];
    case "boolean":
      return false;
    case "number":
      return node.initial ?? node.min ?? 0;
    case "text":
      return node.initial ?? "";
    case "picturePath":
      return "";
    case "file":
      return node.nullable ? null : "";
    case "datetime":
      return node.nullable ? null : new Date().toISOString();
    case "blocks":
      return [];
    case "literal":
      return node.value;
    case "list":
      return Array.from({ length: node.exact ?? 0 }, () => blankOf(node.item));
    case "group":
      return Object.fromEntries(node.fields.filter((f) => f.node.kind !== "optional").map((f) => [f.key, blankOf(f.node)]));
    case "optional":
      return undefined;
  }
}

/** A new block of a type, every field blank. */
export const blankBlock = (type: BlockType): Block => blankOf(BLOCK_FORMS[type]) as Block;

/**
 * Texts filled in one language and empty in the other, as paths (`blocks.0.title.en`, the empty
 * side; the server names fields the same way), walking the value along its form node.
 */
export function halfTranslated(node: FormNode, value: unknown, path: string, out: string[] = []): string[] {
  if (value === undefined || value === null) return out;
  switch (node.kind) {
    case "bilingual":
    case "markdown": {
      const v = value as { zh: string; en: string };
      if (!v.zh.trim() !== !v.en.trim()) out.push(`${path}.${v.zh.trim() ? "en" : "zh"}`);
      break;
    }
    case "image":
      halfTranslated({ kind: "bilingual" }, (value as { alt: unknown }).alt, `${path}.alt`, out);
      break;
    case "list":
      (value as unknown[]).forEach((v, i) => {
        halfTranslated(node.item, v, `${path}.${i}`, out);
      });
      break;
    case "group":
      for (const f of node.fields) halfTranslated(f.node, (value as Record<string, unknown>)[f.key], path ? `${path}.${f.key}` : f.key, out);
      break;
    case "optional":
      halfTranslated(node.inner, value, path, out);
      break;
    default:
  }
  return out;
}

/** Half-translated texts of a whole page (its title, description and blocks). */
export function pageHalfTranslated(values: { title?: unknown; description?: unknown; blocks?: readonly Block[] }): string[] {
  const out: string[] = [];
  halfTranslated({ kind: "bilingual" }, values.title, "title", out);
  halfTranslated({ kind: "bilingual" }, values.description, "description", out);
  (values.blocks ?? []).forEach((b, i) => {
    const form = BLOCK_FORMS[b.type];
    if (form) halfTranslated(form, b, `blocks.${i}`, out);
  });
  return out;
}

/** A copy of `value` with `next` at `path` (`["figure", "alt"]`); `undefined` leaves the key out. */
export function setAt<T>(value: T, path: readonly (string | number)[], next: unknown): T {
  if (path.length === 0) return next as T;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = value.slice();
    copy[head as number] = setAt(copy[head as number], rest, next);
    return copy as T;
  }
  const obj = { ...(value as Record<string, unknown>) };
  const child = setAt(obj[head as string], rest, next);
  if (child === undefined) delete obj[head as string];
  else obj[head as string] = child;
  return obj as T;
}
