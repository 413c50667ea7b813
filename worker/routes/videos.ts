/**
 * GET /api/videos and /api/videos/:id. A detail GET counts at most one view per client (IPv6 by its
 * /64) per video per UTC hour, so it is never cached; it is rate-limited like visits (120 a minute per
 * client), and the marks of an hour are bounded (db/videos.ts VIEW_MARKS_PER_HOUR).
 */
import { Hono } from "hono";
import { listVideos, viewVideo } from "../db/videos.ts";
import type { AppEnv } from "../lib/app-env.ts";
import { clientKeyOf } from "../lib/client-key.ts";
import { hmacHex } from "../lib/crypto.ts";
import { CODES, fail, ok } from "../lib/envelope.ts";
import { clientIp } from "../lib/visitor.ts";
import { publicRead } from "../middleware/cache-control.ts";
import { rateLimit } from "../middleware/rate-limit.ts";
import { validate } from "../middleware/validate.ts";
import { idParamSchema } from "../schemas/common.ts";

export const videos = new Hono<AppEnv>()
  .get("/", publicRead, async (c) => {
    return c.json(ok(await listVideos(c.var.db, c.get("lang"))), 200);
  })
  .get("/:id", rateLimit("event"), validate("param", idParamSchema), async (c) => {
    const id = Number(c.req.valid("param").id);
    const lang = c.get("lang");
    // HEAD is answered by Hono from the GET handler; it must not count as a view.
    const [all, viewed] = await Promise.all([listVideos(c.var.db, lang), c.req.method === "HEAD" ? undefined : countView(c.env, clientIp(c), lang, id)]);
    const video = viewed === undefined ? all.find((v) => v.id === id) : viewed;
    if (!video) return fail(c, 404, CODES.notFound, "notFound");
    return c.json(ok({ ...video, others: all.filter((v) => v.id !== id) }), 200);
  });

/** Counts the view under a mark of (client, video, hour) keyed with the secret, so marks name no one. */
async function countView(env: Env, ip: string | undefined, lang: "zh" | "en", id: number) {
  const hour = new Date().toISOString().slice(0, 13);
  const viewKey = await hmacHex(env.IP_SALT || "views", `${clientKeyOf(ip)}|${id}|${hour}`);
  return viewVideo(env.DB, lang, id, viewKey, hour);
}
