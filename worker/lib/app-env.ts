/** Hono environment of the app: bindings from wrangler types plus per-request variables. */
import type { RequestIdVariables } from "hono/request-id";
import type { Role } from "../../common/admin-roles.ts";
import type { Lang } from "../schemas/common.ts";

export interface AppEnv {
  Bindings: Env;
  Variables: RequestIdVariables & { lang: Lang; actor: string; actorVia: "token" | "access"; role: Role; db: D1DatabaseSession; bookmark: string | undefined };
}

// `lang` is set for every /api request by the language middleware; declaring it here lets shared
// helpers (envelope, validator hook) read it from any Context.
declare module "hono" {
  interface ContextVariableMap {
    lang: Lang;
    /** Admin routes: who is acting (an Access e-mail or ADMIN_TOKEN_NAME), for the audit log. */
    actor: string;
    actorVia: "token" | "access";
    /** Admin routes: the signed-in role (common/admin-roles.ts). */
    role: Role;
    /** API routes: this request's D1 session (read replication, docs/decisions/0025). */
    db: D1DatabaseSession;
    /** API routes: the client's valid `x-d1-bookmark`, if it sent one. */
    bookmark: string | undefined;
  }
}
