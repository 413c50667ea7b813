/**
 * One D1 session per API request (read replication, docs/decisions/0025), on `c.var.db` for the
 * routes. Writes start at the primary; reads continue from the client's bookmark when it sent one,
 * else a public read may start at any replica and an admin read at the primary (staff see what
 * they just saved even without a bookmark). The answer carries the session's bookmark, or, when no
 * query ran (a cached read), the client's own, so the client keeps the newest it has seen.
 */
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../lib/app-env.ts";
import { BOOKMARK_HEADER, clientBookmark } from "../../common/d1-bookmark.ts";

const READ_METHODS = new Set(["GET", "HEAD"]);

/** Where a request's session starts: a bookmark or a constraint. */
export function sessionStart(method: string, path: string, bookmark: string | undefined): string {
  // A write goes to the primary anyway; starting there also makes its own reads (an Idempotency-Key
  // lookup, a version check) see every earlier write, whatever bookmark the client holds.
  if (!READ_METHODS.has(method)) return "first-primary";
  if (bookmark) return bookmark;
  return path.startsWith("/api/admin") ? "first-primary" : "first-unconstrained";
}

/** The request's valid bookmark, if it sent one: also what an answer that ran no query carries (the fast path's too). */
export function requestBookmark(req: Request): string | undefined {
  return clientBookmark(req.headers.get(BOOKMARK_HEADER));
}

export const d1Session = createMiddleware<AppEnv>(async (c, next) => {
  const bookmark = requestBookmark(c.req.raw);
  c.set("bookmark", bookmark);
  c.set("db", c.env.DB.withSession(sessionStart(c.req.method, c.req.path, bookmark)));
  await next();
  // The route may have swapped the session (a read cache miss continues from the version's bookmark).
  const latest = c.var.db.getBookmark() ?? bookmark;
  if (latest) c.res.headers.set(BOOKMARK_HEADER, latest);
});
