/** Reads for search engines: what the sitemap lists. */
import type { Db } from "./db.ts";
import { live } from "./schedule.ts";
import { listedLandingPages } from "./content-pages.ts";

export interface SitemapEntry {
  id: number;
  /** ISO date-time of the last change, when known. */
  lastmod: string;
}

/** Published news and every update-log entry, newest first, and the public landing pages not marked noindex, for the sitemap. */
export async function sitemapEntries(db: Db): Promise<{ news: SitemapEntry[]; updateLogs: SitemapEntry[]; landingPages: { path: string; lastmod: string }[] }> {
  const [news, logs] = await db.batch([
    db.prepare(`SELECT id, effective_time AS lastmod FROM news WHERE published = 1 AND ${live("news")} ORDER BY effective_time DESC, id DESC`),
    db.prepare(`SELECT id, released_at AS lastmod FROM update_logs WHERE published = 1 AND ${live("update_logs")} ORDER BY released_at DESC, id DESC`),
  ]);
  return { news: news!.results as SitemapEntry[], updateLogs: logs!.results as SitemapEntry[], landingPages: await listedLandingPages(db) };
}
