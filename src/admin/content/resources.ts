/**
 * What each content type's screens show, read from its one description (common/content-types): the
 * fields in form order, the list's columns and filter, the publish rule and the values of a new item.
 * Only the admin's own bits are added here: the navigation names and where the public site shows an item.
 */
import { CONTENT_TYPES, type ContentResource } from "../../../common/content-types";
import type { Bilingual, ColumnDesc, ContentTypeDesc, FieldDesc } from "../../../common/content-types/define";
import { publishRequired } from "../../../common/content-types/define";
import type { MessageKey } from "../i18n/messages-zh";

export type { UploadAccept } from "../../../common/content-types/define";

/** A described field with its name. */
export type FormField = FieldDesc & { name: string };
/** A field edited in both languages side by side. */
export type TextFormField = Extract<FormField, { kind: "text" | "markdown" }>;
export const isText = (f: FormField): f is TextFormField => f.kind === "text" || f.kind === "markdown";

export interface ResourceDef {
  resource: ContentResource;
  nav: MessageKey;
  what: MessageKey;
  titleField: string;
  /** Text fields that must have both languages before publishing (the server's rule too). */
  publishRequires: readonly string[];
  fields: readonly FormField[];
  /** List columns after the title. */
  columns: readonly (ColumnDesc & { label: Bilingual })[];
  filter?: { name: string; label: Bilingual; options: readonly { value: string; label: Bilingual }[] };
  /** Values of a new item. */
  blank: () => Record<string, unknown>;
  /** Items are a fixed set made by the seed (pages): no "new", no "delete". */
  fixedSet?: true;
  /** Where the public site shows a published item (for the "view" link), if anywhere. */
  publicPath?: (id: number) => string;
  /** The date visitors see, edited with publishAt as one "publish at" field (ContentTypeDesc.shownDate). */
  shownDate?: string;
}

/** A field's value in a new item. */
function initial(f: FieldDesc): unknown {
  switch (f.kind) {
    case "text":
    case "markdown":
      return { zh: "", en: "" };
    case "enum":
      return f.initial;
    case "number":
      return f.default ?? 0;
    case "datetime":
      return f.nullable ? null : new Date().toISOString();
    case "file":
      return f.nullable ? null : "";
    case "line":
      return f.initial ?? "";
    case "blocks":
      return [];
  }
}

function resourceDef(desc: ContentTypeDesc, ui: Pick<ResourceDef, "nav" | "what" | "publicPath">): ResourceDef {
  const fields = Object.entries(desc.fields).map(([name, f]) => ({ ...f, name }));
  const byName = new Map(fields.map((f) => [f.name, f]));
  const filterField = desc.list.filter ? byName.get(desc.list.filter) : undefined;
  return {
    ...ui,
    resource: desc.resource as ContentResource,
    titleField: desc.titleField,
    publishRequires: publishRequired(desc),
    fields,
    columns: desc.list.columns.map((c) => ({ ...c, label: c.label ?? byName.get(c.name)!.label })),
    filter:
      filterField?.kind === "enum"
        ? { name: filterField.name, label: filterField.label, options: filterField.options.map((v) => ({ value: v, label: filterField.optionLabels[v]! })) }
        : undefined,
    blank: () => ({ ...Object.fromEntries(fields.map((f) => [f.name, initial(f)])), status: "draft" }),
    fixedSet: desc.fixedSet,
    shownDate: desc.shownDate,
  };
}

export const RESOURCES: Record<ContentResource, ResourceDef> = {
  news: resourceDef(CONTENT_TYPES.news, { nav: "navNews", what: "what_news", publicPath: (id) => `/pc_index/newsDetail?id=${id}` }),
  banners: resourceDef(CONTENT_TYPES.banners, { nav: "navBanners", what: "what_banners", publicPath: () => "/pc_index" }),
  software: resourceDef(CONTENT_TYPES.software, { nav: "navSoftware", what: "what_software", publicPath: () => "/download" }),
  videos: resourceDef(CONTENT_TYPES.videos, { nav: "navVideos", what: "what_videos", publicPath: () => "/academy" }),
  "update-logs": resourceDef(CONTENT_TYPES["update-logs"], { nav: "navUpdateLogs", what: "what_update-logs", publicPath: (id) => `/updateLogDetail?id=${id}` }),
  // No "view" link: each page is at its own route (the list shows its path).
  pages: resourceDef(CONTENT_TYPES.pages, { nav: "navPages", what: "what_pages" }),
};

/** The label of an enum field's value, in `lang`. */
export function optionLabel(def: ResourceDef, name: string, value: unknown, lang: keyof Bilingual): string {
  const f = def.fields.find((x) => x.name === name);
  return f?.kind === "enum" ? (f.optionLabels[String(value)]?.[lang] ?? String(value)) : String(value);
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
