/**
 * Security headers on every response (CONTRACT "Headers on every response"), through Hono's
 * secureHeaders. The same values are copied into public/_headers for assets served without the
 * Worker; keep both in step. /files answers get a second, sandbox policy (routes/files.ts, mounted
 * outside this middleware so it is added after this one). With the bot check on (TURNSTILE_SECRET_KEY set), the
 * policy also allows Cloudflare Turnstile's script and frame, and only then.
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

function headersWith(turnstile: boolean) {
  const extra = turnstile ? [TURNSTILE_ORIGIN] : [];
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: [...(DEV_SERVER ? ["'self'", "'unsafe-inline'"] : ["'self'"]), ...extra],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      mediaSrc: ["'self'", "blob:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      frameSrc: turnstile ? extra : ["'none'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
    strictTransportSecurity: "max-age=63072000; includeSubDomains",
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "DENY",
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

const plain = headersWith(false);
const withTurnstile = headersWith(true);

export const securityHeaders = createMiddleware<AppEnv>((c, next) => (turnstileOn(c.env) ? withTurnstile : plain)(c, next));
