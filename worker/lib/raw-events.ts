/**
 * Optional raw events in Workers Analytics Engine (docs/decisions/0032). Where an environment binds
 * the dataset `EVENTS`, each counted event is also written there as one data point, with the detail
 * the counters drop: the path itself (not only its route) and every source, campaign and referrer
 * host (not only the day's top 50). Never the IP, the user agent or the full referrer. D1's counters
 * stay the dashboard's source; without the binding nothing happens.
 */
import type { EventKind } from "../db/event-counts.ts";

/** Blob order of a data point (blob1 .. blob11 in the SQL API). */
export const RAW_EVENT_BLOBS = ["kind", "path", "page", "language", "country", "source", "campaign", "referrer", "device", "module", "screen"] as const;

type Blob = (typeof RAW_EVENT_BLOBS)[number];

/** Writes one data point when the dataset is bound; a failing write is logged, the event stays counted. */
export function writeRawEvent(env: Env, kind: EventKind, fields: Partial<Record<Blob, string>>): void {
  const dataset = (env as Env & { EVENTS?: AnalyticsEngineDataset }).EVENTS;
  if (!dataset) return;
  const values: Partial<Record<Blob, string>> = { ...fields, kind };
  try {
    dataset.writeDataPoint({ indexes: [kind], blobs: RAW_EVENT_BLOBS.map((b) => values[b] ?? ""), doubles: [1] });
  } catch (error) {
    console.warn(JSON.stringify({ level: "warn", event: "raw-event.write", message: String(error) }));
  }
}
