/**
 * The lead inbox: one lead with its timeline, and the PATCH that changes status, assignee or adds a
 * note. Each change is a timeline event and an audit entry, written with the lead's update in one
 * batch; an unchanged value records nothing.
 */
import type { Db } from "./db.ts";
import type { Actor } from "./audit.ts";
import type { LeadEvent, LeadPatch } from "../schemas/admin-api.ts";
import { leadFromRow, leadStatement, type LeadRecord } from "./consultations.ts";

/** The lead and its timeline (newest first), or null. */
export async function leadWithTimeline(db: Db, id: number): Promise<{ lead: LeadRecord; timeline: LeadEvent[] } | null> {
  const [lead, events] = await db.batch([
    leadStatement(db, id),
    db.prepare(`SELECT at, actor, kind, from_value, to_value, note FROM lead_events WHERE lead_id = ?1 ORDER BY at DESC, id DESC`).bind(id),
  ]);
  const row = lead!.results[0];
  if (!row) return null;
  const timeline = (
    events!.results as { at: string; actor: string; kind: LeadEvent["kind"]; from_value: string | null; to_value: string | null; note: string | null }[]
  ).map(
    (e): LeadEvent =>
      e.kind === "note"
        ? { at: e.at, actor: e.actor, kind: e.kind, note: e.note ?? "" }
        : { at: e.at, actor: e.actor, kind: e.kind, from: e.from_value, to: e.to_value },
  );
  return { lead: leadFromRow(row), timeline };
}

/** Applies the patch; false when no lead has this id. */
export async function patchLead(db: Db, id: number, patch: LeadPatch, actor: Actor): Promise<boolean> {
  const statements: D1PreparedStatement[] = [];
  const event = (kind: string, column: "status" | "assignee", value: string | null, action: string) => {
    // The event (with the old value) first, then the change; both only when the value differs.
    statements.push(
      db
        .prepare(
          `INSERT INTO lead_events (lead_id, actor, kind, from_value, to_value)
           SELECT id, ?2, ?3, ${column}, ?4 FROM consultations WHERE id = ?1 AND ${column} IS NOT ?4`,
        )
        .bind(id, actor.name, kind, value),
      db.prepare(`UPDATE consultations SET ${column} = ?2 WHERE id = ?1 AND changes() = 1`).bind(id, value),
      db
        .prepare(`INSERT INTO audit_log (actor, role, action, resource, resource_id) SELECT ?1, ?4, ?2, 'consultations', ?3 WHERE changes() = 1`)
        .bind(actor.name, action, String(id), actor.role),
    );
  };
  if (patch.status !== undefined) event("status", "status", patch.status, "lead-status");
  if (patch.assignee !== undefined) event("assignee", "assignee", patch.assignee ? patch.assignee.trim() : null, "lead-assign");
  if (patch.note !== undefined) {
    statements.push(
      db
        .prepare(`INSERT INTO lead_events (lead_id, actor, kind, note) SELECT id, ?2, 'note', ?3 FROM consultations WHERE id = ?1`)
        .bind(id, actor.name, patch.note),
      db
        .prepare(`INSERT INTO audit_log (actor, role, action, resource, resource_id) SELECT ?1, ?3, 'lead-note', 'consultations', ?2 WHERE changes() = 1`)
        .bind(actor.name, String(id), actor.role),
    );
  }
  statements.unshift(db.prepare(`SELECT 1 AS found FROM consultations WHERE id = ?1`).bind(id));
  const [found] = await db.batch(statements);
  return found!.results.length > 0;
}
