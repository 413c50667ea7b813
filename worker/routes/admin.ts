/**
 * Ops: GET /api/admin/consultations (JSON with each lead's notification deliveries, or CSV export),
 * POST /api/admin/consultations/:id/redeliver, POST /api/admin/notifications/test (a sample message to
 * each configured channel) and GET /api/admin/stats. Bearer token only.
 */
import { Hono } from "hono";
import { listLeads, type LeadRecord } from "../db/consultations.ts";
import { deliveriesByLead, leadExists, resetForRedelivery } from "../db/deliveries.ts";
import { dailyStats } from "../db/stats.ts";
import type { AppEnv } from "../lib/app-env.ts";
import { toCsv } from "../lib/csv.ts";
import { dayAfter, dayStart, lastDays } from "../lib/date-range.ts";
import { CODES, fail, ok } from "../lib/envelope.ts";
import { adminAuth } from "../middleware/admin-auth.ts";
import { validate } from "../middleware/validate.ts";
import { enqueueLeads } from "../notify/enqueue.ts";
import { notifyEnv } from "../notify/settings.ts";
import { sendTestMessages } from "../notify/test-message.ts";
import { consultationExportQuerySchema, dateRangeSchema, notifyTestQuerySchema } from "../schemas/admin.ts";
import { idParamSchema } from "../schemas/common.ts";

/** Default window of the stats when no dates are given. */
const STATS_DEFAULT_DAYS = 30;

const CSV_COLUMNS: readonly (keyof LeadRecord)[] = [
  "id", "createdAt", "customerName", "email", "ac", "phone", "productId", "productName", "guestbook",
  "formShape", "language", "page", "referrer", "utmSource", "utmMedium", "utmCampaign", "utmTerm",
  "utmContent", "country", "userAgent",
];

export const admin = new Hono<AppEnv>()
  .use(adminAuth)
  .get("/consultations", validate("query", consultationExportQuerySchema), async (c) => {
    const { from, to, format } = c.req.valid("query");
    const [since, until] = [from ? dayStart(from) : null, to ? dayAfter(to) : null];
    const leads = await listLeads(c.env.DB, since, until);
    if (format === "json") {
      const deliveries = await deliveriesByLead(c.env.DB, since, until);
      return c.json(ok(leads.map((lead) => ({ ...lead, deliveries: deliveries.get(lead.id) ?? [] }))), 200);
    }
    const csv = toCsv(CSV_COLUMNS, leads.map((lead) => CSV_COLUMNS.map((k) => lead[k])));
    const name = `consultations-${from ?? "all"}-${to ?? "now"}.csv`;
    return c.body(csv, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
    });
  })
  .post("/consultations/:id/redeliver", validate("param", idParamSchema), async (c) => {
    const id = Number(c.req.valid("param").id);
    if (!(await leadExists(c.env.DB, id))) return fail(c, 404, CODES.notFound, "notFound");
    const queued = await resetForRedelivery(c.env.DB, id);
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
