/**
 * Review before publish and preview links of every content item (CONTRACT "Review before publish",
 * docs/decisions/0054): PUT/GET/DELETE {resource}/:id/pending, POST {resource}/:id/publish and
 * POST/DELETE {resource}/:id/preview-links. Any ContentSpec gets these routes (routes/admin-content.ts
 * mounts them per resource). The pending change lives in db/pending.ts, the links in preview/links.ts.
 */
import { Hono } from "hono";
import type { Context } from "hono";
import type { ContentSpec } from "../admin/content-specs.ts";
import { getContentRow, versionOf } from "../db/admin-content.ts";
import { dropPending, getPending, publishPending, savePending } from "../db/pending.ts";
import type { AppEnv } from "../lib/app-env.ts";
import { CODES, fail, ok } from "../lib/envelope.ts";
import { siteOrigin } from "../lib/site-origin.ts";
import { auditActor } from "../middleware/admin-auth.ts";
import { adminJsonBody as jsonBody } from "../middleware/json-body.ts";
import { validate } from "../middleware/validate.ts";
import { createPreviewLink, PREVIEW_PARAM, revokePreviewLinks } from "../preview/links.ts";
import { OVERLAYS, type Version } from "../preview/versions.ts";
import { idParamSchema } from "../schemas/common.ts";
import { titleOf } from "../../common/revision-summary.ts";
import { etagOf, fileFacts, pageBlocksRefusal, parseIfMatch, savedAnswer, staleAnswer } from "./admin-writes.ts";

/** The If-Match version, or the 404/428 answer when there is none. */
async function ifMatch(c: Context<AppEnv>, spec: ContentSpec, id: number): Promise<number | Response> {
  const expected = parseIfMatch(c.req.header("If-Match"));
  if (expected !== null) return Number.isNaN(expected) ? -1 : expected;
  if (!(await versionOf(c.var.db, spec.table, id))) return fail(c, 404, CODES.notFound, "notFound");
  return fail(c, 428, CODES.preconditionRequired, "preconditionRequired");
}

export function contentReviewRoutes(spec: ContentSpec) {
  return new Hono<AppEnv>()
    .put("/:id/pending", validate("param", idParamSchema), jsonBody, validate("json", spec.schema), async (c) => {
      const id = Number(c.req.valid("param").id);
      const expected = await ifMatch(c, spec, id);
      if (expected instanceof Response) return expected;
      const input = c.req.valid("json") as Record<string, unknown>;
      const row = await getContentRow(c.var.db, spec, id);
      if (!row) return fail(c, 404, CODES.notFound, "notFound");
      if (!spec.keepsPublished && Number(row.published) !== 1) return fail(c, 409, CODES.validation, "notPublished", undefined, { data: { field: "status" } });
      const facts = await fileFacts(c, spec, input);
      if ("bad" in facts) return fail(c, 400, CODES.validation, "invalid", facts.bad, { data: { field: facts.bad } });
      const refused = pageBlocksRefusal(c, spec, row, input);
      if (refused) return refused;
      const outcome = await savePending(c.var.db, spec, id, expected, input, auditActor(c));
      if (outcome.kind === "missing") return fail(c, 404, CODES.notFound, "notFound");
      if (outcome.kind === "notPublished") return fail(c, 409, CODES.validation, "notPublished", undefined, { data: { field: "status" } });
      if (outcome.kind === "stale") return staleAnswer(c, outcome.info);
      c.header("ETag", etagOf(outcome.version));
      return c.json(ok({ id, rowVersion: outcome.version, version: outcome.version }), 200);
    })
    .get("/:id/pending", validate("param", idParamSchema), async (c) => {
      const id = Number(c.req.valid("param").id);
      const row = await getContentRow(c.var.db, spec, id);
      const pending = row && (await getPending(c.var.db, spec, id));
      if (!row || !pending) return fail(c, 404, CODES.notFound, "notFound");
      c.header("ETag", etagOf(Number(row.row_version)));
      // The item as it would be published: the stored item's read-only fields with the pending change.
      const item = spec.toItem(row) as Record<string, unknown>;
      return c.json(ok({ ...item, ...pending.input, pending: true, pendingSavedAt: pending.updatedAt, pendingSavedBy: pending.updatedBy }), 200);
    })
    .delete("/:id/pending", validate("param", idParamSchema), async (c) => {
      const id = Number(c.req.valid("param").id);
      if (!(await getContentRow(c.var.db, spec, id))) return fail(c, 404, CODES.notFound, "notFound");
      if (!(await dropPending(c.var.db, spec, id, auditActor(c)))) return fail(c, 404, CODES.notFound, "noPending");
      return c.json(ok({ id }), 200);
    })
    .post("/:id/publish", validate("param", idParamSchema), async (c) => {
      const id = Number(c.req.valid("param").id);
      const expected = await ifMatch(c, spec, id);
      if (expected instanceof Response) return expected;
      const before = await getContentRow(c.var.db, spec, id);
      if (!before) return fail(c, 404, CODES.notFound, "notFound");
      if (Number(before.row_version) !== expected) return staleAnswer(c, (await versionOf(c.var.db, spec.table, id))!);
      const pending = await getPending(c.var.db, spec, id);
      if (!pending) return fail(c, 404, CODES.notFound, "noPending");
      const facts = await fileFacts(c, spec, pending.input);
      if ("bad" in facts) return fail(c, 400, CODES.validation, "invalid", facts.bad, { data: { field: facts.bad } });
      const outcome = await publishPending(c.var.db, spec, id, expected, pending, facts, auditActor(c));
      if (outcome.kind === "missing") return fail(c, 404, CODES.notFound, "notFound");
      if (outcome.kind === "stale") return staleAnswer(c, outcome.info);
      return savedAnswer(c, spec, id, before, outcome.version);
    })
    .post("/:id/preview-links", validate("param", idParamSchema), async (c) => {
      const id = Number(c.req.valid("param").id);
      const row = await getContentRow(c.var.db, spec, id);
      if (!row) return fail(c, 404, CODES.notFound, "notFound");
      const item = spec.toItem(row) as Version;
      const link = await createPreviewLink(c.var.db, c.env.IP_SALT, spec.resource, id, auditActor(c), titleOf(item));
      const address = new URL(OVERLAYS[spec.resource].address(item), siteOrigin(c.env, c.req.url));
      address.searchParams.set(PREVIEW_PARAM, link.token);
      return c.json(ok({ url: address.toString(), expiresAt: link.expiresAt }), 200);
    })
    .delete("/:id/preview-links", validate("param", idParamSchema), async (c) => {
      const id = Number(c.req.valid("param").id);
      const row = await getContentRow(c.var.db, spec, id);
      if (!row) return fail(c, 404, CODES.notFound, "notFound");
      const revoked = await revokePreviewLinks(c.var.db, spec.resource, id, auditActor(c), titleOf(spec.toItem(row) as Version));
      return c.json(ok({ id, revoked }), 200);
    });
}
