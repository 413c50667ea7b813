/**
 * The admin API (CONTRACT "Ops (admin)", "Content"): content (admin-content.ts), uploads
 * (admin-uploads.ts), site settings, the lead inbox, dashboard and audit log. Ops: the leads export (JSON with each lead's notification deliveries, or CSV; streamed), one lead's
 * erasure, POST /api/admin/consultations/:id/redeliver, POST /api/admin/notifications/test (a sample
 * message to each configured channel), the audit log and the stats. Bearer token or Access JWT;
 * writes started by another site are refused (middleware/same-origin.ts), and the bodiless POSTs
 * still need the JSON content type.
 */
import { Hono } from "hono";
import { getAdminSite, saveAdminSite } from "../db/admin-site.ts";
import { filteredAudit, pageAudit, recordAudit } from "../db/audit.ts";
import { dashboard } from "../db/dashboard.ts";
import { leadWithTimeline, patchLead } from "../db/lead-inbox.ts";
import { eraseLead, leadPage, type LeadRecord } from "../db/consultations.ts";
import { leadExists, resetForRedelivery } from "../db/deliveries.ts";
import { FUNNEL_COLUMNS, funnel, funnelCsvRow } from "../db/funnel.ts";
import { dailyStats } from "../db/stats.ts";
import { vitalsP75 } from "../db/vital-counts.ts";
import type { AppEnv } from "../lib/app-env.ts";
import { dayAfter, dayStart, lastDays } from "../lib/date-range.ts";
import { csvText } from "../lib/csv.ts";
import { CODES, fail, ok } from "../lib/envelope.ts";
import { message } from "../lib/messages.ts";
import { leadCsvStream, leadJsonStream, withDeliveries } from "../lib/lead-export.ts";
import { adminAuth } from "../middleware/admin-auth.ts";
import { purgeReadCache } from "../middleware/cache-control.ts";
import { adminJsonBody, jsonContentType } from "../middleware/json-body.ts";
import { sameOriginWrites } from "../middleware/same-origin.ts";
import { validate } from "../middleware/validate.ts";
import { enqueueLeads } from "../notify/enqueue.ts";
import { notifyEnv } from "../notify/settings.ts";
import { sendTestMessages } from "../notify/test-message.ts";
import { dateRangeSchema, funnelQuerySchema, notifyTestQuerySchema } from "../schemas/admin.ts";
import {
  auditQuerySchema,
  dashboardQuerySchema,
  leadListQuerySchema,
  leadPatchSchema,
  siteSettingsInputSchema,
} from "../schemas/admin-api.ts";
import { adminContent, etagOf, parseIfMatch, staleAnswer } from "./admin-content.ts";
import { adminUploads } from "./admin-uploads.ts";
import { idParamSchema } from "../schemas/common.ts";

/** Default window of the stats when no dates are given. */
const STATS_DEFAULT_DAYS = 30;
/** Default JSON page size when only pageIndex is given. */
const DEFAULT_PAGE_SIZE = 50;

const CSV_COLUMNS: readonly (keyof LeadRecord)[] = [
  "id", "createdAt", "customerName", "email", "ac", "phone", "productId", "productName", "guestbook",
  "formShape", "language", "page", "referrer", "utmSource", "utmMedium", "utmCampaign", "utmTerm",
  "utmContent", "country", "userAgent", "status", "unverified", "consentAt", "privacyVersion",
];

const rangeOf = (q: { from?: string; to?: string }) => ({
  since: q.from ? dayStart(q.from) : null,
  until: q.to ? dayAfter(q.to) : null,
});

/** The dates of a stats-like query; the last STATS_DEFAULT_DAYS days when none are given. */
function periodOf(query: { from?: string; to?: string }) {
  const fallback = lastDays(STATS_DEFAULT_DAYS);
  const from = query.from ?? (query.to && query.to < fallback.from ? query.to : fallback.from);
  const to = query.to ?? fallback.to;
  return { from, to };
}

export const admin = new Hono<AppEnv>()
  // Never indexed, 401s included.
  .use(async (c, next) => {
    await next();
    c.res.headers.set("X-Robots-Tag", "noindex");
  })
  .use(sameOriginWrites)
  .use(adminAuth)
  .get("/me", (c) => c.json(ok({ actor: c.get("actor"), via: c.get("actorVia") }), 200))
  .route("/", adminContent)
  .route("/uploads", adminUploads)
  // Real visitors' Core Web Vitals: per route and device, the 75th percentile of each metric (db/vital-counts.ts).
  .get("/stats/vitals", validate("query", dateRangeSchema), async (c) => {
    const { from, to } = periodOf(c.req.valid("query"));
    return c.json(ok({ from, to, list: await vitalsP75(c.var.db, dayStart(from), dayAfter(to)) }), 200);
  })
  .get("/site-settings", async (c) => {
    const site = await getAdminSite(c.var.db);
    if (!site) return fail(c, 404, CODES.notFound, "notFound");
    c.header("ETag", etagOf(site.rowVersion));
    return c.json(ok(site), 200);
  })
  .put("/site-settings", adminJsonBody, validate("json", siteSettingsInputSchema), async (c) => {
    const expected = parseIfMatch(c.req.header("If-Match"));
    if (expected === null) return fail(c, 428, CODES.preconditionRequired, "preconditionRequired");
    const outcome = await saveAdminSite(c.var.db, c.req.valid("json"), Number.isNaN(expected) ? -1 : expected, c.get("actor"));
    if (outcome.kind === "missing") return fail(c, 404, CODES.notFound, "notFound");
    if (outcome.kind === "stale") return staleAnswer(c, outcome.info);
    purgeReadCache();
    c.header("ETag", etagOf(outcome.version));
    return c.json(ok({ version: outcome.version }), 200);
  })
  .get("/consultations/:id", validate("param", idParamSchema), async (c) => {
    const found = await leadWithTimeline(c.var.db, Number(c.req.valid("param").id));
    if (!found) return fail(c, 404, CODES.notFound, "notFound");
    const [lead] = await withDeliveries(c.var.db, [found.lead]);
    return c.json(ok({ ...lead!, timeline: found.timeline }), 200);
  })
  .patch("/consultations/:id", validate("param", idParamSchema), adminJsonBody, validate("json", leadPatchSchema), async (c) => {
    const id = Number(c.req.valid("param").id);
    if (!(await patchLead(c.var.db, id, c.req.valid("json"), c.get("actor")))) return fail(c, 404, CODES.notFound, "notFound");
    const found = (await leadWithTimeline(c.var.db, id))!;
    const [lead] = await withDeliveries(c.var.db, [found.lead]);
    return c.json(ok({ ...lead!, timeline: found.timeline }), 200);
  })
  .get("/dashboard", validate("query", dashboardQuerySchema), async (c) => {
    const { from, to } = periodOf(c.req.valid("query"));
    return c.json(ok(await dashboard(c.var.db, from, to, dayStart(from), dayAfter(to), c.get("lang"))), 200);
  })
  .get("/consultations", validate("query", leadListQuerySchema), async (c) => {
    const query = c.req.valid("query");
    const range = { ...rangeOf(query), status: query.status, product: query.product, language: query.language, q: query.q };
    if (query.format === "csv") {
      const name = `consultations-${query.from ?? "all"}-${query.to ?? "now"}.csv`;
      // A lead without a consent time says so in words (older shape, /open-api, earlier leads).
      const notRecorded = message(c.get("lang"), "consentNotRecorded");
      const view = (lead: LeadRecord) => ({ ...lead, consentAt: lead.consentAt ?? notRecorded });
      return c.body(leadCsvStream(c.var.db, range, CSV_COLUMNS, view), 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${name}"`,
      });
    }
    if (query.pageIndex !== undefined || query.pageSize !== undefined) {
      const pageIndex = query.pageIndex ?? 1;
      const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
      const page = await leadPage(c.var.db, range, pageIndex, pageSize);
      const list = await withDeliveries(c.var.db, page.list);
      return c.json(ok({ list, total: page.total, pageIndex, pageSize }), 200);
    }
    // Un-paged callers keep the plain list, streamed so memory stays flat.
    return c.body(leadJsonStream(c.var.db, range), 200, { "Content-Type": "application/json; charset=utf-8" });
  })
  .delete("/consultations/:id", validate("param", idParamSchema), async (c) => {
    const id = Number(c.req.valid("param").id);
    if (!(await eraseLead(c.var.db, id, c.get("actor")))) return fail(c, 404, CODES.notFound, "notFound");
    return c.json(ok({ id }), 200);
  })
  .get("/audit", validate("query", auditQuerySchema), async (c) => {
    const query = c.req.valid("query");
    const filter = { ...rangeOf(query), actor: query.actor, resource: query.resource };
    if (query.pageIndex === undefined && query.pageSize === undefined) return c.json(ok(await filteredAudit(c.var.db, filter)), 200);
    return c.json(ok(await pageAudit(c.var.db, filter, query.pageIndex ?? 1, query.pageSize ?? DEFAULT_PAGE_SIZE)), 200);
  })
  .post("/consultations/:id/redeliver", validate("param", idParamSchema), jsonContentType, async (c) => {
    const id = Number(c.req.valid("param").id);
    if (!(await leadExists(c.var.db, id))) return fail(c, 404, CODES.notFound, "notFound");
    const queued = await resetForRedelivery(c.var.db, id, c.get("actor"));
    // Rows are pending again before the send; if it fails, the sweep queues them.
    if (queued > 0) await enqueueLeads(c.env.LEAD_QUEUE, [id]);
    return c.json(ok({ queued }), 200);
  })
  .post("/notifications/test", jsonContentType, validate("query", notifyTestQuerySchema), async (c) => {
    const channel = c.req.valid("query").channel;
    const results = await sendTestMessages(notifyEnv(c.env), channel);
    await recordAudit(c.var.db, c.get("actor"), "notify-test", "notifications", channel ?? null);
    return c.json(ok({ results }), 200);
  })
  .get("/stats", validate("query", dateRangeSchema), async (c) => {
    const { from, to } = periodOf(c.req.valid("query"));
    const stats = await dailyStats(c.var.db, dayStart(from), dayAfter(to));
    return c.json(ok({ from, to, ...stats }), 200);
  })
  .get("/stats/funnel", validate("query", funnelQuerySchema), async (c) => {
    const query = c.req.valid("query");
    const { from, to } = periodOf(query);
    const rows = await funnel(c.var.db, query.by, dayStart(from), dayAfter(to));
    if (query.format === "json") return c.json(ok(rows), 200);
    return c.body(csvText([query.by, ...FUNNEL_COLUMNS], rows.map(funnelCsvRow)), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="funnel-${query.by}-${from}-${to}.csv"`,
    });
  });
