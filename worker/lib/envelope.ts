/** The JSON envelope of every /api answer (CONTRACT "Envelope"). */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import "./app-env.ts";
import { message, type MessageKey } from "./messages.ts";

export interface Envelope<T = unknown> {
  code: number;
  success: boolean;
  msg: string;
  data?: T;
}

/** Envelope codes of failures (CONTRACT table). */
export const CODES = {
  validation: 20001,
  notFound: 404,
  methodNotAllowed: 405,
  tooMany: 429,
  unauthorized: 1011008,
  /** Signed in, but the role may not use this admin route (CONTRACT "Roles"). */
  roleForbidden: 1011003,
  forbidden: 403,
  preconditionFailed: 412,
  conflict: 409,
  preconditionRequired: 428,
  server: 500,
} as const;

/** Success body: HTTP 200, code 200, msg "ok". */
export function ok<T>(data: T): { code: 200; success: true; msg: string; data: T } {
  return { code: 200, success: true, msg: "ok", data };
}

/** A failure answer in the request's language. */
export function fail<S extends ContentfulStatusCode>(
  c: Context,
  status: S,
  code: number,
  key: MessageKey,
  field?: string,
  extra?: { data?: Record<string, unknown>; vars?: Record<string, string> },
) {
  const body: Envelope<Record<string, unknown>> = { code, success: false, msg: message(c.get("lang") ?? "zh", key, field, extra?.vars) };
  if (extra?.data) body.data = extra.data;
  return c.json(body, status);
}
