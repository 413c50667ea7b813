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
import { isLandingPath, LANDING_PAGES_MAX, LANDING_PREFIX } from "../../common/route-table.ts";
import { adminItem, createContent, deleteContent, getContentRow, listContent, updateContent, versionOf } from "../db/admin-content.ts";
import type { AppEnv } from "../lib/app-env.ts";
import { CODES, fail, ok } from "../lib/envelope.ts";
import { purgeReadCache } from "../middleware/cache-control.ts";
import { validate } from "../middleware/validate.ts";
import { contentListQuerySchema } from "../schemas/admin-api.ts";
import { idParamSchema } from "../schemas/common.ts";
import { adminJsonBody as jsonBody } from "../middleware/json-body.ts";
import { contentRevisionRoutes } from "./admin-revisions.ts";
import { contentReviewRoutes } from "./admin-review.ts";
import { dropUnusedFiles, etagOf, fileFacts, pageBlocksRefusal, parseIfMatch, savedAnswer, staleAnswer } from "./admin-writes.ts";

/**
 * Pages (CONTRACT "Landing pages"): a POST creates a landing page only (its path `/lp/<slug>`, 400
 * naming `path` otherwise, 409 when a page has it); a DELETE removes a landing page only (409 for a
 * page of the route table, which the seed made). Null: go on.
 */
async function pageWriteRefusal(c: Context<AppEnv>, spec: ContentSpec, write: { path: unknown } | { id: number }) {
  if (spec.resource !== "pages") return null;
  if ("id" in write) {
    const row = await c.var.db.prepare("SELECT path FROM pages WHERE id = ?1").bind(write.id).first<{ path: string }>();
    return row && !isLandingPath(row.path) ? fail(c, 409, CODES.conflict, "seededPageKept") : null;
  }
  if (typeof write.path !== "string" || !isLandingPath(write.path)) {
    return fail(c, 400, CODES.validation, "landingPathRule", undefined, { data: { field: "path" } });
  }
  const row = await c.var.db
    .prepare(`SELECT EXISTS (SELECT 1 FROM pages WHERE path = ?1) AS taken, (SELECT count(*) FROM pages WHERE path LIKE '${LANDING_PREFIX}%') AS landing`)
    .bind(write.path)
    .first<{ taken: number; landing: number }>();
  if (row?.taken) return fail(c, 409, CODES.conflict, "pathTaken", undefined, { data: { field: "path" } });
  if ((row?.landing ?? 0) >= LANDING_PAGES_MAX)
    return fail(c, 409, CODES.conflict, "tooManyLandingPages", undefined, { vars: { max: String(LANDING_PAGES_MAX) } });
  return null;
}

/** A stored page's head fields as a request names them. */
const pageHeadOf = (row: Record<string, unknown>) => ({
  noindex: Number(row.noindex ?? 0) === 1,
  sharePicture: (row.share_picture as string | null | undefined) ?? null,
  contactProduct: (row.contact_product as string | null | undefined) ?? null,
});
const dropUndefined = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

/**
 * The sub-app of one resource. Pages: the route table's are made by the seed and never deleted;
 * landing pages are created and deleted here (pageWriteRefusal).
 */
function contentRoutes(spec: ContentSpec) {
  const app = new Hono<AppEnv>();
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
      const refused = await pageWriteRefusal(c, spec, { path: input.path });
      if (refused) return refused;
      const facts = await fileFacts(c, spec, input);
      if ("bad" in facts) return fail(c, 400, CODES.validation, "invalid", facts.bad, { data: { field: facts.bad } });
      const id = await createContent(c.var.db, spec, input, facts, auditActor(c)).catch((err: unknown) => {
        // Two creates of one path at once: the second meets the first's row.
        if (spec.resource === "pages" && /UNIQUE/i.test(String(err))) return null;
        throw err;
      });
      if (id === null) return fail(c, 409, CODES.conflict, "pathTaken", undefined, { data: { field: "path" } });
      purgeReadCache();
      c.header("ETag", etagOf(1));
      return c.json(ok({ id, rowVersion: 1, version: 1 }), 200);
    })
    .put("/:id", validate("param", idParamSchema), jsonBody, validate("json", spec.schema), async (c) => {
      const id = Number(c.req.valid("param").id);
      const expected = parseIfMatch(c.req.header("If-Match"));
      if (expected === null) {
        if (!(await versionOf(c.var.db, spec.table, id))) return fail(c, 404, CODES.notFound, "notFound");
        return fail(c, 428, CODES.preconditionRequired, "preconditionRequired");
      }
      const before = await getContentRow(c.var.db, spec, id);
      // A page's head fields a save leaves out keep their stored values (the admin's form sends its described fields).
      const input = { ...(spec.resource === "pages" && before ? pageHeadOf(before) : {}), ...dropUndefined(c.req.valid("json") as Record<string, unknown>) };
      const facts = await fileFacts(c, spec, input);
      if ("bad" in facts) return fail(c, 400, CODES.validation, "invalid", facts.bad, { data: { field: facts.bad } });
      const refused = before && pageBlocksRefusal(c, spec, before, input);
      if (refused) return refused;
      const outcome = await updateContent(c.var.db, spec, id, Number.isNaN(expected) ? -1 : expected, input, facts, auditActor(c));
      if (outcome.kind === "missing") return fail(c, 404, CODES.notFound, "notFound");
      if (outcome.kind === "stale") return staleAnswer(c, outcome.info);
      return savedAnswer(c, spec, id, before, outcome.version);
    })
    .delete("/:id", validate("param", idParamSchema), async (c) => {
      const id = Number(c.req.valid("param").id);
      const expected = parseIfMatch(c.req.header("If-Match"));
      const row = await getContentRow(c.var.db, spec, id);
      if (!row) return fail(c, 404, CODES.notFound, "notFound");
      const refused = await pageWriteRefusal(c, spec, { id });
      if (refused) return refused;
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
