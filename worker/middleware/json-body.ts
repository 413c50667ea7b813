/**
 * Guards of the JSON write routes, before validation: 16 KiB limit (413), JSON content type
 * (415) and a body that parses (400). Hono caches the parsed body, so the validator reuses it.
 */
import { bodyLimit } from "hono/body-limit";
import { every } from "hono/combine";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../lib/app-env.ts";
import { CODES, fail } from "../lib/envelope.ts";

export const MAX_BODY_BYTES = 16 * 1024;

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;.*)?$/i;

const limit = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => fail(c, 413, CODES.validation, "tooLarge"),
});

/**
 * 415 unless the request is typed as JSON. Alone, it guards the bodiless admin POSTs (redeliver,
 * test notification): a browser sends this type to another site only after a CORS preflight, which
 * this Worker never grants, so a page elsewhere cannot fire them with the admin's Access cookie.
 */
export const jsonContentType = createMiddleware<AppEnv>(async (c, next) => {
  if (!JSON_TYPE.test(c.req.header("Content-Type") ?? "")) {
    return fail(c, 415, CODES.validation, "unsupportedType");
  }
  await next();
});

const parses = createMiddleware<AppEnv>(async (c, next) => {
  try {
    await c.req.json();
  } catch {
    return fail(c, 400, CODES.validation, "notJson");
  }
  await next();
});

/** All three guards, in order. */
export const jsonBody = every(limit, jsonContentType, parses);

/**
 * Admin content bodies: a news item's Markdown in two languages outgrows 16 KiB, so the admin's
 * JSON routes allow 512 KiB (only signed-in staff reach them).
 */
export const ADMIN_MAX_BODY_BYTES = 512 * 1024;
export const adminJsonBody = every(
  bodyLimit({ maxSize: ADMIN_MAX_BODY_BYTES, onError: (c) => fail(c, 413, CODES.validation, "adminTooLarge") }),
  jsonContentType,
  parses,
);
