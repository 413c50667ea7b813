/**
 * Where each admin content resource is stored (CONTRACT "Content"): its tables, the column of each
 * language-neutral field, the i18n table's columns of its texts (one row per language), the values a
 * save computes, and which R2 files an item references (deleted with it when nothing else uses them).
 * The fields themselves, their rules and whether each is text or language-neutral come from the type's
 * one schema (common/content-types), read by one generic mapper; a field added there fails to compile
 * here until it has a column.
 */
import { CONTENT_TYPES, type ContentResource } from "../../common/content-types/index.ts";
import { type Bilingual, type DescribedField, fieldsOf, isTextMeta } from "../../common/content-types/define.ts";
import { renderMarkdown } from "../../common/markdown.ts";
import type { PageVars } from "../../common/page-vars.ts";
import { isSearchResource, pageCopyDoc, pruneDocs, seedDocTimes, type SqlStatement, upsertDoc } from "../../common/search-docs.ts";
import { fileUrl, publicFileName } from "../lib/file-name.ts";
import type { ContentStatus, PageLive } from "../schemas/admin-api.ts";
import { bannerInputSchema, newsInputSchema, pageAdminInputSchema, softwareInputSchema, updateLogInputSchema, videoInputSchema } from "../schemas/admin-api.ts";
import type { z } from "zod";
import { storedPublishAt } from "../db/schedule.ts";

export type SqlValue = string | number | null;
export type Row = Record<string, SqlValue>;
type Lang = "zh" | "en";

/** Values the route computes from R2 before a save (software size, video duration). */
export interface FileFacts {
  size?: number;
  durationSeconds?: number;
}

/** What the routes and db/admin-content.ts use: the storage of one resource, built from its Storage below. */
export interface ContentSpec<I = unknown, O = unknown> {
  resource: ContentResource;
  table: string;
  i18n: string;
  /** Column of the i18n table pointing at the base row. */
  fk: string;
  /** Columns of the i18n table (read as zh_<column> and en_<column>). */
  i18nColumns: readonly string[];
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
  /** i18n columns of one language written on create only, under `texts` (a draft page's empty published copy). */
  createOnlyTexts?(input: I, lang: Lang): Row;
  /** The API item from the joined row (base columns plain, i18n columns prefixed zh_ / en_). */
  toItem(row: Row): O;
  /** R2 keys the stored row references. */
  fileKeys(row: Row): string[];
  /**
   * The field each stored column holds (base and i18n columns; a Markdown field's source too), from
   * the description: what the media library names where a file is used (admin/media-usage.ts).
   */
  columnFields: readonly ColumnField[];
  /** A publish writes a copy of its own that stays on the site until the next publish (pages): a draft never takes it down. */
  keepsPublished: boolean;
  /**
   * The site search's writes of a save, for the save's batch (common/search-docs.ts): every kind the
   * search shows gets them from its storage here, so a publish, unpublish or restore of any kind is
   * searchable as saved. `vars` are the site's figures and brand per language, read before the save
   * where `searchVars` says the documents need them (a page's copy names `{brand}`, `{clients}` …).
   */
  searchWrites(id: number | "last", input: I, vars: SearchVars | null): SqlStatement[];
  searchVars: boolean;
}

/** The figures and brand a page's copy fills in, per language (common/page-vars.ts). */
export type SearchVars = Record<Lang, PageVars>;

/** A stored column and the described field it holds. */
export interface ColumnField {
  column: string;
  field: string;
  label: Bilingual;
  /** The column holds an R2 key itself (a download's fileKey), not a /files/ path. */
  holdsKey: boolean;
}

/* ---------------------------------------------------------------- the mapping, per resource */

type Fields<R extends ContentResource> = z.output<(typeof CONTENT_TYPES)[R]["schema"]>;
type FieldName<R extends ContentResource> = keyof Fields<R> & string;
/** The visitor texts: a value per language. */
type TextName<R extends ContentResource> = {
  [K in FieldName<R>]: NonNullable<Fields<R>[K]> extends Bilingual ? K : never;
}[FieldName<R>];
type NeutralName<R extends ContentResource> = Exclude<FieldName<R>, TextName<R>>;

/** A column whose stored form differs from the field's value. */
interface Codec {
  column: string;
  write(value: unknown): SqlValue;
  read(stored: SqlValue): unknown;
}

interface Storage<R extends ContentResource> {
  resource: R;
  table: string;
  i18n: string;
  fk: string;
  searchColumn: string;
  order: string;
  /** The base column of each language-neutral field: its name, or a column with its conversion. */
  columns: Record<NeutralName<R>, string | Codec>;
  /** Text fields stored otherwise than as plain text in the column of their snake_case name. */
  texts?: Partial<Record<TextName<R>, Codec>>;
  /** Base columns from R2 facts, written on create and update. */
  computed?(facts: FileFacts): Row;
  /** Base columns from request values that are not described fields (a page's head: noindex, share picture). */
  more?(input: Record<string, unknown>): Row;
  createOnly?(input: Record<string, unknown>): Row;
  createOnlyTexts?(input: Record<string, unknown>, lang: Lang): Row;
  /**
   * Columns a publish writes besides the fields' own (pages keep the published copy apart from the
   * one being edited, so a draft never takes a page down): base columns, and i18n columns per language.
   */
  onPublish?: { base(input: Record<string, unknown>): Row; texts(input: Record<string, unknown>, lang: Lang): Row };
  /**
   * The search documents of a save, where they are not the item search of common/search-docs.ts's
   * SEARCH_SOURCES (a page's published copy); `vars` as in ContentSpec.
   */
  search?: { vars: boolean; writes(id: number | "last", input: Record<string, unknown>, vars: SearchVars | null): SqlStatement[] };
  /** i18n columns read besides the fields' (as zh_<column> and en_<column>), for `extra`. */
  i18nRead?: readonly string[];
  /** Fields of the item that are not in the request (read-only: size, duration, ...). */
  extra?(row: Row): Record<string, unknown>;
  fileKeys(row: Row): string[];
}

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The value of a language-neutral field from its column. */
function readNeutral(f: DescribedField, stored: SqlValue): unknown {
  if (f.meta.input === "number") return Number(stored);
  if (f.nullable) return (stored as string | null) ?? null;
  return String(stored);
}

function specOf<R extends ContentResource>(s: Storage<R>, schema: z.ZodType): ContentSpec<Record<string, unknown>, unknown> {
  const fields = fieldsOf(CONTENT_TYPES[s.resource]);
  const columns = s.columns as Record<string, string | Codec>;
  const textCodecs = (s.texts ?? {}) as Record<string, Codec | undefined>;
  const neutral = fields.filter((f) => !isTextMeta(f.meta));
  const texts = fields.filter((f) => isTextMeta(f.meta));
  const textColumn = (name: string) => textCodecs[name]?.column ?? snake(name);
  const isMarkdown = (f: DescribedField) => f.meta.input === "markdown";
  const i18nColumns = [
    ...texts.flatMap((f) => (isMarkdown(f) ? [textColumn(f.name), `${textColumn(f.name)}_md`] : [textColumn(f.name)])),
    ...(s.i18nRead ?? []),
  ];
  const spec: ContentSpec<Record<string, unknown>, unknown> = {
    resource: s.resource,
    table: s.table,
    i18n: s.i18n,
    fk: s.fk,
    i18nColumns,
    schema: schema as z.ZodType<Record<string, unknown>>,
    searchColumn: s.searchColumn,
    order: s.order,
    keepsPublished: s.onPublish !== undefined,
    columnFields: fields.flatMap(({ name, meta }): ColumnField[] => {
      const holdsKey = meta.input === "file" && meta.value === "key";
      if (isTextMeta(meta)) {
        const col = textColumn(name);
        return (meta.input === "markdown" ? [col, `${col}_md`] : [col]).map((column) => ({ column, field: name, label: meta.label, holdsKey }));
      }
      const c = columns[name]!;
      return [{ column: typeof c === "string" ? c : c.column, field: name, label: meta.label, holdsKey }];
    }),
    base: (input, facts) => ({
      ...Object.fromEntries(
        neutral.map(({ name }) => {
          const c = columns[name]!;
          return typeof c === "string" ? [c, input[name] as SqlValue] : [c.column, c.write(input[name])];
        }),
      ),
      ...s.computed?.(facts),
      ...s.more?.(input),
      ...(input.status === "published" ? s.onPublish?.base(input) : undefined),
      published: input.status === "published" ? 1 : 0,
    }),
    createOnly: s.createOnly,
    createOnlyTexts: s.createOnlyTexts,
    texts: (input, lang) => ({
      ...Object.fromEntries(
        texts.flatMap((f) => {
          const name = f.name;
          // An optional text the request left out keeps its column as stored.
          if (input[name] === undefined) return [];
          const value = (input[name] as Bilingual)[lang];
          const codec = textCodecs[name];
          if (codec) return [[codec.column, codec.write(value)]];
          // Markdown: the sanitised HTML the pages serve, and the source the editor gets back.
          if (isMarkdown(f))
            return [
              [snake(name), renderMarkdown(value)],
              [`${snake(name)}_md`, value],
            ];
          return [[snake(name), value]];
        }),
      ),
      ...(input.status === "published" ? s.onPublish?.texts(input, lang) : undefined),
    }),
    toItem: (row) => {
      const item: Record<string, unknown> = {
        id: Number(row.id),
        rowVersion: Number(row.row_version),
        updatedAt: String(row.updated_at),
        updatedBy: (row.updated_by as string | null) ?? null,
      };
      for (const f of fields) {
        const name = f.name;
        if (isTextMeta(f.meta)) {
          const codec = textCodecs[name];
          const col = textColumn(name);
          // Markdown source as the editor left it; rows written as HTML by the seed start from that HTML.
          const at = (lang: Lang) => (isMarkdown(f) ? (row[`${lang}_${col}_md`] ?? row[`${lang}_${col}`]) : row[`${lang}_${col}`]);
          item[name] = codec
            ? { zh: codec.read(at("zh") ?? null), en: codec.read(at("en") ?? null) }
            : { zh: String(at("zh") ?? ""), en: String(at("en") ?? "") };
        } else {
          const c = columns[name]!;
          item[name] = typeof c === "string" ? readNeutral(f, row[c] ?? null) : c.read(row[c.column] ?? null);
        }
      }
      item.status = (row.published === 1 ? "published" : "draft") satisfies ContentStatus;
      return { ...item, ...s.extra?.(row) };
    },
    fileKeys: s.fileKeys,
    searchVars: s.search?.vars ?? false,
    searchWrites: (id, input, vars) => {
      if (s.search) return s.search.writes(id, input, vars);
      const r = s.resource as string;
      if (!isSearchResource(r)) return [];
      // Both languages as written, then a prune unless it is stored and published.
      const upserts = (["zh", "en"] as const).map((lang) => upsertDoc(r, id, lang, spec.texts(input, lang)));
      return id === "last" ? upserts : [...upserts, pruneDocs(r, id)];
    },
  };
  return spec;
}

/** The R2 key of a /files/ path (percent-decoded), or null for anything else. */
export function keyOfPath(path: SqlValue): string | null {
  if (typeof path !== "string" || !path.startsWith("/files/")) return null;
  try {
    return path.slice("/files/".length).split("/").map(decodeURIComponent).join("/");
  } catch {
    return null;
  }
}
/** publishAt of every resource: stored in UTC (db/schedule.ts compares it with SQLite's clock as text). */
const publishAt: Codec = { column: "publish_at", write: (v) => storedPublishAt(v as string | null | undefined), read: (s) => (s as string | null) ?? null };
/** unpublishAt of every resource: stored in UTC as publishAt is. */
const unpublishAt: Codec = { ...publishAt, column: "unpublish_at" };

const keys = (...paths: SqlValue[]) => paths.map(keyOfPath).filter((k): k is string => k !== null);

/** The first of a JSON array of button labels (the public read takes the array; the admin edits one). */
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

export const newsSpec = specOf(
  {
    resource: "news",
    table: "news",
    i18n: "news_i18n",
    fk: "news_id",
    searchColumn: "title",
    order: "b.effective_time DESC, b.id DESC",
    columns: { tab: "tab", coverPath: "cover_path", effectiveTime: "effective_time", publishAt, unpublishAt },
    fileKeys: (r) => keys(r.cover_path),
  },
  newsInputSchema,
);

export const bannerSpec = specOf(
  {
    resource: "banners",
    table: "banners",
    i18n: "banner_i18n",
    fk: "banner_id",
    searchColumn: "big_headline",
    order: "b.sort_order, b.id",
    columns: {
      order: "sort_order",
      type: { column: "bg_type", write: (v) => (v === "video" ? "2" : "1"), read: (s) => (s === "2" ? "video" : "image") },
      mediaPath: "bg_path",
      posterPath: "poster_path",
      jumpToUrl: "jump_to_url",
      publishAt,
      unpublishAt,
    },
    texts: {
      buttonLabel: { column: "button_labels", write: (v) => JSON.stringify(v ? [v] : []), read: firstLabel },
    },
    fileKeys: (r) => keys(r.bg_path, r.poster_path),
  },
  bannerInputSchema,
);

export const softwareSpec = specOf(
  {
    resource: "software",
    table: "software",
    i18n: "software_i18n",
    fk: "software_id",
    searchColumn: "name",
    order: "b.kind DESC, b.sort_order, b.id",
    columns: { kind: "kind", version: "version", fileKey: "r2_key", order: "sort_order", publishAt, unpublishAt },
    computed: (f) => ({ size: f.size ?? 0 }),
    extra: (r) => ({ size: Number(r.size), fileName: publicFileName(String(r.r2_key)), fileUrl: fileUrl(String(r.r2_key)) }),
    fileKeys: (r) => [String(r.r2_key)],
  },
  softwareInputSchema,
);

export const videoSpec = specOf(
  {
    resource: "videos",
    table: "videos",
    i18n: "video_i18n",
    fk: "video_id",
    searchColumn: "title",
    order: "b.sort_order, b.id",
    columns: { videoPath: "video_path", coverPath: "cover_path", order: "sort_order", publishAt, unpublishAt },
    computed: (f) => ({ duration_seconds: f.durationSeconds ?? 0 }),
    createOnly: () => ({ uploaded_at: new Date().toISOString(), views: 0 }),
    extra: (r) => ({ durationSeconds: Number(r.duration_seconds), views: Number(r.views), uploadedAt: String(r.uploaded_at) }),
    fileKeys: (r) => keys(r.video_path, r.cover_path),
  },
  videoInputSchema,
);

export const updateLogSpec = specOf(
  {
    resource: "update-logs",
    table: "update_logs",
    i18n: "update_log_i18n",
    fk: "update_log_id",
    searchColumn: "title",
    order: "b.released_at DESC, b.id DESC",
    columns: { version: "version", releasedAt: "released_at", publishAt, unpublishAt },
    fileKeys: () => [],
  },
  updateLogInputSchema,
);

/**
 * Content pages (decision 0040): the blocks as JSON in the base row, title and description per
 * language. A save writes the copy being edited; a publish copies it to the `published_*` columns
 * visitors read, so a draft never takes a page down. The route table's pages are created by the seed;
 * staff create landing pages (/lp/<slug>, CONTRACT "Landing pages"), which start with an empty
 * published copy and are public only once published (`published_at`, db/content-pages.ts).
 */
export const pageSpec = specOf(
  {
    resource: "pages",
    table: "pages",
    i18n: "page_i18n",
    fk: "page_id",
    searchColumn: "title",
    order: "b.id",
    columns: {
      blocks: { column: "blocks", write: (v) => JSON.stringify(v), read: (s) => JSON.parse(String(s)) as unknown },
      // The contact block's setting being edited (default, on, off); a publish copies it too.
      // A row or snapshot from before the setting (a seeded page's revision 1) reads as the default.
      contact: { column: "contact", write: (v) => String(v ?? "default"), read: (s) => s ?? "default" },
      // The time being edited; a publish makes it the published copy's (db/content-pages.ts).
      publishAt: { ...publishAt, column: "draft_publish_at" },
      unpublishAt: { ...publishAt, column: "draft_unpublish_at" },
    },
    more: (p) => ({
      noindex: p.noindex === true ? 1 : 0,
      share_picture: (p.sharePicture as string | null | undefined) ?? null,
      contact_product: (p.contactProduct as string | null | undefined) ?? null,
    }),
    createOnly: (p) => ({
      path: String(p.path),
      // Published at once: the publish trigger only runs on an update (migration 0018).
      ...(p.status === "published"
        ? { published_at: new Date().toISOString() }
        : { published_blocks: "[]", published_contact: "default", publish_at: null, unpublish_at: null }),
    }),
    createOnlyTexts: () => ({ published_title: "", published_description: "" }),
    onPublish: {
      base: (p) => ({
        published_blocks: JSON.stringify(p.blocks),
        published_contact: String(p.contact ?? "default"),
        published_noindex: p.noindex === true ? 1 : 0,
        published_share_picture: (p.sharePicture as string | null | undefined) ?? null,
        published_contact_product: (p.contactProduct as string | null | undefined) ?? null,
        publish_at: publishAt.write(p.publishAt),
        unpublish_at: unpublishAt.write(p.unpublishAt),
      }),
      texts: (p, l) => ({ published_title: (p.title as Bilingual)[l], published_description: (p.description as Bilingual)[l] }),
    },
    // A publish (or a restore that publishes) indexes the copy it publishes; a draft save leaves
    // the published copy, and so its documents, as they are. Pages are never deleted.
    search: {
      vars: true,
      writes: (id, p, vars) =>
        p.status !== "published" || !vars || id === "last"
          ? []
          : [
              ...(["zh", "en"] as const).map((lang) =>
                pageCopyDoc({ page: { id }, lang, blocksJson: JSON.stringify(p.blocks), title: (p.title as Bilingual)[lang], vars: vars[lang] }),
              ),
              // The seeded copy is found again from the unpublish time this publish stored (none: never).
              seedDocTimes(id),
            ],
    },
    i18nRead: ["published_title", "published_description"],
    extra: (r) => ({
      path: String(r.path),
      noindex: Number(r.noindex ?? 0) === 1,
      sharePicture: (r.share_picture as string | null | undefined) ?? null,
      contactProduct: (r.contact_product as string | null | undefined) ?? null,
      ...pageLiveState(r),
    }),
    fileKeys: (r) =>
      keys(...pagePictures(String(r.blocks)), ...pagePictures(String(r.published_blocks)), r.share_picture as SqlValue, r.published_share_picture as SqlValue),
  },
  pageAdminInputSchema,
);

/**
 * What visitors get of a page and whether the copy being edited differs from it (AdminPage `live`,
 * `hasDraftChanges`): the published copy is scheduled while its publish_at is ahead (db/schedule.ts;
 * visitors keep the copy published before until then). Compared: blocks, the contact block's setting, both languages' title and
 * description, and the publish time.
 */
export function pageLiveState(r: Row, now = Date.now()): { live: PageLive; hasDraftChanges: boolean } {
  const publishAt = (r.publish_at as string | null) ?? null;
  const str = (v: SqlValue | undefined) => (v === null || v === undefined ? null : String(v));
  const hasDraftChanges =
    str(r.blocks) !== str(r.published_blocks) ||
    str(r.contact) !== str(r.published_contact) ||
    str(r.draft_publish_at) !== publishAt ||
    str(r.draft_unpublish_at) !== str(r.unpublish_at) ||
    (["zh", "en"] as const).some(
      (l) => str(r[`${l}_title`]) !== str(r[`${l}_published_title`]) || str(r[`${l}_description`]) !== str(r[`${l}_published_description`]),
    );
  return {
    live: {
      status: publishAt !== null && Date.parse(publishAt) > now ? "scheduled" : "published",
      publishAt,
      publishedAt: str(r.published_at),
      publishedBy: str(r.published_by),
    },
    hasDraftChanges,
  };
}

/** The `src` of every picture in a page's blocks JSON. */
function pagePictures(json: string): string[] {
  return [...json.matchAll(/"(?:src|image)":"([^"]+)"/g)].map((m) => m[1]!);
}

/** Every content resource by its path name. */
export const CONTENT_SPECS: Record<ContentResource, ContentSpec<Record<string, unknown>, unknown>> = {
  news: newsSpec,
  banners: bannerSpec,
  software: softwareSpec,
  videos: videoSpec,
  "update-logs": updateLogSpec,
  pages: pageSpec,
};
