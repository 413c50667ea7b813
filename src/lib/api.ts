/**
 * One typed function per API endpoint the SPA uses (CONTRACT.md). All go through `request`, so
 * every call carries Accept-Language, the bearer token and the 300 s timeout. `language` is sent as
 * a query too: it wins over the header on the server, and keeps cached public reads per language.
 * Paths, query keys, bodies and answers are typed by worker/schemas/api-requests.ts, which the
 * compiler holds to the Worker's routes and schemas: a path or field renamed there breaks the build here.
 */
import type { NavArea } from "../../common/route-table";
import type { Lang } from "../i18n/lang";
import type { ApiPath, ApiRequests } from "../../worker/schemas/api-requests";
import { buildUrl, clearUserInfo, getApiLanguage, request, TOKEN_KEY } from "./api-client";

/** Options every read accepts: a language other than the current one, silence, abort. */
export interface ReadOptions {
  language?: Lang;
  silent?: boolean;
  signal?: AbortSignal;
}

type ReadPath = { [P in ApiPath]: ApiRequests[P]["method"] extends "get" ? P : never }[ApiPath];
type WritePath = Exclude<ApiPath, ReadPath>;
type Data<P extends ApiPath> = ApiRequests[P]["data"];
type Query<P extends ReadPath> = ApiRequests[P] extends { query: infer Q } ? Q : never;
type Body<P extends WritePath> = ApiRequests[P] extends { json: infer B } ? B : never;

/** A path with its `:id` filled in (encoded). */
function withId(path: `${string}/:id`, value: string | number): string {
  return path.replace(/:id$/, encodeURIComponent(String(value)));
}

/**
 * A read named before it runs: `key` is the address it asks for (path, query and language), the
 * same on the server and in the browser, so the Worker can answer it into the page's HTML.
 */
export interface ApiRead<T> {
  key: string;
  run: (signal?: AbortSignal) => Promise<T>;
}

function describe<P extends ReadPath>(path: P, opts: ReadOptions = {}, query?: Omit<Query<P>, "language">, id?: string | number): ApiRead<Data<P>> {
  const resolved = id === undefined ? path : withId(path as `${string}/:id`, id);
  const fullQuery = { language: opts.language ?? getApiLanguage(), ...query };
  return {
    key: buildUrl(resolved, fullQuery),
    run: (signal) => request<Data<P>>(resolved, { query: fullQuery, silent: opts.silent, signal: signal ?? opts.signal }),
  };
}

function read<P extends ReadPath>(path: P, opts: ReadOptions = {}, query?: Omit<Query<P>, "language">, id?: string | number): Promise<Data<P>> {
  return describe(path, opts, query, id).run();
}

function write<P extends WritePath>(path: P, body: Body<P>, extra: { headers?: Record<string, string>; silent?: boolean } = {}): Promise<Data<P>> {
  return request<Data<P>>(path, { method: "POST", body, ...extra });
}

/** GET /api/site: brand, contacts, SaaS address, QR code, company facts; every page is served with it.
 * A page's reads are its value's (src/lib/page-data.tsx, common/page-reads.ts); the site settings
 * refresh after the app starts and the academy's player are asked here. */
export const siteRead = (opts?: ReadOptions) => describe("/site", opts);

/** GET /api/software/:id: one download with its description. */
export const getSoftwareDetail = (softwareId: string | number, opts?: ReadOptions) => read("/software/:id", opts, {}, softwareId);

/** GET /api/videos/:id: one video plus the others; each call counts a view. */
export const videoDetailRead = (videoId: string | number, opts?: ReadOptions) => describe("/videos/:id", opts, {}, videoId);

/**
 * POST /api/consultations. `idempotencyKey` makes a retry of the same attempt safe: the server
 * answers the first result again instead of storing a second lead.
 */
export const postConsultation = (body: Body<"/consultations">, idempotencyKey?: string) =>
  write("/consultations", body, { headers: idempotencyKey ? { "Idempotency-Key": idempotencyKey } : undefined });

/** POST /api/module-clicks: fire-and-forget analytics, never toasted. */
export const postModuleClick = (module: NavArea) => write("/module-clicks", { module: `${module}` as const }, { silent: true });

/** POST /api/visits: fire-and-forget page-view record, never toasted. */
export const postVisit = (body: Body<"/visits">) => write("/visits", body, { silent: true });

/** Logout: forget the token and the user info (CONTRACT "Browser storage"). */
export function logout(): void {
  try {
    localStorage.removeItem(TOKEN_KEY);
  } catch {
    /* storage disabled: nothing stored either */
  }
  clearUserInfo();
}
