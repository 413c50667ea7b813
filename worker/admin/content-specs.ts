/**
 * How each admin content resource maps to its tables (CONTRACT "Content"): language-neutral columns in
 * the base table, one row per language in the *_i18n table, the shared version columns, and which
 * R2 files an item references (deleted with it when nothing else uses them).
 */
import { renderMarkdown } from "../../common/markdown.ts";
import { fileUrl, publicFileName } from "../lib/file-name.ts";
import type {
  AdminBanner,
  AdminNews,
  AdminSoftware,
  AdminUpdateLog,
  AdminVideo,
  Bilingual,
  ContentResource,
  ContentStatus,
} from "../schemas/admin-api.ts";
import {
  bannerInputSchema,
  newsInputSchema,
  softwareInputSchema,
  updateLogInputSchema,
  videoInputSchema,
} from "../schemas/admin-api.ts";
import type { z } from "zod";

export type SqlValue = string | number | null;
export type Row = Record<string, SqlValue>;
type Lang = "zh" | "en";

/** Values the route computes from R2 before a save (software size, video duration). */
export interface FileFacts {
  size?: number;
  durationSeconds?: number;
}

export interface ContentSpec<I = unknown, O = unknown> {
  resource: ContentResource;
  table: string;
  i18n: string;
  /** Column of the i18n table pointing at the base row. */
  fk: string;
  schema: z.ZodType<I>;
  /** i18n column searched by `q` (both languages). */
  searchColumn: string;
  /** ORDER BY of the admin list (b. = base, z. = zh row). */
  order: string;
  /** Base columns written on create and update. */
  base(input: I, facts: FileFacts): Row;
  /** Base columns written on create only. */
  createOnly?(input: I, facts: FileFacts): Row;
  /** i18n columns of one language. */
  texts(input: I, lang: Lang): Row;
  /** The API item from the joined row (base columns plain, i18n columns prefixed zh_ / en_). */
  toItem(row: Row): O;
  /** R2 keys the stored row references. */
  fileKeys(row: Row): string[];
}

const status = (published: SqlValue): ContentStatus => (published === 1 ? "published" : "draft");
const published = (s: ContentStatus) => (s === "published" ? 1 : 0);
const bi = (row: Row, col: string): Bilingual => ({ zh: String(row[`zh_${col}`] ?? ""), en: String(row[`en_${col}`] ?? "") });
const versioned = (row: Row) => ({
  id: Number(row.id),
  rowVersion: Number(row.row_version),
  updatedAt: String(row.updated_at),
  updatedBy: (row.updated_by as string | null) ?? null,
});

/** The R2 key of a /files/ path (percent-decoded), or null for anything else. */
export function keyOfPath(path: SqlValue): string | null {
  if (typeof path !== "string" || !path.startsWith("/files/")) return null;
  try {
    return path.slice("/files/".length).split("/").map(decodeURIComponent).join("/");
  } catch {
    return null;
  }
}
const keys = (...paths: SqlValue[]) => paths.map(keyOfPath).filter((k): k is string => k !== null);

/** Markdown source of a long text as the editor left it; rows written as HTML only start from that HTML. */
const source = (row: Row, lang: Lang, col = "content") => String(row[`${lang}_${col}_md`] ?? row[`${lang}_${col}`] ?? "");

type NewsIn = z.output<typeof newsInputSchema>;
export const newsSpec: ContentSpec<NewsIn, AdminNews> = {
  resource: "news",
  table: "news",
  i18n: "news_i18n",
  fk: "news_id",
  schema: newsInputSchema,
  searchColumn: "title",
  order: "b.effective_time DESC, b.id DESC",
  base: (n) => ({ tab: n.tab, cover_path: n.coverPath, effective_time: n.effectiveTime, published: published(n.status) }),
  texts: (n, l) => ({ title: n.title[l], subtitle: n.subtitle[l], content: renderMarkdown(n.content[l]), content_md: n.content[l] }),
  toItem: (r) => ({
    ...versioned(r),
    tab: r.tab as NewsIn["tab"],
    title: bi(r, "title"),
    subtitle: bi(r, "subtitle"),
    content: { zh: source(r, "zh"), en: source(r, "en") },
    coverPath: String(r.cover_path),
    effectiveTime: String(r.effective_time),
    status: status(r.published),
  }),
  fileKeys: (r) => keys(r.cover_path),
};

type BannerIn = z.output<typeof bannerInputSchema>;
export const bannerSpec: ContentSpec<BannerIn, AdminBanner> = {
  resource: "banners",
  table: "banners",
  i18n: "banner_i18n",
  fk: "banner_id",
  schema: bannerInputSchema,
  searchColumn: "big_headline",
  order: "b.sort_order, b.id",
  base: (b) => ({
    sort_order: b.order,
    bg_type: b.type === "video" ? "2" : "1",
    bg_path: b.mediaPath,
    poster_path: b.posterPath,
    jump_to_url: b.jumpToUrl,
    published: published(b.status),
  }),
  texts: (b, l) => ({
    big_headline: b.bigHeadline[l],
    subtitle: b.subtitle[l],
    description: b.description[l],
    // The public read takes a JSON array (one label per button); the admin edits one.
    button_labels: JSON.stringify(b.buttonLabel[l] ? [b.buttonLabel[l]] : []),
  }),
  toItem: (r) => ({
    ...versioned(r),
    order: Number(r.sort_order),
    type: r.bg_type === "2" ? "video" : "image",
    mediaPath: String(r.bg_path),
    posterPath: (r.poster_path as string | null) ?? null,
    jumpToUrl: String(r.jump_to_url),
    bigHeadline: bi(r, "big_headline"),
    subtitle: bi(r, "subtitle"),
    description: bi(r, "description"),
    buttonLabel: { zh: firstLabel(r.zh_button_labels), en: firstLabel(r.en_button_labels) },
    status: status(r.published),
  }),
  fileKeys: (r) => keys(r.bg_path, r.poster_path),
};

function firstLabel(text: SqlValue): string {
  const raw = String(text ?? "");
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed)) return String(parsed[0] ?? "");
  } catch {
    // plain text is one label
  }
  return raw.trim();
}

type SoftwareIn = z.output<typeof softwareInputSchema>;
export const softwareSpec: ContentSpec<SoftwareIn, AdminSoftware> = {
  resource: "software",
  table: "software",
  i18n: "software_i18n",
  fk: "software_id",
  schema: softwareInputSchema,
  searchColumn: "name",
  order: "b.kind DESC, b.sort_order, b.id",
  base: (s, f) => ({
    kind: s.kind,
    version: s.version,
    r2_key: s.fileKey,
    size: f.size ?? 0,
    sort_order: s.order,
    published: published(s.status),
  }),
  texts: (s, l) => ({ name: s.name[l], summary: s.summary[l], description: renderMarkdown(s.description[l]), description_md: s.description[l] }),
  toItem: (r) => ({
    ...versioned(r),
    kind: r.kind as SoftwareIn["kind"],
    name: bi(r, "name"),
    version: String(r.version),
    fileKey: String(r.r2_key),
    summary: bi(r, "summary"),
    description: { zh: source(r, "zh", "description"), en: source(r, "en", "description") },
    order: Number(r.sort_order),
    status: status(r.published),
    size: Number(r.size),
    fileName: publicFileName(String(r.r2_key)),
    fileUrl: fileUrl(String(r.r2_key)),
  }),
  fileKeys: (r) => [String(r.r2_key)],
};

type VideoIn = z.output<typeof videoInputSchema>;
export const videoSpec: ContentSpec<VideoIn, AdminVideo> = {
  resource: "videos",
  table: "videos",
  i18n: "video_i18n",
  fk: "video_id",
  schema: videoInputSchema,
  searchColumn: "title",
  order: "b.sort_order, b.id",
  base: (v, f) => ({
    cover_path: v.coverPath,
    video_path: v.videoPath,
    duration_seconds: f.durationSeconds ?? 0,
    sort_order: v.order,
    published: published(v.status),
  }),
  createOnly: () => ({ uploaded_at: new Date().toISOString(), views: 0 }),
  texts: (v, l) => ({ title: v.title[l], intro: v.intro[l] }),
  toItem: (r) => ({
    ...versioned(r),
    title: bi(r, "title"),
    intro: bi(r, "intro"),
    videoPath: String(r.video_path),
    coverPath: String(r.cover_path),
    order: Number(r.sort_order),
    status: status(r.published),
    durationSeconds: Number(r.duration_seconds),
    views: Number(r.views),
    uploadedAt: String(r.uploaded_at),
  }),
  fileKeys: (r) => keys(r.video_path, r.cover_path),
};

type UpdateLogIn = z.output<typeof updateLogInputSchema>;
export const updateLogSpec: ContentSpec<UpdateLogIn, AdminUpdateLog> = {
  resource: "update-logs",
  table: "update_logs",
  i18n: "update_log_i18n",
  fk: "update_log_id",
  schema: updateLogInputSchema,
  searchColumn: "title",
  order: "b.released_at DESC, b.id DESC",
  base: (u) => ({ version: u.version, released_at: u.releasedAt, published: published(u.status) }),
  texts: (u, l) => ({ title: u.title[l], content: renderMarkdown(u.content[l]), content_md: u.content[l] }),
  toItem: (r) => ({
    ...versioned(r),
    version: String(r.version),
    title: bi(r, "title"),
    content: { zh: source(r, "zh"), en: source(r, "en") },
    releasedAt: String(r.released_at),
    status: status(r.published),
  }),
  fileKeys: () => [],
};

/** Every content resource by its path name. */
export const CONTENT_SPECS = {
  news: newsSpec,
  banners: bannerSpec,
  software: softwareSpec,
  videos: videoSpec,
  "update-logs": updateLogSpec,
} as const;
