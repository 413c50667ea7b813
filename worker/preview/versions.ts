/**
 * What a preview link shows (docs/decisions/0054): the item's version under review (its pending change,
 * else the stored item, e.g. a draft) on the public page that shows items of its kind, put into that
 * page's read answers in place of (or beside) the published one. One small entry per content kind: the
 * page's address and how the version becomes the public read's shape in one language. Public reads
 * themselves never see it; only the preview's own render does, and it is never cached.
 */
import type { ContentResource } from "../../common/content-types/index.ts";
import { renderMarkdown } from "../../common/markdown.ts";
import { mediaRefsOf } from "../db/images.ts";
import { type PageCopy, pageOfCopy } from "../db/content-pages.ts";
import type { Db } from "../db/db.ts";
import type { Lang } from "../schemas/common.ts";
import type { Banner, NewsDetail, SoftwareItem, UpdateLogDetail, Video } from "../schemas/responses.ts";
import type { Block } from "../../common/page-blocks.ts";

/** The version under review as the admin item has it (bilingual texts, Markdown sources). */
export type Version = Record<string, unknown> & { id: number };

type Bi = { zh: string; en: string };
const text = (v: unknown, lang: Lang) => String((v as Bi | undefined)?.[lang] ?? "");

/** The public read answers of a page, by read key (common/page-reads.ts), and the version to show in them. */
export interface Overlay {
  /** The public page that shows the item: its path and query. */
  address(v: Version): string;
  /** The answer of read `key` with the version in it, or `found` unchanged when the read is not about it (undefined: the read found nothing, a draft's detail). */
  answer(db: Db, key: string, found: unknown, v: Version, lang: Lang): Promise<unknown>;
}

const readPath = (key: string) => new URL(key, "http://x").pathname;
const readQuery = (key: string) => new URL(key, "http://x").searchParams;

/** The list with `item` in place of the item of the same id, or first when the list does not have it. */
function replaced<T extends { id: number }>(list: unknown, item: T): T[] {
  const items = Array.isArray(list) ? (list as T[]) : [];
  return items.some((i) => i.id === item.id) ? items.map((i) => (i.id === item.id ? item : i)) : [item, ...items];
}

async function picture(db: Db, path: string) {
  return (await mediaRefsOf(db, [path])).get(path) ?? { path };
}

const news: Overlay = {
  address: (v) => `/pc_index/newsDetail?id=${v.id}`,
  async answer(db, key, found, v, lang) {
    if (readPath(key) !== `/api/news/${v.id}`) return found;
    const published = found as NewsDetail | undefined;
    const detail: NewsDetail = {
      id: v.id,
      title: text(v.title, lang),
      subtitle: text(v.subtitle, lang),
      effectiveTime: String(v.effectiveTime),
      coverUrlIdList: [await picture(db, String(v.coverPath))],
      tab: v.tab as NewsDetail["tab"],
      content: renderMarkdown(text(v.content, lang)),
      prev: published?.prev ?? null,
      next: published?.next ?? null,
    };
    return detail;
  },
};

const updateLogs: Overlay = {
  address: (v) => `/updateLogDetail?id=${v.id}`,
  async answer(_db, key, found, v, lang) {
    const detail: UpdateLogDetail = {
      id: v.id,
      version: String(v.version),
      title: text(v.title, lang),
      releasedAt: String(v.releasedAt),
      content: renderMarkdown(text(v.content, lang)),
    };
    if (readPath(key) === `/api/update-logs/${v.id}`) return detail;
    if (readPath(key) === "/api/update-logs")
      return replaced(found, { id: detail.id, version: detail.version, title: detail.title, releasedAt: detail.releasedAt });
    return found;
  },
};

const banners: Overlay = {
  address: () => "/pc_index",
  async answer(db, key, found, v, lang) {
    if (readPath(key) !== "/api/banners") return found;
    const label = text(v.buttonLabel, lang);
    const banner: Banner = {
      id: v.id,
      carouselBgUrlIdList: [await picture(db, String(v.mediaPath))],
      carouselBgType: v.type === "video" ? "2" : "1",
      posterPath: (v.posterPath as string | null) ?? null,
      jumpToUrl: String(v.jumpToUrl),
      bigHeadline: text(v.bigHeadline, lang),
      subtitle: text(v.subtitle, lang),
      description: text(v.description, lang),
      buttonLabels: label ? [label] : [],
    };
    return replaced(found, banner);
  },
};

const software: Overlay = {
  address: (v) => (v.kind === "manual" ? "/help" : "/download"),
  async answer(_db, key, found, v, lang) {
    if (readPath(key) !== "/api/software") return found;
    const kind = readQuery(key).get("kind");
    if (kind && kind !== v.kind) return found;
    const old = (Array.isArray(found) ? (found as SoftwareItem[]) : []).find((i) => i.id === v.id);
    const item: SoftwareItem = {
      id: v.id,
      kind: v.kind as SoftwareItem["kind"],
      name: text(v.name, lang),
      version: String(v.version),
      size: Number(v.size ?? old?.size ?? 0),
      fileUrl: String(v.fileUrl ?? old?.fileUrl ?? ""),
      fileName: String(v.fileName ?? old?.fileName ?? ""),
      updatedAt: String(v.updatedAt ?? old?.updatedAt ?? ""),
      summary: text(v.summary, lang),
      ...(old?.requirements ? { requirements: old.requirements } : {}),
    };
    return replaced(found, item);
  },
};

const videos: Overlay = {
  address: () => "/academy",
  async answer(db, key, found, v, lang) {
    if (readPath(key) !== "/api/videos") return found;
    const old = (Array.isArray(found) ? (found as Video[]) : []).find((i) => i.id === v.id);
    const video: Video = {
      id: v.id,
      title: text(v.title, lang),
      intro: text(v.intro, lang),
      durationSeconds: Number(v.durationSeconds ?? old?.durationSeconds ?? 0),
      views: Number(v.views ?? old?.views ?? 0),
      uploadedAt: String(v.uploadedAt ?? old?.uploadedAt ?? ""),
      coverPath: String(v.coverPath),
      videoPath: String(v.videoPath),
      cover: await picture(db, String(v.coverPath)),
    };
    return replaced(found, video);
  },
};

const pages: Overlay = {
  address: (v) => String(v.path),
  async answer(db, key, found, v, lang) {
    const q = readQuery(key);
    if (readPath(key) !== "/api/pages" || q.get("path") !== v.path) return found;
    const copy: PageCopy = {
      path: String(v.path),
      title: v.title as Bi,
      description: v.description as Bi,
      blocks: v.blocks as Block[],
      contact: String(v.contact ?? "default"),
    };
    return pageOfCopy(db, copy, lang);
  },
};

export const OVERLAYS: Record<ContentResource, Overlay> = {
  news,
  banners,
  software,
  videos,
  "update-logs": updateLogs,
  pages,
};
