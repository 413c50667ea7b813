/**
 * How long leads are kept (LEAD_RETENTION_DAYS in wrangler.toml, issue 26): days after which a lead
 * whose work is over (won or lost) is erased by the daily job; the contact form's privacy notice states
 * the same period (GET /api/site `leadRetentionDays`). "0", empty or unset keeps leads until ops erase
 * them; any other value that is not a whole number of days also keeps them (erasing by mistake cannot
 * be undone), with one log line.
 */
let warned = false;

export function leadRetentionDays(env: { LEAD_RETENTION_DAYS?: string }): number {
  const text = (env.LEAD_RETENTION_DAYS ?? "").trim();
  if (/^\d{1,6}$/.test(text)) return Number(text);
  if (text !== "" && !warned) {
    warned = true;
    console.warn(JSON.stringify({ level: "warn", event: "config.invalid", setting: "LEAD_RETENTION_DAYS", value: text.slice(0, 40), using: 0 }));
  }
  return 0;
}
