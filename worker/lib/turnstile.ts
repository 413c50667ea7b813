/**
 * Cloudflare Turnstile server check (CONTRACT "Bot check"), on only when TURNSTILE_SECRET_KEY is set.
 * A missing or rejected token stops the lead (400); siteverify that cannot be reached within 5 s
 * does not: the lead is stored flagged `unverified`, because a lost lead costs more than a bot row.
 * "Cannot be reached" is only a network error, the time-out or a 5xx: any other answer (a 4xx, or
 * a 2xx that is not JSON) is a rejection, so nothing in between can turn a check into a free pass.
 */

export const SITEVERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";
const TIMEOUT_MS = 5000;

/** off: no secret; passed / rejected: siteverify answered; unreachable: it did not (lead kept, flagged). */
export type BotCheck = "off" | "passed" | "rejected" | "unreachable";

/** The optional secret is not in wrangler.toml's [vars], so it is read loosely. */
export function turnstileSecret(env: Env): string | undefined {
  return (env as Env & { TURNSTILE_SECRET_KEY?: string }).TURNSTILE_SECRET_KEY || undefined;
}

/** Whether the bot check is on (the SPA and the CSP follow this). */
export function turnstileOn(env: Env): boolean {
  return turnstileSecret(env) !== undefined;
}

interface SiteverifyAnswer {
  success?: boolean;
  "error-codes"?: string[];
}

/** The parsed siteverify answer, or null when the body is not a JSON object. */
function answerOf(text: string): SiteverifyAnswer | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === "object" && parsed !== null ? (parsed as SiteverifyAnswer) : null;
  } catch {
    return null;
  }
}

/**
 * Verifies `token` once, retrying a network failure or 5xx once with the same idempotency key (so
 * the retry does not count as a second use of the token), all within one 5 s budget.
 */
export async function verifyTurnstile(env: Env, token: string | undefined, remoteIp: string | undefined): Promise<BotCheck> {
  const secret = turnstileSecret(env);
  if (!secret) return "off";
  if (!token) return "rejected";
  const form = new FormData();
  form.set("secret", secret);
  form.set("response", token);
  if (remoteIp) form.set("remoteip", remoteIp);
  form.set("idempotency_key", crypto.randomUUID());
  const signal = AbortSignal.timeout(TIMEOUT_MS);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const res = await fetch(SITEVERIFY_URL, { method: "POST", body: form, signal });
      if (res.status >= 500) continue;
      // A network error or the time-out while reading the body still means "unreachable".
      const answer = res.ok ? answerOf(await res.text()) : null;
      if (answer) return answer.success === true ? "passed" : "rejected";
      console.warn(JSON.stringify({ level: "warn", message: "siteverify answered without a verdict: token rejected", status: res.status }));
      return "rejected";
    } catch (err) {
      if (signal.aborted) break;
      console.warn(JSON.stringify({ level: "warn", message: "siteverify failed", error: String(err) }));
    }
  }
  console.error(JSON.stringify({ level: "error", message: "siteverify unreachable: lead stored as unverified" }));
  return "unreachable";
}
