/**
 * Security headers on every response (CONTRACT "Headers on every response"), through Hono's
 * secureHeaders. The same values are copied into public/_headers for assets served without the
 * Worker; keep both in step. /files answers get a second, sandbox policy (routes/files.ts, mounted
 * outside this middleware so it is added after this one). With the bot check on (TURNSTILE_SECRET_KEY set), the
 * policy also allows Cloudflare Turnstile's script and frame, and only then.
 *
 * Framing is refused everywhere but in the page editor's live preview (src/admin/pages/page-preview.tsx):
 * the admin may frame this origin's pages, and a page asked for with `?preview=` may be framed by
 * this origin (never by another).
 */
import { createMiddleware } from "hono/factory";
import { secureHeaders } from "hono/secure-headers";
import type { AppEnv } from "../lib/app-env.ts";
import { turnstileOn } from "../lib/turnstile.ts";

// Under `npm run dev` only, Vite injects an inline script (React refresh preamble) into the page.
// Vite replaces import.meta.env.MODE at build time, so the production Worker never allows it.
const DEV_SERVER = import.meta.env?.MODE === "development";

/** Where the Turnstile widget's script and iframe come from. */
export const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com";

/** Who may frame whom: nobody; a page opened for the preview (framed by this origin); the admin (frames this origin). */
type Framing = "none" | "preview" | "admin";

function headersWith(turnstile: boolean, framing: Framing) {
  const extra = turnstile ? [TURNSTILE_ORIGIN] : [];
  const frameSrc = framing === "admin" ? ["'self'", ...extra] : turnstile ? extra : ["'none'"];
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: [...(DEV_SERVER ? ["'self'", "'unsafe-inline'"] : ["'self'"]), ...extra],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      mediaSrc: ["'self'", "blob:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      frameSrc,
      frameAncestors: framing === "preview" ? ["'self'"] : ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
    strictTransportSecurity: "max-age=63072000; includeSubDomains",
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: framing === "preview" ? "SAMEORIGIN" : "DENY",
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
    // Hono's other defaults speak to browsers that are gone (Internet Explorer's download and XSS
    // filters, Flash's cross-domain policies) or restate what current browsers do anyway; every
    // header is paid on every answer (a cached read's throughput, the first round trip of a page),
    // and the asset server's set in public/_headers never had them.
    xXssProtection: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xDnsPrefetchControl: false,
    originAgentCluster: false,
  });
}

const FRAMINGS = ["none", "preview", "admin"] as const;
const plain = Object.fromEntries(FRAMINGS.map((f) => [f, headersWith(false, f)])) as Record<Framing, ReturnType<typeof headersWith>>;
const withTurnstile = Object.fromEntries(FRAMINGS.map((f) => [f, headersWith(true, f)])) as Record<Framing, ReturnType<typeof headersWith>>;

const ADMIN_SHELL = /^\/admin(?:\.html|\/|$)/;

function framingOf(url: string): Framing {
  const u = new URL(url);
  if (ADMIN_SHELL.test(u.pathname)) return "admin";
  if (u.searchParams.has("preview") && !/^\/(?:api|open-api|files)\//.test(u.pathname)) return "preview";
  return "none";
}

export const securityHeaders = createMiddleware<AppEnv>((c, next) => (turnstileOn(c.env) ? withTurnstile : plain)[framingOf(c.req.url)](c, next));
