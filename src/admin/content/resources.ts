/**
 * What each content type's screens show, read from its one schema (common/content-types) by the
 * admin's one form walker (form/schema-form.ts): the fields in form order, the list's columns and
 * filter, the publish rule and the values of a new item, with the admin's own words for each
 * (resource-names.ts).
 */
import { CONTENT_TYPES, type ContentResource } from "../../../common/content-types";
import { type Bilingual, type ColumnDesc, type ContentType, publishRequired } from "../../../common/content-types/define";
import { blankOf, type FormNode, type GroupNode, nodeOf } from "../form/schema-form";
import { RESOURCE_NAMES, type ResourceNames } from "./resource-names";

export type { UploadAccept } from "../../../common/content-types/define";

/** A field of a content form: its name, label and the input the walker found for it. */
export interface FormField {
  name: string;
  label: Bilingual;
  node: FormNode;
}
/** A field edited in both languages side by side. */
export const isText = (f: FormField): boolean => f.node.kind === "bilingual" || f.node.kind === "markdown";

export interface ResourceDef extends ResourceNames {
  resource: ContentResource;
  titleField: string;
  /** Text fields that must have both languages before publishing (the server's rule too). */
  publishRequires: readonly string[];
  /** The whole form, as walked from the schema. */
  form: GroupNode;
  fields: readonly FormField[];
  /** List columns after the title. */
  columns: readonly (ColumnDesc & { label: Bilingual })[];
  filter?: { name: string; label: Bilingual; options: readonly { value: string; label: Bilingual }[] };
  /** Values of a new item. */
  blank: () => Record<string, unknown>;
  /** Items are a fixed set made by the seed (pages): no "new", no "delete". */
  fixedSet?: true;
  /** The date visitors see, edited with publishAt as one "publish at" field (ContentType.shownDate). */
  shownDate?: string;
}

function resourceDef(type: ContentType): ResourceDef {
  const form = nodeOf(type.schema) as GroupNode;
  const fields = form.fields.map((f) => ({ name: f.key, label: f.label!, node: f.node }));
  const byName = new Map(fields.map((f) => [f.name, f]));
  const filterField = type.list.filter ? byName.get(type.list.filter) : undefined;
  const filterNode = filterField?.node;
  return {
    ...RESOURCE_NAMES[type.resource as ContentResource],
    resource: type.resource as ContentResource,
    titleField: type.titleField,
    publishRequires: publishRequired(type),
    form,
    fields,
    columns: type.list.columns.map((c) => ({ ...c, label: c.label ?? byName.get(c.name)!.label })),
    filter:
      filterField && filterNode?.kind === "enum" && filterNode.labels
        ? { name: filterField.name, label: filterField.label, options: filterNode.options.map((v) => ({ value: v, label: filterNode.labels![v]! })) }
        : undefined,
    blank: () => ({ ...(blankOf(form) as Record<string, unknown>), status: "draft" }),
    fixedSet: type.fixedSet,
    shownDate: type.shownDate,
  };
}

export const RESOURCES = Object.fromEntries(Object.entries(CONTENT_TYPES).map(([r, type]) => [r, resourceDef(type)])) as Record<ContentResource, ResourceDef>;

/** The label of an enum field's value, in `lang`. */
export function optionLabel(def: ResourceDef, name: string, value: unknown, lang: keyof Bilingual): string {
  const node = def.fields.find((x) => x.name === name)?.node;
  return node?.kind === "enum" ? (node.labels?.[String(value)]?.[lang] ?? String(value)) : String(value);
}

/** Field paths a form can name (for finding the field in a server message). */
export function fieldPaths(def: ResourceDef): string[] {
  return def.fields.flatMap((f) => (isText(f) ? [f.name, `${f.name}.zh`, `${f.name}.en`] : [f.name])).concat("status");
}

/** Text fields the publish rule needs that are blank in one language: "title.en", ... */
export function missingTranslations(def: ResourceDef, values: Record<string, unknown>): string[] {
  const out: string[] = [];
  for (const name of def.publishRequires) {
    const text = values[name] as { zh?: string; en?: string } | undefined;
    for (const lang of ["zh", "en"] as const) if (!text?.[lang]?.trim()) out.push(`${name}.${lang}`);
  }
  return out;
}
