/** Console JSON lines of the pipeline: lead id and channel only, never a phone, email or URL. */
export function logDelivery(fields: {
  event: string;
  leadId?: number;
  notice?: string;
  channel?: string;
  attempt?: number;
  error?: string;
  count?: number;
}): void {
  const level = fields.error ? "warn" : "info";
  console.log(JSON.stringify({ level, ...fields }));
}
