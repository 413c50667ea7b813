/**
 * Security headers on every response (CONTRACT "Headers on every response"), through Hono's
 * secureHeaders. The same values are copied into public/_headers for assets served without the
 * Worker; keep both in step.
 */
import { secureHeaders } from "hono/secure-headers";

// Under `npm run dev` only, Vite injects an inline script (React refresh preamble) into the page.
// Vite replaces import.meta.env.MODE at build time, so the production Worker never allows it.
const DEV_SERVER = import.meta.env?.MODE === "development";

export const securityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: DEV_SERVER ? ["'self'", "'unsafe-inline'"] : ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:"],
    mediaSrc: ["'self'", "blob:"],
    fontSrc: ["'self'", "data:"],
    connectSrc: ["'self'"],
    frameSrc: ["'none'"],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  },
  strictTransportSecurity: "max-age=63072000; includeSubDomains",
  referrerPolicy: "strict-origin-when-cross-origin",
  xFrameOptions: "DENY",
  permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
});
