/**
 * /api/admin/consultations (CONTRACT "Ops (admin)"): the lead inbox (paged JSON, the CSV export
 * streamed), one lead with its timeline, every earlier lead of the same person (paged), its status /
 * note / assignee, its erasure, and POST /:id/redeliver (its notifications sent again).
 */
import { auditActor } from "../middleware/admin-auth.ts";
import { Hono } from "hono";
import { earlierLeadsPage, eraseLead, leadPage, type LeadRecord } from "../db/consultations.ts";
import { leadExists, resetForRedelivery } from "../db/deliveries.ts";
import { leadWithTimeline, patchLead } from "../db/lead-inbox.ts";
import type { AppEnv } from "../lib/app-env.ts";
import { rangeOf } from "../lib/date-range.ts";
import { CODES, fail, ok } from "../lib/envelope.ts";
import { leadCsvStream, withDeliveries } from "../lib/lead-export.ts";
import { message } from "../lib/messages.ts";
import { adminJsonBody, jsonContentType } from "../middleware/json-body.ts";
import { validate } from "../middleware/validate.ts";
import { enqueueLeads } from "../notify/enqueue.ts";
import { ADMIN_PAGE_SIZE, earlierLeadsQuerySchema, leadListQuerySchema, leadPatchSchema } from "../schemas/admin-api.ts";
import { idParamSchema } from "../schemas/common.ts";

const CSV_COLUMNS: readonly (keyof LeadRecord)[] = [
  "id",
  "createdAt",
  "customerName",
  "company",
  "email",
  "ac",
  "phone",
  "productId",
  "productName",
  "guestbook",
  "formShape",
  "language",
  "landingPage",
  "page",
  "referrer",
  "utmSource",
  "utmMedium",
  "utmCampaign",
  "utmTerm",
  "utmContent",
  "country",
  "userAgent",
  "status",
  "unverified",
  "consentAt",
  "privacyVersion",
];

export const adminConsultations = new Hono<AppEnv>()
  .get("/", validate("query", leadListQuerySchema), async (c) => {
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
    // One page, like the content lists: the answer's size is bounded whatever the inbox holds.
    const pageIndex = query.pageIndex ?? 1;
    const pageSize = query.pageSize ?? ADMIN_PAGE_SIZE;
    const page = await leadPage(c.var.db, range, pageIndex, pageSize);
    const list = await withDeliveries(c.var.db, page.list);
    return c.json(ok({ list, total: page.total, pageIndex, pageSize }), 200);
  })
  .get("/:id/earlier", validate("param", idParamSchema), validate("query", earlierLeadsQuerySchema), async (c) => {
    const { pageIndex, pageSize } = c.req.valid("query");
    const page = await earlierLeadsPage(c.var.db, Number(c.req.valid("param").id), pageIndex, pageSize);
    if (!page) return fail(c, 404, CODES.notFound, "notFound");
    return c.json(ok({ ...page, pageIndex, pageSize }), 200);
  })
  .get("/:id", validate("param", idParamSchema), async (c) => {
    const found = await leadWithTimeline(c.var.db, Number(c.req.valid("param").id));
    if (!found) return fail(c, 404, CODES.notFound, "notFound");
    const [lead] = await withDeliveries(c.var.db, [found.lead]);
    return c.json(ok({ ...lead!, timeline: found.timeline }), 200);
  })
  .patch("/:id", validate("param", idParamSchema), adminJsonBody, validate("json", leadPatchSchema), async (c) => {
    const id = Number(c.req.valid("param").id);
    if (!(await patchLead(c.var.db, id, c.req.valid("json"), auditActor(c)))) return fail(c, 404, CODES.notFound, "notFound");
    const found = (await leadWithTimeline(c.var.db, id))!;
    const [lead] = await withDeliveries(c.var.db, [found.lead]);
    return c.json(ok({ ...lead!, timeline: found.timeline }), 200);
  })
  .delete("/:id", validate("param", idParamSchema), async (c) => {
    const id = Number(c.req.valid("param").id);
    if (!(await eraseLead(c.var.db, id, auditActor(c)))) return fail(c, 404, CODES.notFound, "notFound");
    return c.json(ok({ id }), 200);
  })
  .post("/:id/redeliver", validate("param", idParamSchema), jsonContentType, async (c) => {
    const id = Number(c.req.valid("param").id);
    if (!(await leadExists(c.var.db, id))) return fail(c, 404, CODES.notFound, "notFound");
    const queued = await resetForRedelivery(c.var.db, id, auditActor(c));
    // Rows are pending again before the send; if it fails, the sweep queues them.
    if (queued > 0) await enqueueLeads(c.env.LEAD_QUEUE, [id]);
    return c.json(ok({ queued }), 200);
  });
