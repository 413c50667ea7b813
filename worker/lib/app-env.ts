/** Hono environment of the app: bindings from wrangler types plus per-request variables. */
import type { RequestIdVariables } from "hono/request-id";
import type { Lang } from "../schemas/common.ts";

export interface AppEnv {
  Bindings: Env;
  Variables: RequestIdVariables & { lang: Lang };
}

// `lang` is set for every /api request by the language middleware; declaring it here lets shared
// helpers (envelope, validator hook) read it from any Context.
declare module "hono" {
  interface ContextVariableMap {
    lang: Lang;
  }
}
