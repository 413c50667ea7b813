/**
 * Ops: the leads export (JSON with each lead's notification deliveries, or CSV; streamed), one lead's
 * erasure, POST /api/admin/consultations/:id/redeliver, POST /api/admin/notifications/test (a sample
 * message to each configured channel), the audit log and the stats. Bearer token only.
 */
import { Hono } from "hono";
import { listAudit } from "../db/audit.ts";
import { eraseLead, leadPage, type LeadRecord } from "../db/consultations.ts";
import { leadExists, resetForRedelivery } from "../db/deliveries.ts";
import { dailyStats } from "../db/stats.ts";
import type { AppEnv } from "../lib/app-env.ts";
import { dayAfter, dayStart, lastDays } from "../lib/date-range.ts";
import { CODES, fail, ok } from "../lib/envelope.ts";
import { leadCsvStream, leadJsonStream, withDeliveries } from "../lib/lead-export.ts";
import { ADMIN_TOKEN_ACTOR, adminAuth } from "../middleware/admin-auth.ts";
import { validate } from "../middleware/validate.ts";
import { enqueueLeads } from "../notify/enqueue.ts";
import { notifyEnv } from "../notify/settings.ts";
import { sendTestMessages } from "../notify/test-message.ts";
import { consultationExportQuerySchema, dateRangeSchema, notifyTestQuerySchema } from "../schemas/admin.ts";
import { idParamSchema } from "../schemas/common.ts";

/** Default window of the stats when no dates are given. */
const STATS_DEFAULT_DAYS = 30;
/** Default JSON page size when only pageIndex is given. */
const DEFAULT_PAGE_SIZE = 50;

const CSV_COLUMNS: readonly (keyof LeadRecord)[] = [
  "id", "createdAt", "customerName", "email", "ac", "phone", "productId", "productName", "guestbook",
  "formShape", "language", "page", "referrer", "utmSource", "utmMedium", "utmCampaign", "utmTerm",
  "utmContent", "country", "userAgent", "status", "unverified",
];

const rangeOf = (q: { from?: string; to?: string }) => ({
  since: q.from ? dayStart(q.from) : null,
  until: q.to ? dayAfter(q.to) : null,
});

export const admin = new Hono<AppEnv>()
  .use(adminAuth)
  .get("/consultations", validate("query", consultationExportQuerySchema), async (c) => {
    const query = c.req.valid("query");
    const range = rangeOf(query);
    if (query.format === "csv") {
      const name = `consultations-${query.from ?? "all"}-${query.to ?? "now"}.csv`;
      return c.body(leadCsvStream(c.env.DB, range, CSV_COLUMNS), 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${name}"`,
      });
    }
    if (query.pageIndex !== undefined || query.pageSize !== undefined) {
      const pageIndex = query.pageIndex ?? 1;
      const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
      const page = await leadPage(c.env.DB, range, pageIndex, pageSize);
      const list = await withDeliveries(c.env.DB, page.list);
      return c.json(ok({ list, total: page.total, pageIndex, pageSize }), 200);
    }
    // Un-paged callers keep the plain list, streamed so memory stays flat.
    return c.body(leadJsonStream(c.env.DB, range), 200, { "Content-Type": "application/json; charset=utf-8" });
  })
  .delete("/consultations/:id", validate("param", idParamSchema), async (c) => {
    const id = Number(c.req.valid("param").id);
    if (!(await eraseLead(c.env.DB, id, ADMIN_TOKEN_ACTOR))) return fail(c, 404, CODES.notFound, "notFound");
    return c.json(ok({ id }), 200);
  })
  .get("/audit", validate("query", dateRangeSchema), async (c) => {
    const range = rangeOf(c.req.valid("query"));
    return c.json(ok(await listAudit(c.env.DB, range.since, range.until)), 200);
  })
  .post("/consultations/:id/redeliver", validate("param", idParamSchema), async (c) => {
    const id = Number(c.req.valid("param").id);
    if (!(await leadExists(c.env.DB, id))) return fail(c, 404, CODES.notFound, "notFound");
    const queued = await resetForRedelivery(c.env.DB, id, ADMIN_TOKEN_ACTOR);
    // Rows are pending again before the send; if it fails, the sweep queues them.
    if (queued > 0) await enqueueLeads(c.env.LEAD_QUEUE, [id]);
    return c.json(ok({ queued }), 200);
  })
  .post("/notifications/test", validate("query", notifyTestQuerySchema), async (c) => {
    const results = await sendTestMessages(notifyEnv(c.env), c.req.valid("query").channel);
    return c.json(ok({ results }), 200);
  })
  .get("/stats", validate("query", dateRangeSchema), async (c) => {
    const query = c.req.valid("query");
    const fallback = lastDays(STATS_DEFAULT_DAYS);
    const from = query.from ?? (query.to && query.to < fallback.from ? query.to : fallback.from);
    const to = query.to ?? fallback.to;
    const stats = await dailyStats(c.env.DB, dayStart(from), dayAfter(to));
    return c.json(ok({ from, to, ...stats }), 200);
  });
