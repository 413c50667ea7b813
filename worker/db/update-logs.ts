/** update_logs + update_log_i18n: release notes, newest first. */
import type { Db } from "./db.ts";
import { live } from "./schedule.ts";
import { sanitizeHtml } from "../../common/sanitize-html.ts";
import type { Lang } from "../schemas/common.ts";
import type { UpdateLog, UpdateLogDetail } from "../schemas/responses.ts";

interface UpdateLogRow {
  id: number;
  version: string;
  released_at: string;
  title: string;
}

const FROM = `FROM update_logs u JOIN update_log_i18n i ON i.update_log_id = u.id AND i.language = ?1 WHERE u.published = 1 AND ${live("u")}`;

function toLog(r: UpdateLogRow): UpdateLog {
  return { id: r.id, version: r.version, title: r.title, releasedAt: r.released_at };
}

/** Every entry, newest release first. */
export async function listUpdateLogs(db: Db, lang: Lang): Promise<UpdateLog[]> {
  const { results } = await db
    .prepare(`SELECT u.id, u.version, u.released_at, i.title ${FROM} ORDER BY u.released_at DESC, u.id DESC`)
    .bind(lang)
    .all<UpdateLogRow>();
  return results.map(toLog);
}

/** One entry with sanitised content, or null. */
export async function getUpdateLog(db: Db, lang: Lang, id: number): Promise<UpdateLogDetail | null> {
  const row = await db
    .prepare(`SELECT u.id, u.version, u.released_at, i.title, i.content ${FROM} AND u.id = ?2`)
    .bind(lang, id)
    .first<UpdateLogRow & { content: string }>();
  return row ? { ...toLog(row), content: sanitizeHtml(row.content) } : null;
}
