/**
 * /api/admin/dashboard and /api/admin/stats (CONTRACT "Ops (admin)"): the dashboard, daily stats, the
 * funnel (JSON or CSV) and real visitors' Core Web Vitals; the last 30 days when no dates are given.
 */
import { Hono } from "hono";
import { dashboard } from "../db/dashboard.ts";
import { FUNNEL_COLUMNS, funnel, funnelCsvRow } from "../db/funnel.ts";
import { dailyStats } from "../db/stats.ts";
import { vitalsP75 } from "../db/vital-counts.ts";
import type { AppEnv } from "../lib/app-env.ts";
import { csvText } from "../lib/csv.ts";
import { dayAfter, dayStart, periodOf } from "../lib/date-range.ts";
import { ok } from "../lib/envelope.ts";
import { validate } from "../middleware/validate.ts";
import { dateRangeSchema, funnelQuerySchema } from "../schemas/admin.ts";
import { dashboardQuerySchema } from "../schemas/admin-api.ts";

/** Mounted at /api/admin/dashboard. */
export const adminDashboard = new Hono<AppEnv>().get("/", validate("query", dashboardQuerySchema), async (c) => {
  const { from, to } = periodOf(c.req.valid("query"));
  return c.json(ok(await dashboard(c.var.db, from, to, dayStart(from), dayAfter(to), c.get("lang"))), 200);
});

/** Mounted at /api/admin/stats. */
export const adminStats = new Hono<AppEnv>()
  .get("/", validate("query", dateRangeSchema), async (c) => {
    const { from, to } = periodOf(c.req.valid("query"));
    const stats = await dailyStats(c.var.db, dayStart(from), dayAfter(to));
    return c.json(ok({ from, to, ...stats }), 200);
  })
  // Per route and device, the 75th percentile of each metric (db/vital-counts.ts).
  .get("/vitals", validate("query", dateRangeSchema), async (c) => {
    const { from, to } = periodOf(c.req.valid("query"));
    return c.json(ok({ from, to, list: await vitalsP75(c.var.db, dayStart(from), dayAfter(to)) }), 200);
  })
  .get("/funnel", validate("query", funnelQuerySchema), async (c) => {
    const query = c.req.valid("query");
    const { from, to } = periodOf(query);
    const rows = await funnel(c.var.db, query.by, dayStart(from), dayAfter(to));
    if (query.format === "json") return c.json(ok(rows), 200);
    return c.body(csvText([query.by, ...FUNNEL_COLUMNS], rows.map(funnelCsvRow)), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="funnel-${query.by}-${from}-${to}.csv"`,
    });
  });
