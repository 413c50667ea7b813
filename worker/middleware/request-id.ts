/**
 * `X-Request-Id` on every answer (and `c.var.requestId` for the logs): the client's id when it is
 * short and plain, else a new UUID (hono/request-id's rule). The fast path (worker/fast-read.ts)
 * makes its answers' ids with the same `requestIdOf`.
 */
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../lib/app-env.ts";

export const REQUEST_ID_HEADER = "X-Request-Id";

/** The id of a request that sent `header`: kept when at most 255 word characters, `-` or `=`; else a new one. */
export function requestIdOf(header: string | null | undefined): string {
  return header && header.length <= 255 && !/[^\w\-=]/.test(header) ? header : crypto.randomUUID();
}

export const requestId = createMiddleware<AppEnv>(async (c, next) => {
  const id = requestIdOf(c.req.header(REQUEST_ID_HEADER));
  c.set("requestId", id);
  c.header(REQUEST_ID_HEADER, id);
  await next();
});
