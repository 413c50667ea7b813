/**
 * The admin API (CONTRACT "Ops (admin)", "Content"), one module per resource: content
 * (admin-content.ts), uploads, site settings, the lead inbox, dashboard and stats, the audit log and
 * the notification test. Bearer token or Access JWT; writes started by another site are refused
 * (middleware/same-origin.ts), and the bodiless POSTs still need the JSON content type.
 */
import { Hono } from "hono";
import type { AppEnv } from "../lib/app-env.ts";
import { ok } from "../lib/envelope.ts";
import { adminAuth, adminRoleGate } from "../middleware/admin-auth.ts";
import { sameOriginWrites } from "../middleware/same-origin.ts";
import { siteClock } from "../notify/site-time.ts";
import { adminAudit } from "./admin-audit.ts";
import { adminConsultations } from "./admin-consultations.ts";
import { adminContent } from "./admin-content.ts";
import { adminNotifications } from "./admin-notifications.ts";
import { siteSettingsRevisions } from "./admin-revisions.ts";
import { adminSiteSettings } from "./admin-site-settings.ts";
import { adminDashboard, adminStats } from "./admin-stats.ts";
import { adminUploads } from "./admin-uploads.ts";
import { adminMedia } from "./admin-media.ts";

export const admin = new Hono<AppEnv>()
  // Never indexed, 401s included.
  .use(async (c, next) => {
    await next();
    c.res.headers.set("X-Robots-Tag", "noindex");
  })
  .use(sameOriginWrites)
  .use(adminAuth)
  // What the role may not use answers 403 here, before any route runs (common/admin-roles.ts).
  .use(adminRoleGate)
  .get("/me", (c) => c.json(ok({ actor: c.get("actor"), role: c.get("role"), via: c.get("actorVia"), timeZone: siteClock(c.env).timeZone }), 200))
  .route("/", adminContent)
  .route("/uploads", adminUploads)
  .route("/media", adminMedia)
  .route("/site-settings/revisions", siteSettingsRevisions)
  .route("/site-settings", adminSiteSettings)
  .route("/consultations", adminConsultations)
  .route("/dashboard", adminDashboard)
  .route("/stats", adminStats)
  .route("/audit", adminAudit)
  .route("/notifications", adminNotifications);
