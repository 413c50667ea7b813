/** videos + video_i18n: the academy's teaching videos and their view counter. */
import type { Db } from "./db.ts";
import { live } from "./schedule.ts";
import { mediaColumns, mediaRef } from "./images.ts";
import type { Lang } from "../schemas/common.ts";
import type { Video } from "../schemas/responses.ts";

interface VideoRow {
  id: number;
  duration_seconds: number;
  views: number;
  uploaded_at: string;
  cover_path: string;
  video_path: string;
  title: string;
  intro: string;
}

// The cover's size and variants (mediaColumns): the academy shows an uploaded cover with its srcset.
const COLUMNS = `v.id, v.duration_seconds, v.views, v.uploaded_at, v.cover_path, v.video_path, i.title, i.intro, ${mediaColumns("v.cover_path", "cover")}`;
const FROM = `FROM videos v JOIN video_i18n i ON i.video_id = v.id AND i.language = ?1 WHERE v.published = 1 AND ${live("v")}`;

function toVideo(r: VideoRow): Video {
  return {
    id: r.id,
    title: r.title,
    intro: r.intro,
    durationSeconds: r.duration_seconds,
    views: r.views,
    uploadedAt: r.uploaded_at,
    coverPath: r.cover_path,
    videoPath: r.video_path,
    cover: mediaRef(r.cover_path, r, "cover"),
  };
}

/** Published videos in display order. */
export async function listVideos(db: Db, lang: Lang): Promise<Video[]> {
  const { results } = await db.prepare(`SELECT ${COLUMNS} ${FROM} ORDER BY v.sort_order, v.id`).bind(lang).all<VideoRow>();
  return results.map(toVideo);
}

/** One published video in `lang`, or null. */
export async function getVideo(db: Db, lang: Lang, id: number): Promise<Video | null> {
  const row = await db.prepare(`SELECT ${COLUMNS} ${FROM} AND v.id = ?2`).bind(lang, id).first<VideoRow>();
  return row ? toVideo(row) : null;
}

/**
 * View marks one UTC hour may add (the daily cron deletes past hours): at most 24 x 100 = 2,400 rows
 * a day, whatever a botnet of /64s sends. Once an hour has them all, views are not counted until the
 * next hour ("at most one view per client per video per hour" holds; a flood cannot grow the table).
 */
export const VIEW_MARKS_PER_HOUR = 100;

/**
 * Counts one view of video `id` for the client mark `viewKey` (client, video and hour hashed) and
 * returns the video with the new count, or null when it does not exist in `lang`. A mark that is
 * already there is found by a read, so a repeat within the hour writes nothing. The mark and the
 * increment run in one transaction; `changes()` lets only the request whose mark was new count,
 * and the increment is a single UPDATE (no read-modify-write), so concurrent views all count once.
 * No mark is written (and no view counted) once the hour has VIEW_MARKS_PER_HOUR marks: counting
 * them reads at most that many entries of the hour index.
 */
export async function viewVideo(db: Db, lang: Lang, id: number, viewKey: string, hour: string): Promise<Video | null> {
  const seen = await db.prepare(`SELECT 1 FROM video_views WHERE view_key = ?1`).bind(viewKey).first();
  if (seen) return getVideo(db, lang, id);
  const [, , selected] = await db.batch([
    db
      .prepare(
        `INSERT INTO video_views (view_key, hour) SELECT ?3, ?4
         WHERE EXISTS (SELECT 1 FROM videos WHERE id = ?2 AND published = 1 AND ${live("videos")})
           AND EXISTS (SELECT 1 FROM video_i18n WHERE video_id = ?2 AND language = ?1)
           AND (SELECT count(*) FROM (SELECT 1 FROM video_views WHERE hour = ?4 LIMIT ?5)) < ?5
         ON CONFLICT (view_key) DO NOTHING`,
      )
      .bind(lang, id, viewKey, hour, VIEW_MARKS_PER_HOUR),
    db.prepare(`UPDATE videos SET views = views + 1 WHERE id = ?1 AND changes() = 1`).bind(id),
    db.prepare(`SELECT ${COLUMNS} ${FROM} AND v.id = ?2`).bind(lang, id),
  ]);
  const row = selected!.results[0] as VideoRow | undefined;
  return row ? toVideo(row) : null;
}

/** Forgets view marks of hours before `hour` (run daily by the cron). */
export async function sweepVideoViews(db: Db, hour: string): Promise<number> {
  const result = await db.prepare(`DELETE FROM video_views WHERE hour < ?1`).bind(hour).run();
  return result.meta.changes;
}
