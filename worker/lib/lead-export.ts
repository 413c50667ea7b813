/**
 * The leads export as a stream: D1 is read page by page (keyset pagination) while the client
 * downloads, so the Worker holds one page at a time however many leads there are.
 */
import type { Db } from "../db/db.ts";
import { leadsAfter, type LeadCursor, type LeadRange, type LeadRecord } from "../db/consultations.ts";
import { deliveriesFor } from "../db/deliveries.ts";
import { csvLine } from "./csv.ts";

/** Leads read from D1 per step of the stream. */
export const EXPORT_PAGE = 500;

const encoder = new TextEncoder();

/** A byte stream of `head`, then each page of leads rendered by `render`, then `tail`. */
function leadStream(db: Db, range: LeadRange, head: string, render: (leads: LeadRecord[]) => string, tail: string): ReadableStream<Uint8Array> {
  let cursor: LeadCursor | null = null;
  let started = false;
  let done = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (done) return;
        const leads = await leadsAfter(db, range, cursor, EXPORT_PAGE);
        let chunk = started ? "" : head;
        if (leads.length > 0) chunk += render(leads);
        started = true;
        if (leads.length < EXPORT_PAGE) {
          done = true;
          controller.enqueue(encoder.encode(chunk + tail));
          controller.close();
          return;
        }
        const last = leads[leads.length - 1]!;
        cursor = { createdAt: last.createdAt, id: last.id };
        controller.enqueue(encoder.encode(chunk));
      },
    },
    { highWaterMark: 0 },
  );
}

/**
 * CSV in UTF-8 with BOM and CRLF, one header row, cells guarded as in lib/csv.ts; `view` turns a lead
 * into its row's values (e.g. words for a missing value).
 */
export function leadCsvStream(
  db: Db,
  range: LeadRange,
  columns: readonly (keyof LeadRecord)[],
  view: (lead: LeadRecord) => LeadRecord = (lead) => lead,
): ReadableStream<Uint8Array> {
  return leadStream(
    db,
    range,
    `\uFEFF${csvLine(columns)}`,
    (leads) =>
      leads
        .map(view)
        .map((lead) => csvLine(columns.map((k) => lead[k])))
        .join(""),
    "",
  );
}

/** Each lead with its notification deliveries (CONTRACT "Ops (admin)"), read for the page's ids. */
export async function withDeliveries(db: Db, leads: LeadRecord[]) {
  const deliveries = await deliveriesFor(
    db,
    leads.map((lead) => lead.id),
  );
  return leads.map((lead) => ({ ...lead, deliveries: deliveries.get(lead.id) ?? [] }));
}
