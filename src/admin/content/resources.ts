/**
 * What each content type's screens show, as data: its fields in form order, the list columns, the
 * filters and the defaults of a new item. One generic list and one generic form read these, as a
 * CMS's content-type builder would.
 */
import type { ContentResource } from "../../../worker/schemas/admin-api";
import type { MessageKey } from "../i18n/messages-zh";

export type UploadAccept = "image" | "video" | "media" | "download";

export type FieldDef =
  | { kind: "bilingual"; name: string; label: MessageKey; multiline?: boolean; markdown?: boolean }
  | { kind: "text"; name: string; label: MessageKey; placeholder?: string }
  | { kind: "number"; name: string; label: MessageKey }
  | { kind: "datetime"; name: string; label: MessageKey }
  | { kind: "select"; name: string; label: MessageKey; options: readonly { value: string; label: MessageKey }[] }
  | { kind: "file"; name: string; label: MessageKey; accept: UploadAccept; value: "path" | "key"; nullable?: boolean };

export interface ListFilter {
  name: "tab" | "kind";
  label: MessageKey;
  options: readonly { value: string; label: MessageKey }[];
}

export interface ResourceDef {
  resource: ContentResource;
  nav: MessageKey;
  what: MessageKey;
  /** The bilingual field that names an item in lists and dialogs. */
  titleField: string;
  /** Bilingual fields that must have both languages before publishing (the server's rule too). */
  publishRequires: readonly string[];
  fields: readonly FieldDef[];
  /** Extra list columns after the title: a field name and its label. */
  columns: readonly { name: string; label: MessageKey; kind?: "date" | "option" | "bytes" }[];
  filter?: ListFilter;
  /** Values of a new item. */
  blank: () => Record<string, unknown>;
  /** Where the public site shows a published item (for the "view" link), if anywhere. */
  publicPath?: (id: number) => string;
}

const bi = () => ({ zh: "", en: "" });
const nowIso = () => new Date().toISOString();

const TABS = (["quick", "company", "notice", "industry", "video"] as const).map((v) => ({ value: v, label: `tab_${v}` as MessageKey }));
const KINDS = (["software", "manual"] as const).map((v) => ({ value: v, label: `kind_${v}` as MessageKey }));
const TYPES = (["image", "video"] as const).map((v) => ({ value: v, label: `type_${v}` as MessageKey }));

export const RESOURCES: Record<ContentResource, ResourceDef> = {
  news: {
    resource: "news",
    nav: "navNews",
    what: "what_news",
    titleField: "title",
    publishRequires: ["title", "content"],
    fields: [
      { kind: "select", name: "tab", label: "f_tab", options: TABS },
      { kind: "bilingual", name: "title", label: "f_title" },
      { kind: "bilingual", name: "subtitle", label: "f_subtitle", multiline: true },
      { kind: "file", name: "coverPath", label: "f_coverPath", accept: "image", value: "path" },
      { kind: "datetime", name: "effectiveTime", label: "f_effectiveTime" },
      { kind: "bilingual", name: "content", label: "f_content", markdown: true },
    ],
    columns: [
      { name: "tab", label: "f_tab", kind: "option" },
      { name: "effectiveTime", label: "f_effectiveTime", kind: "date" },
    ],
    filter: { name: "tab", label: "f_tab", options: TABS },
    blank: () => ({ tab: "company", title: bi(), subtitle: bi(), content: bi(), coverPath: "", effectiveTime: nowIso(), status: "draft" }),
    publicPath: (id) => `/pc_index/newsDetail?id=${id}`,
  },
  banners: {
    resource: "banners",
    nav: "navBanners",
    what: "what_banners",
    titleField: "bigHeadline",
    publishRequires: ["bigHeadline"],
    fields: [
      { kind: "number", name: "order", label: "f_order" },
      { kind: "select", name: "type", label: "f_type", options: TYPES },
      { kind: "file", name: "mediaPath", label: "f_mediaPath", accept: "media", value: "path" },
      { kind: "file", name: "posterPath", label: "f_posterPath", accept: "image", value: "path", nullable: true },
      { kind: "text", name: "jumpToUrl", label: "f_jumpToUrl", placeholder: "/digital/eicad" },
      { kind: "bilingual", name: "bigHeadline", label: "f_bigHeadline" },
      { kind: "bilingual", name: "subtitle", label: "f_subtitle" },
      { kind: "bilingual", name: "description", label: "f_description", multiline: true },
      { kind: "bilingual", name: "buttonLabel", label: "f_buttonLabel" },
    ],
    columns: [
      { name: "order", label: "f_order" },
      { name: "type", label: "f_type", kind: "option" },
    ],
    blank: () => ({ order: 0, type: "image", mediaPath: "", posterPath: null, jumpToUrl: "/", bigHeadline: bi(), subtitle: bi(), description: bi(), buttonLabel: bi(), status: "draft" }),
    publicPath: () => "/pc_index",
  },
  software: {
    resource: "software",
    nav: "navSoftware",
    what: "what_software",
    titleField: "name",
    publishRequires: ["name"],
    fields: [
      { kind: "select", name: "kind", label: "f_kind", options: KINDS },
      { kind: "bilingual", name: "name", label: "f_name" },
      { kind: "text", name: "version", label: "f_version", placeholder: "5.2.0" },
      { kind: "file", name: "fileKey", label: "f_fileKey", accept: "download", value: "key" },
      { kind: "number", name: "order", label: "f_order" },
      { kind: "bilingual", name: "summary", label: "f_summary", multiline: true },
      { kind: "bilingual", name: "description", label: "f_description", markdown: true },
    ],
    columns: [
      { name: "kind", label: "f_kind", kind: "option" },
      { name: "version", label: "f_version" },
      { name: "size", label: "f_size", kind: "bytes" },
      { name: "updatedAt", label: "updated", kind: "date" },
    ],
    filter: { name: "kind", label: "f_kind", options: KINDS },
    blank: () => ({ kind: "software", name: bi(), version: "", fileKey: "", order: 0, summary: bi(), description: bi(), status: "draft" }),
    publicPath: () => "/download",
  },
  videos: {
    resource: "videos",
    nav: "navVideos",
    what: "what_videos",
    titleField: "title",
    publishRequires: ["title"],
    fields: [
      { kind: "bilingual", name: "title", label: "f_title" },
      { kind: "file", name: "videoPath", label: "f_videoPath", accept: "video", value: "path" },
      { kind: "file", name: "coverPath", label: "f_coverPath", accept: "image", value: "path" },
      { kind: "number", name: "order", label: "f_order" },
      { kind: "bilingual", name: "intro", label: "f_intro", multiline: true },
    ],
    columns: [
      { name: "durationSeconds", label: "f_duration" },
      { name: "updatedAt", label: "updated", kind: "date" },
    ],
    blank: () => ({ title: bi(), intro: bi(), videoPath: "", coverPath: "", order: 0, status: "draft" }),
    publicPath: () => "/academy",
  },
  "update-logs": {
    resource: "update-logs",
    nav: "navUpdateLogs",
    what: "what_update-logs",
    titleField: "title",
    publishRequires: ["title", "content"],
    fields: [
      { kind: "text", name: "version", label: "f_version", placeholder: "V5.2.0" },
      { kind: "bilingual", name: "title", label: "f_title" },
      { kind: "datetime", name: "releasedAt", label: "f_releasedAt" },
      { kind: "bilingual", name: "content", label: "f_content", markdown: true },
    ],
    columns: [
      { name: "version", label: "f_version" },
      { name: "releasedAt", label: "f_releasedAt", kind: "date" },
    ],
    blank: () => ({ version: "", title: bi(), content: bi(), releasedAt: nowIso(), status: "draft" }),
    publicPath: (id) => `/updateLogDetail?id=${id}`,
  },
};

/** Field paths a form can name (for finding the field in a server message). */
export function fieldPaths(def: ResourceDef): string[] {
  return def.fields.flatMap((f) => (f.kind === "bilingual" ? [f.name, `${f.name}.zh`, `${f.name}.en`] : [f.name])).concat("status");
}

/** Bilingual fields the publish rule needs that are blank in one language: "title.en", ... */
export function missingTranslations(def: ResourceDef, values: Record<string, unknown>): string[] {
  const out: string[] = [];
  for (const name of def.publishRequires) {
    const text = values[name] as { zh?: string; en?: string } | undefined;
    for (const lang of ["zh", "en"] as const) if (!text?.[lang]?.trim()) out.push(`${name}.${lang}`);
  }
  return out;
}
