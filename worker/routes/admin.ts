/** Ops: GET /api/admin/consultations (JSON or CSV export) and /api/admin/stats. Bearer token only. */
import { Hono } from "hono";
import { listLeads, type LeadRecord } from "../db/consultations.ts";
import { dailyStats } from "../db/stats.ts";
import type { AppEnv } from "../lib/app-env.ts";
import { toCsv } from "../lib/csv.ts";
import { dayAfter, dayStart, lastDays } from "../lib/date-range.ts";
import { ok } from "../lib/envelope.ts";
import { adminAuth } from "../middleware/admin-auth.ts";
import { validate } from "../middleware/validate.ts";
import { consultationExportQuerySchema, dateRangeSchema } from "../schemas/admin.ts";

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
    const leads = await listLeads(c.env.DB, from ? dayStart(from) : null, to ? dayAfter(to) : null);
    if (format === "json") return c.json(ok(leads), 200);
    const csv = toCsv(CSV_COLUMNS, leads.map((lead) => CSV_COLUMNS.map((k) => lead[k])));
    const name = `consultations-${from ?? "all"}-${to ?? "now"}.csv`;
    return c.body(csv, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
    });
  })
  .get("/stats", validate("query", dateRangeSchema), async (c) => {
    const query = c.req.valid("query");
    const fallback = lastDays(STATS_DEFAULT_DAYS);
    const from = query.from ?? (query.to && query.to < fallback.from ? query.to : fallback.from);
    const to = query.to ?? fallback.to;
    const stats = await dailyStats(c.env.DB, dayStart(from), dayAfter(to));
    return c.json(ok({ from, to, ...stats }), 200);
  });
