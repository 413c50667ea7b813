/**
 * Every call the admin app makes, by method and path (CONTRACT "Ops (admin)", "Content"): the path's
 * parameters, the query, the JSON body and the `data` of the answer. Queries and bodies are the input
 * types of the zod schemas the Worker validates with, answers the shapes of admin-api.ts, so a renamed
 * field breaks the admin's call sites in `npm run check`. Pure types: the admin imports this file
 * with `import type`; worker/api-requests-check.ts proves that the
 * Worker serves every route here with its method and takes every body.
 */
import type { z } from "zod";
import type { OpenResource } from "../../common/content-types/index.ts";
import type { Lang } from "./common.ts";
import type { dateRangeSchema, funnelQuerySchema, notifyTestQuerySchema } from "./admin.ts";
import type {
  PageAdminInput,
  AdminLead,
  AdminLeadDetail,
  AdminMe,
  EarlierLead,
  EarlierLeadsQuery,
  AdminSiteSettings,
  ContentListQuery,
  ContentResource,
  ContentTypes,
  Dashboard,
  FileList,
  FileListQuery,
  MediaItem,
  MediaListQuery,
  FunnelRow,
  LeadListQuery,
  LeadPatch,
  MultipartCompleteInput,
  MultipartCreated,
  MultipartCreateInput,
  MultipartState,
  NotifyTestOutcome,
  Page,
  PendingItem,
  PreviewLink,
  ReadableAuditEntry,
  ReviewRef,
  RestoredRef,
  RevisionEntry,
  RevisionDiff,
  RevisionSnapshot,
  SavedRef,
  SiteSettingsInput,
  Uploaded,
  UploadedPart,
  VitalsStats,
  auditQuerySchema,
  dashboardQuerySchema,
} from "./admin-api.ts";

/** A query as the URL carries it: each key of the schema's input, optional; "" and null are left out of the URL. */
type QueryOf<Input> = { [K in keyof Input]?: Exclude<Input[K], undefined> | "" | null };

interface Call<Data, Query = never, Json = never> {
  data: Data;
  query: Query;
  json: Json;
}

type ContentCalls = {
  [R in ContentResource as `GET /api/admin/${R}`]: Call<Page<ContentTypes[R]["item"]>, QueryOf<ContentListQuery>>;
} & {
  [R in ContentResource as `GET /api/admin/${R}/:id`]: Call<ContentTypes[R]["item"]>;
} & {
  [R in OpenResource as `POST /api/admin/${R}`]: Call<SavedRef, never, ContentTypes[R]["input"]>;
} & {
  [R in ContentResource as `PUT /api/admin/${R}/:id`]: Call<SavedRef, never, ContentTypes[R]["input"]>;
} & {
  [R in OpenResource as `DELETE /api/admin/${R}/:id`]: Call<{ id: number }>;
} & {
  /** The item's kept revisions, newest first (docs/decisions/0039). */
  [R in ContentResource as `GET /api/admin/${R}/:id/revisions`]: Call<RevisionEntry[]>;
} & {
  [R in ContentResource as `GET /api/admin/${R}/:id/revisions/:revisionId`]: Call<RevisionSnapshot>;
} & {
  /** That revision against the current version, field by field. */
  [R in ContentResource as `GET /api/admin/${R}/:id/revisions/:revisionId/diff`]: Call<RevisionDiff>;
} & {
  /** If-Match as PUT; the old content becomes current as a new revision. */
  [R in ContentResource as `POST /api/admin/${R}/:id/revisions/:revisionId/restore`]: Call<RestoredRef>;
} & {
  /** Review before publish (docs/decisions/0054): If-Match as PUT; visitors keep the live version. */
  [R in ContentResource as `PUT /api/admin/${R}/:id/pending`]: Call<ReviewRef, never, ContentTypes[R]["input"]>;
} & {
  [R in ContentResource as `GET /api/admin/${R}/:id/pending`]: Call<PendingItem<ContentTypes[R]["item"]>>;
} & {
  [R in ContentResource as `DELETE /api/admin/${R}/:id/pending`]: Call<{ id: number }>;
} & {
  [R in ContentResource as `POST /api/admin/${R}/:id/publish`]: Call<ReviewRef>;
} & {
  [R in ContentResource as `POST /api/admin/${R}/:id/preview-links`]: Call<PreviewLink>;
} & {
  [R in ContentResource as `DELETE /api/admin/${R}/:id/preview-links`]: Call<{ id: number; revoked: number }>;
};

interface OpsCalls {
  "GET /api/admin/me": Call<AdminMe>;
  /** A landing page (CONTRACT "Landing pages"): its path /lp/<slug>; 400 naming `path` for any other, 409 when taken. */
  "POST /api/admin/pages": Call<SavedRef & { rowVersion: number }, never, PageAdminInput>;
  "DELETE /api/admin/pages/:id": Call<{ id: number }>;
  "GET /api/admin/site-settings": Call<AdminSiteSettings>;
  "PUT /api/admin/site-settings": Call<{ rowVersion: number; version: number }, never, SiteSettingsInput>;
  "GET /api/admin/site-settings/revisions": Call<RevisionEntry[]>;
  "GET /api/admin/site-settings/revisions/:revisionId": Call<RevisionSnapshot>;
  "GET /api/admin/site-settings/revisions/:revisionId/diff": Call<RevisionDiff>;
  "POST /api/admin/site-settings/revisions/:revisionId/restore": Call<RestoredRef>;
  /** JSON, one page (pageIndex 1 and ADMIN_PAGE_SIZE unless given); the CSV is a download. */
  "GET /api/admin/consultations": Call<Page<AdminLead>, QueryOf<LeadListQuery>>;
  "GET /api/admin/consultations/:id": Call<AdminLeadDetail>;
  /** Every earlier lead of the same e-mail or phone, newest first, one page. */
  "GET /api/admin/consultations/:id/earlier": Call<Page<EarlierLead>, QueryOf<EarlierLeadsQuery>>;
  "PATCH /api/admin/consultations/:id": Call<AdminLeadDetail, never, LeadPatch>;
  "DELETE /api/admin/consultations/:id": Call<{ id: number }>;
  "POST /api/admin/consultations/:id/redeliver": Call<{ queued: number }>;
  "POST /api/admin/notifications/test": Call<{ results: NotifyTestOutcome[] }, QueryOf<z.input<typeof notifyTestQuerySchema>>>;
  /** Paged (pageIndex/pageSize given); entries readable in the request's language (0039). */
  "GET /api/admin/audit": Call<Page<ReadableAuditEntry>, QueryOf<z.input<typeof auditQuerySchema>>>;
  /** Products are named in `language` (else the admin's Accept-Language). */
  "GET /api/admin/dashboard": Call<Dashboard, QueryOf<z.input<typeof dashboardQuerySchema> & { language: Lang }>>;
  "GET /api/admin/stats/vitals": Call<VitalsStats, QueryOf<z.input<typeof dateRangeSchema>>>;
  /** JSON; `format: "csv"` is a download. */
  "GET /api/admin/stats/funnel": Call<FunnelRow[], QueryOf<z.input<typeof funnelQuerySchema>>>;
  "GET /api/admin/uploads": Call<FileList, QueryOf<FileListQuery>>;
  /** The media library, newest first, with where each file is used (docs/decisions/0055). */
  "GET /api/admin/media": Call<Page<MediaItem>, QueryOf<MediaListQuery>>;
  /** 409 (code 20001, data.usedBy) while anything uses it. */
  "DELETE /api/admin/media/:key": Call<{ key: string; variants: number }>;
}

/** Uploads go through XMLHttpRequest (progress events); their bodies are files, parts or the JSON typed here. */
interface UploadCalls {
  "POST /api/admin/uploads": Call<Uploaded>;
  /** A smaller copy of the uploaded picture `of` (its key), `w` pixels wide (docs/decisions/0041). */
  "POST /api/admin/uploads/variants": Call<Uploaded, { of: string; w: number }>;
  "POST /api/admin/uploads/multipart": Call<MultipartCreated, never, MultipartCreateInput>;
  "GET /api/admin/uploads/multipart/:uploadId": Call<MultipartState, { key: string }>;
  "PUT /api/admin/uploads/multipart/:uploadId/:partNumber": Call<UploadedPart, { key: string }>;
  "POST /api/admin/uploads/multipart/:uploadId/complete": Call<Uploaded, { key: string }, MultipartCompleteInput>;
  "DELETE /api/admin/uploads/multipart/:uploadId": Call<{ aborted: true }, { key: string }>;
}

export type AdminRequests = ContentCalls & OpsCalls & UploadCalls;
/** "GET /api/admin/consultations/:id", ... */
export type AdminRoute = keyof AdminRequests & string;
export type AdminMethod<R extends AdminRoute> = R extends `${infer M} ${string}` ? M : never;
export type AdminPathOf<R extends AdminRoute> = R extends `${string} ${infer P}` ? P : never;

/** The `:name` parameters of a path. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
export type AdminParams<R extends AdminRoute> = Record<ParamNames<AdminPathOf<R>>, string | number>;
export type AdminQuery<R extends AdminRoute> = AdminRequests[R]["query"];
export type AdminBody<R extends AdminRoute> = AdminRequests[R]["json"];
export type AdminData<R extends AdminRoute> = AdminRequests[R]["data"];
