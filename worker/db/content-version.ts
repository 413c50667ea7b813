/**
 * The public content's version (migration 0005): every write to a content table bumps it. Scheduled
 * publishing (0014, docs/decisions/0039) folds in how many scheduled times have passed: the number is
 * 2 × the written version + that count. Each written row bumps the version by at least one and moves
 * the count by at most one, and while nothing is written the count only grows, so the number grows
 * with every change, whether a write or a scheduled time passing, and never repeats.
 */
import type { Db } from "./db.ts";
import { PASSED_SCHEDULES_SQL } from "./schedule.ts";

export async function readContentVersion(db: Db): Promise<number> {
  const row = await db.prepare(`SELECT version * 2 + ${PASSED_SCHEDULES_SQL} AS version FROM content_version WHERE id = 1`).first<{ version: number }>();
  return row?.version ?? 0;
}
