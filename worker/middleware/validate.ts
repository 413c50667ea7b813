/**
 * zod validation through @hono/zod-validator with the envelope's 400/20001 answer naming the first
 * bad field in the request's language. A bad path parameter means "no such item": 404.
 */
import { zValidator } from "@hono/zod-validator";
import type { Context, ValidationTargets } from "hono";
import type { z } from "zod";
import { CODES, fail } from "../lib/envelope.ts";
import { issueKind } from "../schemas/common.ts";

/** Validator middleware for `target` that answers in the envelope when `schema` rejects. */
export function validate<T extends z.ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return zValidator(target, schema, (result, c: Context) => {
    if (result.success) return;
    if (target === "param") return fail(c, 404, CODES.notFound, "notFound");
    const issue = result.error.issues[0]!;
    const field = issue.path.length > 0 ? issue.path.map(String).join(".") : target === "header" ? "headers" : "body";
    // The admin app puts the message next to the field: it gets the field's path as data too.
    const extra = c.req.path.startsWith("/api/admin/") ? { data: { field } } : undefined;
    return fail(c, 400, CODES.validation, issueKind(issue), field, extra);
  });
}
