/**
 * POST /consultations: the contact form sent by the browser itself, where the app has not started
 * (its chunks failed or never arrived; docs/decisions/0067). The form's fields carry names, and its
 * `action` is this address with the page's language: a lead typed into a served page is never lost
 * for want of script. The app, once running, sends the same form as JSON to /api/consultations.
 *
 * The form is turned into the API's JSON body and answered by POST /api/consultations in-process
 * (every rule of that route holds: limits, honeypot, bot check, consent, the notifications' ledger).
 * The visit's attribution comes as boot kept it (src/app/attribution.ts), else page and utm_* from
 * the Referer, as for any client that sends none. Its Idempotency-Key is
 * the form's own digest, so sending the same form again (a reload of the answer) stores nothing new.
 * Only this site's pages may post it: a form elsewhere would send leads from its visitors' addresses.
 * The answer is a small page in the form's language: sent, or why not and the way back.
 */
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { listedCountry } from "../../common/area-codes.ts";
import { format } from "../../common/catalogue.ts";
import { contactMessages } from "../../common/contact-messages.ts";
import { escapeHtml } from "../../common/escape-html.ts";
import { HTML_LANG, TURNSTILE_LANG } from "../../common/languages.ts";
import { UTM_KEYS } from "../../common/utm.ts";
import { leadAnswerMessages } from "../../common/lead-answer-messages.ts";
import { LEAD_FORM_PATH } from "../../common/lead-form.ts";
import { answerApi } from "../api.ts";
import { getSiteSettings } from "../db/site.ts";
import type { AppEnv } from "../lib/app-env.ts";
import { sha256Hex } from "../lib/crypto.ts";
import type { Envelope } from "../lib/envelope.ts";
import { message } from "../lib/messages.ts";
import { MAX_BODY_BYTES } from "../middleware/json-body.ts";
import { TURNSTILE_ORIGIN } from "../middleware/security-headers.ts";
import { turnstileOn } from "../lib/turnstile.ts";
import { ATTRIBUTION_MAX, currentConsultationSchema } from "../schemas/consultation.ts";
import { executionContext } from "./page-data.ts";
import type { Lang } from "../schemas/common.ts";

/** The text fields as the form names them, which are the API's names (the region aside). */
const TEXT_FIELDS = ["productId", "customerName", "email", "company", "phone", "guestbook", "website", "privacyVersion"] as const;
/** Headers the API reads of its client, passed on as they came. */
const CLIENT_HEADERS = ["CF-Connecting-IP", "CF-Connecting-IPv6", "User-Agent", "Referer", "Accept-Language", "CF-Turnstile-Response"];

/**
 * A post from another site, as its Origin or the browser's Sec-Fetch-Site says. An opaque origin
 * ("null": a sandboxed frame) counts as another site: this site's pages send their own
 * (Referrer-Policy strict-origin-when-cross-origin).
 */
function crossSite(c: Context<AppEnv>): boolean {
  const origin = c.req.header("Origin");
  if (origin && origin !== new URL(c.req.url).origin) return true;
  const site = c.req.header("Sec-Fetch-Site");
  return site !== undefined && site !== "same-origin" && site !== "none";
}

/** The API's JSON body of a posted form. */
function bodyOf(form: Record<string, string | File | (string | File)[]>): Record<string, unknown> {
  const text = (name: string) => (typeof form[name] === "string" ? (form[name] as string) : undefined);
  const body: Record<string, unknown> = {};
  for (const name of TEXT_FIELDS) if (text(name) !== undefined) body[name] = text(name);
  const region = text("region");
  // The region's dialling code; one not on the list is passed on as it came, for the API to refuse.
  if (region !== undefined) body.ac = listedCountry(region)?.[1] ?? region;
  // A ticked box sends "on"; an unticked one nothing, which the API answers "please agree".
  if (text("consent") === "on") body.consent = true;
  Object.assign(body, visitAttribution(text("attribution")));
  const token = text("cf-turnstile-response");
  if (token) body.turnstileToken = token;
  return body;
}

/**
 * The visit's attribution the page added as it sent the form (`sessionStorage.attribution`, as kept
 * by src/app/attribution.ts): what of it has the API's shape, the rest left out, so a bad value costs
 * the attribution and never the lead. None: the API takes page and utm_* from the Referer.
 */
function visitAttribution(json: string | undefined): Record<string, unknown> {
  let kept: { landingPage?: unknown; referrer?: unknown; utm?: Record<string, unknown> } | null = null;
  try {
    kept = json ? JSON.parse(json) : null;
  } catch {
    return {};
  }
  if (typeof kept?.landingPage !== "string" || !kept.landingPage.startsWith("/")) return {};
  const clip = (v: unknown, max: number) => (typeof v === "string" ? v.slice(0, max) : undefined);
  const utm = Object.fromEntries(UTM_KEYS.flatMap((k) => (clip(kept.utm?.[k], ATTRIBUTION_MAX.utm) ? [[k, clip(kept.utm?.[k], ATTRIBUTION_MAX.utm)]] : [])));
  return { landingPage: kept.landingPage.slice(0, ATTRIBUTION_MAX.landingPage), referrer: clip(kept.referrer, ATTRIBUTION_MAX.referrer) ?? "", utm };
}

/** The page the form was on, for the way back (this site's pages only). */
function backTo(c: Context<AppEnv>): string {
  try {
    const referer = new URL(c.req.header("Referer") ?? "");
    if (referer.origin === new URL(c.req.url).origin) return `${referer.pathname}${referer.search}#contact`;
  } catch {
    /* none sent */
  }
  return "/";
}

/** An answer page: sent, not sent (why), or the bot check's one more step (the form again, with the widget). */
interface Answer {
  tone: "sent" | "not-sent" | "check";
  status: 200 | 400 | 403 | 422 | 429 | 500;
  problem?: string;
  /** For the check: the form's fields, to send again with the widget's token. */
  fields?: [string, string][];
}

/** The answer page: a heading, what follows, and the way back (or on). */
async function answer(c: Context<AppEnv>, lang: Lang, a: Answer) {
  const m = { ...contactMessages[lang], ...leadAnswerMessages[lang] };
  const site = await getSiteSettings(c.env.DB, lang).catch(() => null);
  const brand = site?.brandName ?? "";
  const hotline = site?.hotline ? format(m.sentHotline, { phone: site.hotline }) : "";
  const { title, lines } = {
    sent: { title: m.sentTitle, lines: [m.sentNext, hotline] },
    "not-sent": { title: m.notSentTitle, lines: [a.problem ?? "", m.notSentFix, hotline] },
    check: { title: m.checkTitle, lines: [m.checkNext] },
  }[a.tone];
  const action =
    a.tone === "check"
      ? `<form method="post" action="${LEAD_FORM_PATH}?language=${lang}">${(a.fields ?? []).map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`).join("")}<div class="cf-turnstile" data-sitekey="${escapeHtml(String(c.env.TURNSTILE_SITE_KEY ?? ""))}" data-language="${TURNSTILE_LANG[lang]}"></div><button class="go" type="submit">${escapeHtml(m.submit)}</button></form><script src="${TURNSTILE_ORIGIN}/turnstile/v0/api.js" async defer></script>`
      : `<a class="go" href="${escapeHtml(backTo(c))}">${escapeHtml(format(m.backToPage, { brand }))}</a>`;
  const html = `<!doctype html><html lang="${HTML_LANG[lang]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(`${title} | ${brand}`)}</title><style>${STYLE}</style></head><body><main class="${a.tone}"><p class="brand">${escapeHtml(brand)}</p><h1>${escapeHtml(title)}</h1>${lines
    .filter(Boolean)
    .map((l) => `<p>${escapeHtml(l)}</p>`)
    .join("")}${action}</main></body></html>`;
  c.header("Cache-Control", "no-store");
  return c.html(html, a.status);
}

const STYLE =
  'body{margin:0;background:#f5f7fa;color:#111a26;font:16px/1.7 -apple-system,BlinkMacSystemFont,"Segoe UI","PingFang SC","Hiragino Sans GB","Microsoft YaHei","Noto Sans CJK SC","Noto Sans SC","Source Han Sans SC","Helvetica Neue",Arial,sans-serif}main{box-sizing:border-box;max-width:560px;margin:12vh auto;padding:40px 32px;background:#fff;border-radius:8px;box-shadow:0 2px 12px rgba(10,40,80,.08);border-top:4px solid #067647}.not-sent{border-top-color:#b42318}.check{border-top-color:#0d4584}.cf-turnstile{margin:8px 0 4px;min-height:65px}.brand{margin:0 0 8px;color:#0d4584;font-weight:600}h1{margin:0 0 16px;font-size:24px;line-height:1.35}p{margin:0 0 12px;color:#2f3b4c}.go{display:inline-block;margin-top:12px;padding:10px 20px;border:0;border-radius:8px;background:#0d4584;color:#fff;font:inherit;text-decoration:none;cursor:pointer}@media (max-width:600px){main{margin:0;min-height:100vh;border-radius:0;padding:32px 20px}}';

export const leadForm = new Hono<AppEnv>().post(
  "/",
  bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => answer(c, langOf(c), { tone: "not-sent", status: 400, problem: message(langOf(c), "tooLarge") }) }),
  async (c) => {
    const lang = langOf(c);
    if (crossSite(c)) return answer(c, lang, { tone: "not-sent", status: 403, problem: leadAnswerMessages[lang].notSentElsewhere });
    const form = await c.req.parseBody({ all: true }).catch(() => null);
    if (!form) return answer(c, lang, { tone: "not-sent", status: 400, problem: contactMessages[lang].fillRequired });
    const body = bodyOf(form);
    // With the bot check on, a complete form without its token (the widget is the app's) is asked for
    // it here: the same form again with the widget, rather than refused. An incomplete one says what
    // is missing first.
    if (turnstileOn(c.env) && !body.turnstileToken && currentConsultationSchema.safeParse(body).success) {
      const fields = Object.entries(form).filter((e): e is [string, string] => typeof e[1] === "string" && e[0] !== "cf-turnstile-response");
      return answer(c, lang, { tone: "check", status: 200, fields });
    }
    // The digest leaves the token out: a form sent again with a new one is the same request.
    const { turnstileToken: _token, ...stable } = body;
    const headers = new Headers({ "Content-Type": "application/json", "Idempotency-Key": `form-${(await sha256Hex(JSON.stringify(stable))).slice(0, 40)}` });
    for (const name of CLIENT_HEADERS) {
      const value = c.req.header(name);
      if (value) headers.set(name, value);
    }
    const url = new URL(`/api/consultations?language=${lang}`, c.req.url);
    const res = await answerApi(new Request(url, { method: "POST", headers, body: JSON.stringify(body), cf: c.req.raw.cf }), c.env, executionContext(c));
    const envelope = (await res.json().catch(() => null)) as Envelope | null;
    // Leads that come this way mean visitors' browsers did not get the app: one line each (no
    // personal data) for ops to watch (docs/operations.md "Lead notifications").
    console.warn(JSON.stringify({ level: "warn", event: "lead.without-app", status: res.status, requestId: c.get("requestId") }));
    if (res.ok && envelope?.success) return answer(c, lang, { tone: "sent", status: 200 });
    const status = ([400, 422, 429] as const).find((s) => s === res.status) ?? 500;
    return answer(c, lang, { tone: "not-sent", status, problem: envelope?.msg || message(lang, "serverError") });
  },
);

/** The form's language, from its address (`?language=`); Chinese otherwise. */
function langOf(c: Context<AppEnv>): Lang {
  return c.req.query("language") === "en" ? "en" : "zh";
}
