/**
 * Everything that is not /api, /open-api or /files: the SPA. Known routes get index.html with 200,
 * real static files pass through, anything else gets index.html with 404 (the SPA shows its
 * not-found page). Issue 6 will swap index.html for prerendered HTML per language here.
 */
import { Hono, type Context } from "hono";
import { HOME_PATH, matchRoute } from "../../src/app/route-table.ts";
import type { AppEnv } from "../lib/app-env.ts";

export type PageDecision =
  | { kind: "redirect"; location: string }
  | { kind: "spa" }
  | { kind: "asset" }
  | { kind: "not-found" }
  | { kind: "reserved" };

const RESERVED = /^\/(api|open-api|files)(\/|$)/;

/** What to answer for a navigation to `url` (pure, so it can be tested without assets). */
export function decidePage(url: URL): PageDecision {
  const path = url.pathname;
  if (RESERVED.test(path)) return { kind: "reserved" };
  if (path === "/") return { kind: "redirect", location: `${HOME_PATH}${url.search}` };
  if (matchRoute(path)) return { kind: "spa" };
  // A last segment with an extension names a file (robots.txt, sitemap.xml, a hashed asset).
  if (/\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf("/") + 1))) return { kind: "asset" };
  return { kind: "not-found" };
}

/** The SPA shell from the assets binding, as a fresh (mutable) response with `status`. */
async function shell(c: Context<AppEnv>, status: 200 | 404): Promise<Response> {
  const res = await c.env.ASSETS.fetch(new Request(new URL("/", c.req.url), { method: "GET" }));
  const headers = new Headers(res.headers);
  headers.set("Cache-Control", "no-cache");
  headers.delete("ETag");
  return new Response(c.req.method === "HEAD" ? null : res.body, { status, headers });
}

/**
 * A file the assets binding really has. In SPA mode the binding answers unknown paths with
 * index.html, so an HTML answer for a non-HTML name means "no such file".
 */
async function asset(c: Context<AppEnv>): Promise<Response | null> {
  const res = await c.env.ASSETS.fetch(new Request(c.req.url, { method: c.req.method, headers: c.req.raw.headers }));
  const isHtml = (res.headers.get("Content-Type") ?? "").startsWith("text/html");
  if (res.status === 404 || (isHtml && !/\.html?$/i.test(new URL(c.req.url).pathname))) return null;
  return new Response(res.body, res);
}

export const pages = new Hono<AppEnv>().get("*", async (c) => {
  const decision = decidePage(new URL(c.req.url));
  switch (decision.kind) {
    case "reserved":
      return c.notFound();
    case "redirect":
      return c.redirect(decision.location, 302);
    case "spa":
      return shell(c, 200);
    case "asset":
      return (await asset(c)) ?? shell(c, 404);
    case "not-found":
      return shell(c, 404);
  }
});
