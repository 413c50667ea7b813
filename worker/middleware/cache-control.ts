/** Cache-Control of API answers: `no-store` unless a public read marked itself cacheable. */
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../lib/app-env.ts";

/** Seconds a public read may be cached by browsers and the edge. */
export const PUBLIC_READ_MAX_AGE = 60;

/** Default for everything under /api: never stored. */
export const noStore = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
});

/** Marks a successful public read as briefly cacheable; the body depends on the language. */
export const publicRead = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.res.status === 200) {
    c.res.headers.set("Cache-Control", `public, max-age=${PUBLIC_READ_MAX_AGE}`);
    c.res.headers.append("Vary", "Accept-Language");
  }
});
