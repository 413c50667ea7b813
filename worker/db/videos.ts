/** videos + video_i18n: the academy's teaching videos and their view counter. */
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

const COLUMNS = `v.id, v.duration_seconds, v.views, v.uploaded_at, v.cover_path, v.video_path, i.title, i.intro`;
const FROM = `FROM videos v JOIN video_i18n i ON i.video_id = v.id AND i.language = ?1 WHERE v.published = 1`;

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
  };
}

/** Published videos in display order. */
export async function listVideos(db: D1Database, lang: Lang): Promise<Video[]> {
  const { results } = await db.prepare(`SELECT ${COLUMNS} ${FROM} ORDER BY v.sort_order, v.id`).bind(lang).all<VideoRow>();
  return results.map(toVideo);
}

/**
 * Counts one view and returns the video with the new count, or null when it does not exist in
 * `lang`. The increment is a single UPDATE (no read-modify-write), so concurrent views all count.
 */
export async function viewVideo(db: D1Database, lang: Lang, id: number): Promise<Video | null> {
  const [, selected] = await db.batch([
    db
      .prepare(
        `UPDATE videos SET views = views + 1 WHERE id = ?2 AND published = 1
         AND EXISTS (SELECT 1 FROM video_i18n WHERE video_id = ?2 AND language = ?1)`,
      )
      .bind(lang, id),
    db.prepare(`SELECT ${COLUMNS} ${FROM} AND v.id = ?2`).bind(lang, id),
  ]);
  const row = selected!.results[0] as VideoRow | undefined;
  return row ? toVideo(row) : null;
}
