/** news + news_i18n: the newsroom, newest first. */
import type { Db } from "./db.ts";
import { live } from "./schedule.ts";
import { sanitizeHtml } from "../../common/sanitize-html.ts";
import type { Lang } from "../schemas/common.ts";
import type { NewsTab } from "../schemas/reads.ts";
import type { NewsItem, NewsLink, NewsDetail, NewsPage } from "../schemas/responses.ts";
import { mediaColumns, mediaRef } from "./images.ts";

interface NewsRow {
  id: number;
  tab: NewsTab;
  cover_path: string;
  effective_time: string;
  title: string;
  subtitle: string;
  /** The cover's size and variants (mediaColumns). */
  [media: `cover_${string}`]: unknown;
}

const COLUMNS = `n.id, n.tab, n.cover_path, n.effective_time, i.title, i.subtitle, ${mediaColumns("n.cover_path", "cover")}`;
const FROM = `FROM news n JOIN news_i18n i ON i.news_id = n.id AND i.language = ?1 WHERE n.published = 1 AND ${live("n")}`;
const NEWEST = `ORDER BY n.effective_time DESC, n.id DESC`;

function toItem(r: NewsRow): NewsItem {
  return {
    id: r.id,
    title: r.title,
    subtitle: r.subtitle,
    effectiveTime: r.effective_time,
    coverUrlIdList: [mediaRef(r.cover_path, r, "cover")],
    tab: r.tab,
  };
}

/** The `count` latest published items. */
export async function latestNews(db: Db, lang: Lang, count: number): Promise<NewsItem[]> {
  const { results } = await db.prepare(`SELECT ${COLUMNS} ${FROM} ${NEWEST} LIMIT ?2`).bind(lang, count).all<NewsRow>();
  return results.map(toItem);
}

/** One page of the list, optionally of one tab; list and total in one round trip. */
export async function pageNews(db: Db, lang: Lang, q: { tab?: NewsTab; pageIndex: number; pageSize: number }): Promise<NewsPage> {
  const tabFilter = `AND (?2 IS NULL OR n.tab = ?2)`;
  const [rows, count] = await db.batch([
    db.prepare(`SELECT ${COLUMNS} ${FROM} ${tabFilter} ${NEWEST} LIMIT ?3 OFFSET ?4`).bind(lang, q.tab ?? null, q.pageSize, (q.pageIndex - 1) * q.pageSize),
    db.prepare(`SELECT count(*) AS total ${FROM} ${tabFilter}`).bind(lang, q.tab ?? null),
  ]);
  const total = (count!.results[0] as { total: number } | undefined)?.total ?? 0;
  return { list: (rows!.results as NewsRow[]).map(toItem), total, pageIndex: q.pageIndex, pageSize: q.pageSize };
}

/** One item with sanitised content and its neighbours, or null. */
export async function getNews(db: Db, lang: Lang, id: number): Promise<NewsDetail | null> {
  const row = await db.prepare(`SELECT ${COLUMNS}, i.content ${FROM} AND n.id = ?2`).bind(lang, id).first<NewsRow & { content: string }>();
  if (!row) return null;
  // Neighbours by the same (effective_time, id) order as the list, so ties stay stable.
  const [newer, older] = await db.batch([
    db
      .prepare(
        `SELECT n.id, i.title ${FROM} AND (n.effective_time > ?2 OR (n.effective_time = ?2 AND n.id > ?3))
         ORDER BY n.effective_time ASC, n.id ASC LIMIT 1`,
      )
      .bind(lang, row.effective_time, row.id),
    db
      .prepare(
        `SELECT n.id, i.title ${FROM} AND (n.effective_time < ?2 OR (n.effective_time = ?2 AND n.id < ?3))
         ORDER BY n.effective_time DESC, n.id DESC LIMIT 1`,
      )
      .bind(lang, row.effective_time, row.id),
  ]);
  const link = (r: unknown): NewsLink | null => {
    const l = r as { id: number; title: string } | undefined;
    return l ? { id: l.id, title: l.title } : null;
  };
  return { ...toItem(row), content: sanitizeHtml(row.content), prev: link(newer!.results[0]), next: link(older!.results[0]) };
}

/** A published item as the Atom feed shows it: stored content (sanitised by the feed), dates as stored. */
export interface FeedNewsRow {
  id: number;
  effective_time: string;
  updated_at: string;
  title: string;
  subtitle: string;
  content: string;
}

/**
 * The `count` newest published items dated up to now, for the Atom feed. Dates may carry an offset
 * (admin input), so they are compared and ordered by instant: an item dated in the future is not
 * announced before its time.
 */
export async function feedNews(db: Db, lang: Lang, count: number): Promise<FeedNewsRow[]> {
  const { results } = await db
    .prepare(
      `SELECT n.id, n.effective_time, n.updated_at, i.title, i.subtitle, i.content ${FROM}
       AND julianday(n.effective_time) <= julianday('now') ORDER BY julianday(n.effective_time) DESC, n.id DESC LIMIT ?2`,
    )
    .bind(lang, count)
    .all<FeedNewsRow>();
  return results;
}
