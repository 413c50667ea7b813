/** Reads for search engines and link previews: what the sitemap lists, a news item's headline. */
import type { Db } from "./db.ts";
import type { Lang } from "../schemas/common.ts";
import type { MediaRef } from "../../common/image-variants.ts";
import { mediaColumns, mediaRef } from "./images.ts";

export interface SitemapEntry {
  id: number;
  /** ISO date-time of the last change, when known. */
  lastmod: string;
}

/** Published news and every update-log entry, newest first, for the sitemap. */
export async function sitemapEntries(db: Db): Promise<{ news: SitemapEntry[]; updateLogs: SitemapEntry[] }> {
  const [news, logs] = await db.batch([
    db.prepare(`SELECT id, effective_time AS lastmod FROM news WHERE published = 1 ORDER BY effective_time DESC, id DESC`),
    db.prepare(`SELECT id, released_at AS lastmod FROM update_logs WHERE published = 1 ORDER BY released_at DESC, id DESC`),
  ]);
  return { news: news!.results as SitemapEntry[], updateLogs: logs!.results as SitemapEntry[] };
}

/** Title, subtitle and cover of a published news item in a language, or null when there is none. */
export async function newsHeadline(db: Db, lang: Lang, id: number): Promise<{ title: string; subtitle: string; coverPath: string } | null> {
  return db
    .prepare(`SELECT i.title, i.subtitle, n.cover_path AS coverPath FROM news n JOIN news_i18n i ON i.news_id = n.id AND i.language = ?1 WHERE n.id = ?2 AND n.published = 1`)
    .bind(lang, id)
    .first<{ title: string; subtitle: string; coverPath: string }>();
}

/**
 * The picture the home banner opens with (the first published slide's image, or its video's
 * poster), so the prerendered home page can show it before the banner data arrives.
 */
export async function firstBannerPicture(db: Db, lang: Lang): Promise<MediaRef | null> {
  const row = await db
    .prepare(
      `SELECT picture, ${mediaColumns("picture", "pic")} FROM (
         SELECT CASE b.bg_type WHEN '2' THEN b.poster_path ELSE b.bg_path END AS picture
         FROM banners b JOIN banner_i18n i ON i.banner_id = b.id AND i.language = ?1
         WHERE b.published = 1 ORDER BY b.sort_order, b.id LIMIT 1)`,
    )
    .bind(lang)
    .first<{ picture: string | null }>();
  return row?.picture ? mediaRef(row.picture, row, "pic") : null;
}
