/**
 * Revisions of every content item and of the site settings (CONTRACT "Content", docs/decisions/0039):
 * GET {resource}/:id/revisions (newest first, every kept one: at least the last 50), GET
 * .../revisions/:revisionId (the item as it was then), GET .../revisions/:revisionId/diff (that revision
 * against the current version, field by field: common/revision-diff.ts) and POST .../revisions/:revisionId/restore
 * (If-Match as PUT: 428 without, 412 stale; the old content becomes current as a new revision).
 * Any ContentSpec gets these routes (routes/admin-content.ts mounts them per resource).
 */
import { auditActor } from "../middleware/admin-auth.ts";
import { Hono } from "hono";
import type { Context } from "hono";
import { z } from "zod";
import type { ContentSpec } from "../admin/content-specs.ts";
import { diffFields } from "../../common/revision-diff.ts";
import { changesText, snapshotOf } from "../../common/revision-summary.ts";
import { getAdminSite, saveAdminSite } from "../db/admin-site.ts";
import { getContentRow, updateContent } from "../db/admin-content.ts";
import { getRevision, listRevisions, type RevisionRow } from "../db/revisions.ts";
import type { AppEnv } from "../lib/app-env.ts";
import { CODES, fail, ok } from "../lib/envelope.ts";
import { purgeReadCache } from "../middleware/cache-control.ts";
import { jsonContentType } from "../middleware/json-body.ts";
import { validate } from "../middleware/validate.ts";
import { siteClock } from "../notify/site-time.ts";
import { siteSettingsInputSchema } from "../schemas/admin-api.ts";
import { ID_PATTERN } from "../schemas/common.ts";
import { etagOf, fileFacts, pageBlocksRefusal, parseIfMatch, savedAnswer, staleAnswer } from "./admin-writes.ts";

const itemParams = z.object({ id: z.string().regex(ID_PATTERN) });
const revisionParams = z.object({ id: z.string().regex(ID_PATTERN), revisionId: z.string().regex(ID_PATTERN) });
const settingsParams = z.object({ revisionId: z.string().regex(ID_PATTERN) });

/** The settings are one record: its revisions are kept under item 1. */
const SETTINGS_ITEM = 1;

/**
 * A revision as the list shows it: who, when, and what changed in the request's language (the whole
 * change, as the CONTRACT's `summary`; the admin's history says it beside the verb without repeating
 * it, from `changes`).
 */
function described(c: Context<AppEnv>, r: RevisionRow) {
  return { ...r, summary: changesText(r.changes, c.get("lang"), siteClock(c.env).timeZone) };
}

/** A stored snapshot that the schema no longer accepts: 400 naming the field, nothing changes. */
function unrestorable(c: Context<AppEnv>, error: z.ZodError) {
  const field = error.issues[0]?.path.join(".") || "snapshot";
  return fail(c, 400, CODES.validation, "invalid", field, { data: { field } });
}

export function contentRevisionRoutes(spec: ContentSpec) {
  return new Hono<AppEnv>()
    .get("/:id/revisions", validate("param", itemParams), async (c) => {
      const id = Number(c.req.valid("param").id);
      if (!(await getContentRow(c.var.db, spec, id))) return fail(c, 404, CODES.notFound, "notFound");
      const list = await listRevisions(c.var.db, spec.resource, id);
      return c.json(ok(list.map((r) => described(c, r))), 200);
    })
    .get("/:id/revisions/:revisionId", validate("param", revisionParams), async (c) => {
      const p = c.req.valid("param");
      const rev = await getRevision(c.var.db, spec.resource, Number(p.id), Number(p.revisionId));
      if (!rev) return fail(c, 404, CODES.notFound, "notFound");
      const { snapshot, ...meta } = rev;
      return c.json(ok({ ...snapshot, id: Number(p.id), ...described(c, meta) }), 200);
    })
    .get("/:id/revisions/:revisionId/diff", validate("param", revisionParams), async (c) => {
      const p = c.req.valid("param");
      const rev = await getRevision(c.var.db, spec.resource, Number(p.id), Number(p.revisionId));
      const row = rev && (await getContentRow(c.var.db, spec, Number(p.id)));
      if (!rev || !row) return fail(c, 404, CODES.notFound, "notFound");
      const current = snapshotOf(spec.toItem(row) as Record<string, unknown>);
      return c.json(ok({ fields: diffFields(rev.snapshot, current) }), 200);
    })
    .post("/:id/revisions/:revisionId/restore", validate("param", revisionParams), jsonContentType, async (c) => {
      const id = Number(c.req.valid("param").id);
      const rev = await getRevision(c.var.db, spec.resource, id, Number(c.req.valid("param").revisionId));
      const before = rev && (await getContentRow(c.var.db, spec, id));
      if (!rev || !before) return fail(c, 404, CODES.notFound, "notFound");
      const expected = parseIfMatch(c.req.header("If-Match"));
      if (expected === null) return fail(c, 428, CODES.preconditionRequired, "preconditionRequired");
      const parsed = spec.schema.safeParse(rev.snapshot);
      if (!parsed.success) return unrestorable(c, parsed.error);
      const input = parsed.data as Record<string, unknown>;
      const refused = pageBlocksRefusal(c, spec, before, input);
      if (refused) return refused;
      const facts = await fileFacts(c, spec, input);
      if ("bad" in facts) return fail(c, 400, CODES.validation, "invalid", facts.bad, { data: { field: facts.bad } });
      const outcome = await updateContent(c.var.db, spec, id, Number.isNaN(expected) ? -1 : expected, input, facts, auditActor(c), rev.rowVersion);
      if (outcome.kind === "missing") return fail(c, 404, CODES.notFound, "notFound");
      if (outcome.kind === "stale") return staleAnswer(c, outcome.info);
      return savedAnswer(c, spec, id, before, outcome.version);
    });
}

/** /api/admin/site-settings/revisions: the same four routes for the one settings record. */
export const siteSettingsRevisions = new Hono<AppEnv>()
  .get("/", async (c) => {
    const list = await listRevisions(c.var.db, "site-settings", SETTINGS_ITEM);
    return c.json(ok(list.map((r) => described(c, r))), 200);
  })
  .get("/:revisionId", validate("param", settingsParams), async (c) => {
    const rev = await getRevision(c.var.db, "site-settings", SETTINGS_ITEM, Number(c.req.valid("param").revisionId));
    if (!rev) return fail(c, 404, CODES.notFound, "notFound");
    const { snapshot, ...meta } = rev;
    return c.json(ok({ ...snapshot, ...described(c, meta) }), 200);
  })
  .get("/:revisionId/diff", validate("param", settingsParams), async (c) => {
    const rev = await getRevision(c.var.db, "site-settings", SETTINGS_ITEM, Number(c.req.valid("param").revisionId));
    const current = rev && (await getAdminSite(c.var.db));
    if (!rev || !current) return fail(c, 404, CODES.notFound, "notFound");
    return c.json(ok({ fields: diffFields(rev.snapshot, snapshotOf(current as unknown as Record<string, unknown>)) }), 200);
  })
  .post("/:revisionId/restore", validate("param", settingsParams), jsonContentType, async (c) => {
    const rev = await getRevision(c.var.db, "site-settings", SETTINGS_ITEM, Number(c.req.valid("param").revisionId));
    if (!rev || !(await getAdminSite(c.var.db))) return fail(c, 404, CODES.notFound, "notFound");
    const expected = parseIfMatch(c.req.header("If-Match"));
    if (expected === null) return fail(c, 428, CODES.preconditionRequired, "preconditionRequired");
    const parsed = siteSettingsInputSchema.safeParse(rev.snapshot);
    if (!parsed.success) return unrestorable(c, parsed.error);
    const outcome = await saveAdminSite(c.var.db, parsed.data, Number.isNaN(expected) ? -1 : expected, auditActor(c), rev.rowVersion);
    if (outcome.kind === "missing") return fail(c, 404, CODES.notFound, "notFound");
    if (outcome.kind === "stale") return staleAnswer(c, outcome.info);
    purgeReadCache();
    c.header("ETag", etagOf(outcome.version));
    return c.json(ok({ id: SETTINGS_ITEM, rowVersion: outcome.version, version: outcome.version }), 200);
  });
