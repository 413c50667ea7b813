/** POST /api/admin/notifications/test (CONTRACT "Ops (admin)"): a sample message to each configured channel, or to ?channel=. */
import { auditActor } from "../middleware/admin-auth.ts";
import { Hono } from "hono";
import { recordAudit } from "../db/audit.ts";
import type { AppEnv } from "../lib/app-env.ts";
import { ok } from "../lib/envelope.ts";
import { jsonContentType } from "../middleware/json-body.ts";
import { validate } from "../middleware/validate.ts";
import { notifyEnv } from "../notify/settings.ts";
import { sendTestMessages } from "../notify/test-message.ts";
import { notifyTestQuerySchema } from "../schemas/admin.ts";

export const adminNotifications = new Hono<AppEnv>().post("/test", jsonContentType, validate("query", notifyTestQuerySchema), async (c) => {
  const channel = c.req.valid("query").channel;
  const results = await sendTestMessages(notifyEnv(c.env), channel);
  await recordAudit(c.var.db, auditActor(c), "notify-test", "notifications", channel ?? null);
  return c.json(ok({ results }), 200);
});
