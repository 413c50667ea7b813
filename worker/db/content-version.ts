/** The public content's version (migration 0005): every write to a content table bumps it. */
import type { Db } from "./db.ts";

export async function readContentVersion(db: Db): Promise<number> {
  const row = await db.prepare("SELECT version FROM content_version WHERE id = 1").first<{ version: number }>();
  return row?.version ?? 0;
}
