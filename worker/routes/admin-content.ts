/**
 * /api/admin/{news,banners,software,videos,update-logs,pages}: list, get (with ETag), create, update
 * (If-Match required: 428 without, 412 when stale) and delete (CONTRACT "Content"). Each write
 * empties this isolate's public read cache, so the next public read here shows it.
 */
import { auditActor } from "../middleware/admin-auth.ts";
import { Hono } from "hono";
import type { Context } from "hono";
import { CONTENT_SPECS, type ContentSpec, keyOfPath } from "../admin/content-specs.ts";
import { filesNamedByRevisions } from "../db/revisions.ts";
import { CONTENT_TYPES } from "../../common/content-types/index.ts";
import {
  adminItem,
  createContent,
  deleteContent,
  getContentRow,
  listContent,
  updateContent,
  versionOf,
} from "../db/admin-content.ts";
import type { AppEnv } from "../lib/app-env.ts";
import { CODES, fail, ok } from "../lib/envelope.ts";
import { purgeReadCache } from "../middleware/cache-control.ts";
import { validate } from "../middleware/validate.ts";
import { contentListQuerySchema } from "../schemas/admin-api.ts";
import { idParamSchema } from "../schemas/common.ts";
import { adminJsonBody as jsonBody } from "../middleware/json-body.ts";
import { contentRevisionRoutes } from "./admin-revisions.ts";
import { contentReviewRoutes } from "./admin-review.ts";
import { dropUnusedFiles, etagOf, fileFacts, pageBlocksRefusal, parseIfMatch, staleAnswer } from "./admin-writes.ts";

/** 405 with the methods the path has. */
function notAllowed(c: Context<AppEnv>, allow: string) {
  const res = fail(c, 405, CODES.methodNotAllowed, "methodNotAllowed");
  res.headers.set("Allow", allow);
  return res;
}

/**
 * The sub-app of one resource. Pages are a fixed set, one per route, made by the seed: creating or
 * deleting one answers 405 (CONTRACT "Content").
 */
function contentRoutes(spec: ContentSpec) {
  const fixedSet = "fixedSet" in CONTENT_TYPES[spec.resource];
  const app = new Hono<AppEnv>();
  if (fixedSet) {
    app.post("/", (c) => notAllowed(c, "GET"));
    app.delete("/:id", (c) => notAllowed(c, "GET, PUT"));
  }
  return app
    .get("/", validate("query", contentListQuerySchema), async (c) => {
      return c.json(ok(await listContent(c.var.db, spec, c.req.valid("query"))), 200);
    })
    .route("/", contentRevisionRoutes(spec))
    .route("/", contentReviewRoutes(spec))
    .get("/:id", validate("param", idParamSchema), async (c) => {
      const row = await getContentRow(c.var.db, spec, Number(c.req.valid("param").id));
      if (!row) return fail(c, 404, CODES.notFound, "notFound");
      c.header("ETag", etagOf(Number(row.row_version)));
      return c.json(ok(adminItem(spec, row)), 200);
    })
    .post("/", jsonBody, validate("json", spec.schema), async (c) => {
      const input = c.req.valid("json") as Record<string, unknown>;
      const facts = await fileFacts(c, spec, input);
      if ("bad" in facts) return fail(c, 400, CODES.validation, "invalid", facts.bad, { data: { field: facts.bad } });
      const id = await createContent(c.var.db, spec, input, facts, auditActor(c));
      purgeReadCache();
      c.header("ETag", etagOf(1));
      return c.json(ok({ id, version: 1 }), 200);
    })
    .put("/:id", validate("param", idParamSchema), jsonBody, validate("json", spec.schema), async (c) => {
      const id = Number(c.req.valid("param").id);
      const expected = parseIfMatch(c.req.header("If-Match"));
      if (expected === null) {
        if (!(await versionOf(c.var.db, spec.table, id))) return fail(c, 404, CODES.notFound, "notFound");
        return fail(c, 428, CODES.preconditionRequired, "preconditionRequired");
      }
      const input = c.req.valid("json") as Record<string, unknown>;
      const facts = await fileFacts(c, spec, input);
      if ("bad" in facts) return fail(c, 400, CODES.validation, "invalid", facts.bad, { data: { field: facts.bad } });
      const before = await getContentRow(c.var.db, spec, id);
      const refused = before && pageBlocksRefusal(c, spec, before, input);
      if (refused) return refused;
      const outcome = await updateContent(c.var.db, spec, id, Number.isNaN(expected) ? -1 : expected, input, facts, auditActor(c));
      if (outcome.kind === "missing") return fail(c, 404, CODES.notFound, "notFound");
      if (outcome.kind === "stale") return staleAnswer(c, outcome.info);
      purgeReadCache();
      // A replaced file (cover, installer, video) that nothing else uses goes with the old version.
      if (before) {
        const after = await getContentRow(c.var.db, spec, id);
        const kept = new Set(after ? spec.fileKeys(after) : []);
        await dropUnusedFiles(c.env, c.var.db, spec.fileKeys(before).filter((k) => !kept.has(k)));
      }
      c.header("ETag", etagOf(outcome.version));
      return c.json(ok({ id, version: outcome.version }), 200);
    })
    .delete("/:id", validate("param", idParamSchema), async (c) => {
      const id = Number(c.req.valid("param").id);
      const expected = parseIfMatch(c.req.header("If-Match"));
      const row = await getContentRow(c.var.db, spec, id);
      if (!row) return fail(c, 404, CODES.notFound, "notFound");
      const earlierFiles = await filesNamedByRevisions(c.var.db, spec.resource, id, keyOfPath);
      const deleted = await deleteContent(c.var.db, spec, id, expected === null ? null : Number.isNaN(expected) ? -1 : expected, auditActor(c));
      if (!deleted) {
        const info = await versionOf(c.var.db, spec.table, id);
        return info ? staleAnswer(c, info) : fail(c, 404, CODES.notFound, "notFound");
      }
      purgeReadCache();
      await dropUnusedFiles(c.env, c.var.db, [...new Set([...spec.fileKeys(row), ...earlierFiles])]);
      return c.json(ok({ id }), 200);
    });
}

export const adminContent = new Hono<AppEnv>()
  .route("/news", contentRoutes(CONTENT_SPECS.news))
  .route("/banners", contentRoutes(CONTENT_SPECS.banners))
  .route("/software", contentRoutes(CONTENT_SPECS.software))
  .route("/videos", contentRoutes(CONTENT_SPECS.videos))
  .route("/update-logs", contentRoutes(CONTENT_SPECS["update-logs"]))
  .route("/pages", contentRoutes(CONTENT_SPECS.pages));
