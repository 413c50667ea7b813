/** visits and module_clicks: anonymous analytics rows. */
import type { Db } from "./db.ts";
import type { Visitor } from "../lib/visitor.ts";
import type { Lang } from "../schemas/common.ts";
import type { ModuleClickInput, VisitInput } from "../schemas/events.ts";

/** Stores one header-module click; returns its id. */
export async function insertModuleClick(
  db: Db,
  click: ModuleClickInput,
  lang: Lang,
  visitor: Visitor,
): Promise<number> {
  const row = await db
    .prepare(`INSERT INTO module_clicks (module, language, ip_hash) VALUES (?1, ?2, ?3) RETURNING id`)
    .bind(click.module, lang, visitor.ipHash)
    .first<{ id: number }>();
  return row!.id;
}

/** Stores one page visit; returns its id. */
export async function insertVisit(db: Db, visit: VisitInput, lang: Lang, visitor: Visitor, utmSource: string | null = null): Promise<number> {
  const row = await db
    .prepare(
      `INSERT INTO visits (path, referrer, language, screen, user_agent, country, ip_hash, utm_source)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8) RETURNING id`,
    )
    .bind(
      visit.path,
      visit.referrer ?? null,
      visit.language ?? lang,
      visit.screen ?? null,
      visitor.userAgent,
      visitor.country,
      visitor.ipHash,
      utmSource,
    )
    .first<{ id: number }>();
  return row!.id;
}
