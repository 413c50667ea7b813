/**
 * Compile-time proof that the Worker serves what the SPA calls (worker/schemas/api-requests.ts):
 * every path with its method, and every JSON body accepted by the route's validator. Nothing runs
 * here; when a route or a schema field is renamed, `npm run check` names the path that broke.
 */
import type { ExtractSchema } from "hono/types";
import type { AppType } from "./index.ts";
import type { AdminBody, AdminMethod, AdminPathOf, AdminRoute } from "./schemas/admin-requests.ts";
import type { ApiPath, ApiRequests } from "./schemas/api-requests.ts";

type Served = ExtractSchema<AppType>;
type MethodKey<P extends ApiPath> = `$${ApiRequests[P]["method"]}`;
/** What the Worker's schema records for the SPA's path and method; `false` when it has no such route. */
type Route<P extends ApiPath> = `/api${P}` extends keyof Served
  ? MethodKey<P> extends keyof Served[`/api${P}`]
    ? Served[`/api${P}`][MethodKey<P>]
    : false
  : false;

/** Paths the SPA calls that the Worker does not serve with that method. */
type Unserved = { [P in ApiPath]: Route<P> extends false ? P : never }[ApiPath];
/** Paths whose body, as the SPA types it, the Worker's validator would not take. */
type Unaccepted = {
  [P in ApiPath]: ApiRequests[P] extends { json: infer Body }
    ? Route<P> extends { input: { json: infer Accepted } }
      ? [Body] extends [Accepted]
        ? never
        : P
      : P
    : never;
}[ApiPath];

export const everyPathServed: [Unserved] extends [never] ? true : Unserved = true;
export const everyBodyAccepted: [Unaccepted] extends [never] ? true : Unaccepted = true;

/* The admin's calls (schemas/admin-requests.ts): the same two proofs, by "METHOD /api/admin/..." */
type AdminRouteOf<R extends AdminRoute> =
  AdminPathOf<R> extends keyof Served
    ? `$${Lowercase<AdminMethod<R>>}` extends keyof Served[AdminPathOf<R>]
      ? Served[AdminPathOf<R>][`$${Lowercase<AdminMethod<R>>}`]
      : false
    : false;
type AdminUnserved = { [R in AdminRoute]: AdminRouteOf<R> extends false ? R : never }[AdminRoute];
type AdminUnaccepted = {
  [R in AdminRoute]: [AdminBody<R>] extends [never]
    ? never
    : AdminRouteOf<R> extends { input: { json?: infer Accepted } }
      ? [AdminBody<R>] extends [Accepted]
        ? never
        : R
      : R;
}[AdminRoute];

export const everyAdminRouteServed: [AdminUnserved] extends [never] ? true : AdminUnserved = true;
export const everyAdminBodyAccepted: [AdminUnaccepted] extends [never] ? true : AdminUnaccepted = true;
