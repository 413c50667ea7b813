/**
 * The admin API (CONTRACT "Ops (admin)", "Content"): zod request schemas and the response shapes of
 * every /api/admin route the admin app calls. Pure (zod only, no Worker APIs): the SPA imports the
 * types with `import type` and may import the schemas to check a form before it is sent.
 *
 * Rules every route shares:
 * - Auth: `Authorization: Bearer <token>` or, behind Cloudflare Access, the `Cf-Access-Jwt-Assertion`
 *   header the edge adds. Neither: 401 code 1011008. `GET /api/admin/me` says who is signed in.
 * - Envelope as everywhere: { code, success, msg, data? }. A 400 (code 20001) names the first bad field
 *   in `msg` and in `data.field` (dotted path, e.g. "title.en").
 * - Versions: GET of one item answers `rowVersion` and `ETag: "<rowVersion>"`. PUT (and DELETE of content)
 *   need `If-Match` with that ETag (or the bare version number): none -> 428 code 428; stale -> 412
 *   code 412 with `data: StaleInfo` (who saved it and when).
 */
import { z } from "zod";
import type { Role } from "../../common/admin-roles.ts";
import { DIAL_CODES } from "../../common/area-codes.ts";
import { LEAD_STATUSES, type LeadStatus } from "../../common/lead-statuses.ts";
import { CONTENT_RESOURCES, CONTENT_TYPES, type ContentResource } from "../../common/content-types/index.ts";
import { type Bilingual, type ContentType, filePath, link, publishRequired, texts } from "../../common/content-types/define.ts";
import { NEWS_TABS } from "../../common/content-types/news.ts";
import { publishProblems } from "../../common/page-blocks.ts";
import type { RevisionChanges } from "../../common/revision-summary.ts";
import type { FieldDiff } from "../../common/revision-diff.ts";

/* ---------------------------------------------------------------- shared pieces */

import { CONTENT_STATUSES, type ContentStatus } from "../../common/content-types/status.ts";
export { CONTENT_STATUSES, type ContentStatus };

export { LEAD_STATUSES, type LeadStatus } from "../../common/lead-statuses.ts";

/** Text a visitor reads, one per language. A draft may leave a language blank; publishing may not. */
export type { Bilingual };

const bilingual = texts;

/** A link that leaves the site (the header's SaaS link): an absolute http(s) URL only. */
const httpUrl = link.regex(/^https?:\/\/[^\s/?#]/);
const day = z.iso.date();

/**
 * The request schema of a content type: its one schema (common/content-types) with the status, and,
 * on publishing, both languages of the texts marked requiredToPublish.
 */
function contentSchema<S extends z.ZodObject>(type: ContentType<S>): z.ZodType<Flat<z.output<S> & Status>, Flat<z.input<S> & Status>> {
  const required = publishRequired(type);
  const shown = type.shownDate;
  return type.schema
    .extend({ status: z.enum(CONTENT_STATUSES) })
    .superRefine((value, ctx) => {
      // An unpublish time must come after the publish time: the item would never be shown.
      const { publishAt, unpublishAt } = value as { publishAt?: string | null; unpublishAt?: string | null };
      if (publishAt && unpublishAt && Date.parse(unpublishAt) <= Date.parse(publishAt)) {
        ctx.addIssue({ code: "custom", message: "invalid", path: ["unpublishAt"] });
      }
      if (value.status !== "published") return;
      for (const f of required) {
        const text = (value as Record<string, unknown>)[f] as Bilingual;
        for (const lang of ["zh", "en"] as const) {
          if (!text[lang]) ctx.addIssue({ code: "custom", message: "required", path: [f, lang] });
        }
      }
    })
    .transform((value) => {
      // The date visitors see is the go-live time: publishAt when set (in UTC, as publishAt is stored).
      const at = (value as Record<string, unknown>).publishAt;
      return shown && typeof at === "string" ? { ...value, [shown]: new Date(at).toISOString() } : value;
    }) as unknown as z.ZodType<Flat<z.output<S> & Status>, Flat<z.input<S> & Status>>;
}
type Status = { status: ContentStatus };
type Flat<T> = { [K in keyof T]: T[K] };

/** GET /api/admin/{resource}: drafts included, newest (or display order) first. */
export const contentListQuerySchema = z.object({
  pageIndex: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  /** Searched in both languages' titles (names for software, headlines for banners). */
  q: z.string().trim().max(100).optional(),
  status: z.enum(CONTENT_STATUSES).optional(),
  /** software only: software or manual. */
  kind: CONTENT_TYPES.software.schema.shape.kind.optional(),
  /** news only. */
  tab: z.enum(NEWS_TABS).optional(),
});
export type ContentListQuery = z.input<typeof contentListQuerySchema>;

/** Page size of the inbox and the audit log when only pageIndex is given. */
export const ADMIN_PAGE_SIZE = 50;

export interface Page<T> {
  list: T[];
  total: number;
  pageIndex: number;
  pageSize: number;
}

/**
 * Every content item carries these. The integer the contract calls the item's `version` is
 * `rowVersion` here (the ETag's value), because software and update logs already have a `version`
 * field: the product release ("5.2.1"). POST and PUT answer it as `version` (SavedRef).
 */
export type Versioned = {
  id: number;
  rowVersion: number;
  /** ISO date-time of the last save. */
  updatedAt: string;
  /** Actor of the last save: an e-mail (Access) or the token's name (ADMIN_TOKEN_NAME). */
  updatedBy: string | null;
  /** A change saved for review waits to be published (CONTRACT "Review before publish"). */
  pending?: boolean;
};

/** PUT …/:id/pending and POST …/:id/publish: the item's new version (also the ETag). */
export interface ReviewRef {
  id: number;
  rowVersion: number;
  version: number;
}

/** GET …/:id/pending: the item as it would be published, with when and by whom the change was saved. */
export type PendingItem<T> = T & { pending: true; pendingSavedAt: string; pendingSavedBy: string | null };

/** POST …/:id/preview-links: the signed address (7 days) and its expiry. */
export interface PreviewLink {
  url: string;
  expiresAt: string;
}

/** POST, PUT answer: the version now stored as `rowVersion` (CONTRACT), and as `version`, its older name. */
export interface SavedRef {
  id: number;
  rowVersion: number;
  version: number;
}

/** `data` of a 412: the version now stored and who saved it. */
export interface StaleInfo {
  version: number;
  updatedAt: string;
  updatedBy: string | null;
}

/* ---------------------------------------------------------------- content types (common/content-types) */

export const newsInputSchema = contentSchema(CONTENT_TYPES.news);
export type NewsInput = z.input<typeof newsInputSchema>;
export type AdminNews = z.output<typeof newsInputSchema> & Versioned;

export const bannerInputSchema = contentSchema(CONTENT_TYPES.banners);
export type BannerInput = z.input<typeof bannerInputSchema>;
export type AdminBanner = z.output<typeof bannerInputSchema> & Versioned;

export const softwareInputSchema = contentSchema(CONTENT_TYPES.software);
export type SoftwareInput = z.input<typeof softwareInputSchema>;
export type AdminSoftware = z.output<typeof softwareInputSchema> &
  Versioned & {
    /** From the R2 object at save time. */
    size: number;
    /** The clean download name (hash dropped). */
    fileName: string;
    fileUrl: string;
  };

export const videoInputSchema = contentSchema(CONTENT_TYPES.videos);
export type VideoInput = z.input<typeof videoInputSchema>;
export type AdminVideo = z.output<typeof videoInputSchema> &
  Versioned & {
    /** Read from the MP4 at save time (0 when the file has no readable duration, e.g. WebM). */
    durationSeconds: number;
    views: number;
    uploadedAt: string;
  };

export const updateLogInputSchema = contentSchema(CONTENT_TYPES["update-logs"]);
export type UpdateLogInput = z.input<typeof updateLogInputSchema>;
export type AdminUpdateLog = z.output<typeof updateLogInputSchema> & Versioned;

/**
 * A content page (common/pages.ts, common/page-blocks.ts). Publishing also refuses a picture without
 * alt text in either language: the 400 names the field, e.g. `blocks.2.figure.alt.en`.
 */
/**
 * A page's head beyond its title and description (CONTRACT "Landing pages"): kept out of search
 * engines and the sitemap (`noindex`), its own share picture (a site path); left out of a save, each
 * keeps its stored value (a new page: indexed, the site's picture). `path` names the page a POST
 * creates (a landing page's, checked by the route); a save of an existing page ignores it.
 */
const pageHeadSchema = z.object({
  path: z.string().max(100).optional(),
  noindex: z.boolean().optional(),
  sharePicture: z
    .string()
    .trim()
    .max(500)
    .regex(/^\/(files|img)\/[\w\-./%]+$/)
    .nullable()
    .optional(),
  /** The product the page's contact form has chosen (an id of the form's product list), or null. */
  contactProduct: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,40}$/)
    .nullable()
    .optional(),
});

export const pageAdminInputSchema = z.intersection(contentSchema(CONTENT_TYPES.pages), pageHeadSchema).superRefine((p, ctx) => {
  if (p.status !== "published") return;
  for (const problem of publishProblems(p)) {
    if (problem.block < 0) continue; // the title: the described publish rule names it
    const path = `blocks.${problem.block}.${problem.field.replace(/\[(\d+)\]/g, ".$1")}`;
    ctx.addIssue({ code: "custom", message: problem.message, path: path.split(".").map((k) => (/^\d+$/.test(k) ? Number(k) : k)) });
  }
});
export type PageAdminInput = z.input<typeof pageAdminInputSchema>;
/**
 * What visitors get of a page (the admin's page item, `live`): its newest published copy, `published`
 * when its time has come (or it had none), `scheduled` while `publishAt` is ahead (visitors keep the
 * copy published before until then). `publishedAt`/`publishedBy`: the save that published it, null
 * while the page still shows its seeded copy. A page always has a published copy (the seed's).
 */
export interface PageLive {
  status: "published" | "scheduled";
  publishAt: string | null;
  publishedAt: string | null;
  publishedBy: string | null;
}
/**
 * A page as the admin reads it: the copy being edited (the working copy); `status` published when the
 * last save published it. `path` is fixed by the seed. `live`: the published copy (above);
 * `hasDraftChanges`: the working copy's title, description, blocks or publish time differ from it.
 */
export type AdminPage = z.output<typeof pageAdminInputSchema> & Versioned & { path: string; live: PageLive; hasDraftChanges: boolean };

/* ---------------------------------------------------------------- site settings (one record) */

export const siteFactSchema = z.object({
  /**
   * Names the figure for the pages that pick it by exactly this key (founded, roadKm, schemeEfficiency,
   * ...: FactKey in src/content/types.ts), so camelCase is allowed and a key is never case-folded.
   */
  key: z
    .string()
    .trim()
    .regex(/^[a-z][a-zA-Z0-9-]{0,39}$/)
    .optional(),
  value: bilingual(50),
  label: bilingual(200),
});

const required = (max: number) => bilingual(max).refine((b) => b.zh !== "" && b.en !== "", "required");
/** A filing number as printed: bounded, one line of plain text. */
const filingText = z
  .string()
  .trim()
  .max(60)
  .regex(/^[^\p{Cc}<>]*$/u);
/** One line of plain text a visitor reads (legal name, address, a certification): no control characters or markup. */
const plainLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(/^[^\p{Cc}<>]*$/u);
const plainBilingual = (max: number) => z.object({ zh: plainLine(max), en: plainLine(max) });

/**
 * The business licence number (统一社会信用代码, GB 32100-2015): 18 characters of digits and capitals
 * without I, O, S, V, Z, the last a check character over the first 17. "" when not set.
 */
export const licenceNumberSchema = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .refine((v) => v === "" || validLicenceNumber(v), "not an 18-character unified social credit code (统一社会信用代码)");

const USCC_CHARS = "0123456789ABCDEFGHJKLMNPQRTUWXY";
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

export function validLicenceNumber(v: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{18}$/.test(v)) return false;
  const sum = USCC_WEIGHTS.reduce((s, w, i) => s + USCC_CHARS.indexOf(v[i]!) * w, 0);
  return USCC_CHARS[(31 - (sum % 31)) % 31] === v[17];
}

export const siteSettingsInputSchema = z
  .object({
    brandName: required(100),
    hotline: required(50),
    contactPerson: required(100),
    phone: required(50),
    whatsapp: bilingual(50),
    email: required(254),
    /** The header's link to the SaaS platform, per language. */
    saasUrl: z.object({ zh: httpUrl, en: httpUrl }),
    /** One QR image for both languages. */
    qrPath: filePath,
    facts: z.array(siteFactSchema).max(30),
    /** The privacy policy (/privacy), Markdown; {{brandName}} and {{email}} are filled from these settings. */
    privacyPolicy: required(20_000),
    /** ICP filing number shown in the footer, e.g. 京ICP备12345678号-1; "" hides it. */
    icpNumber: filingText,
    /** Public-security filing number, e.g. 京公网安备 11010502012345号; "" hides it. */
    psbNumber: filingText,
    /** The number inside psbNumber, which the footer's link to beian.mps.gov.cn queries. */
    psbCode: z
      .string()
      .trim()
      .regex(/^(\d{6,20})?$/),
    /** Content of <meta name="baidu-site-verification">; "" leaves the tag out. */
    baiduVerification: z
      .string()
      .trim()
      .regex(/^([A-Za-z0-9_-]{1,64})?$/),
    /** The form's area code for a visitor whose country the edge does not know (SPEC: +65). */
    defaultAreaCode: z
      .string()
      .trim()
      .refine((v) => DIAL_CODES.has(v), "not a dialling code of the list"),
    /*
     * Who the company legally is (about page, footer, Organization structured data; each shown only when
     * set). Optional in a request: one that leaves them out keeps what is stored.
     */
    /** The registered company name, per language (北京路衍数字科技有限公司). */
    legalName: plainBilingual(200).optional(),
    /** The registered address, per language. */
    address: plainBilingual(300).optional(),
    /** 统一社会信用代码, one value for both languages. */
    licenceNumber: licenceNumberSchema.optional(),
    /** Certifications held (ISO 9001, CMMI, high-tech enterprise ...), each named in both languages. */
    certifications: z.array(plainBilingual(200)).max(20).optional(),
  })
  .superRefine((s, ctx) => {
    // The link is built from the code: it must be the one the shown number names.
    if (s.psbNumber && !s.psbCode) ctx.addIssue({ code: "custom", message: "required with psbNumber", path: ["psbCode"] });
    else if (s.psbCode && !s.psbNumber.includes(s.psbCode)) ctx.addIssue({ code: "custom", message: "not the number in psbNumber", path: ["psbCode"] });
  });
export type SiteSettingsInput = z.input<typeof siteSettingsInputSchema>;
/** The record as the admin reads it: `privacyVersion` (the day the policy's text last changed) is set by the save. */
export type AdminSiteSettings = Required<z.output<typeof siteSettingsInputSchema>> & Omit<Versioned, "id"> & { privacyVersion: string };

/** Resource names in the path: /api/admin/{resource}. */
export { CONTENT_RESOURCES, type ContentResource };

export interface ContentTypes {
  news: { input: NewsInput; item: AdminNews };
  banners: { input: BannerInput; item: AdminBanner };
  software: { input: SoftwareInput; item: AdminSoftware };
  videos: { input: VideoInput; item: AdminVideo };
  "update-logs": { input: UpdateLogInput; item: AdminUpdateLog };
  pages: { input: PageAdminInput; item: AdminPage };
}

/* ---------------------------------------------------------------- uploads */

/**
 * Accepted types, recognised by the file's first bytes (never by name or Content-Type alone). The
 * name's extension must be one of the detected type's: a PNG named .exe answers 415.
 */
export const UPLOAD_TYPES = {
  pdf: { contentType: "application/pdf", extensions: ["pdf"], folder: "manuals" },
  zip: { contentType: "application/zip", extensions: ["zip"], folder: "installers" },
  "7z": { contentType: "application/x-7z-compressed", extensions: ["7z"], folder: "installers" },
  exe: { contentType: "application/vnd.microsoft.portable-executable", extensions: ["exe"], folder: "installers" },
  msi: { contentType: "application/x-msi", extensions: ["msi"], folder: "installers" },
  png: { contentType: "image/png", extensions: ["png"], folder: "images" },
  jpeg: { contentType: "image/jpeg", extensions: ["jpg", "jpeg"], folder: "images" },
  webp: { contentType: "image/webp", extensions: ["webp"], folder: "images" },
  avif: { contentType: "image/avif", extensions: ["avif"], folder: "images" },
  mp4: { contentType: "video/mp4", extensions: ["mp4", "m4v"], folder: "videos" },
  webm: { contentType: "video/webm", extensions: ["webm"], folder: "videos" },
} as const;
export type UploadType = keyof typeof UPLOAD_TYPES;

/** Largest single-request upload and largest part (bytes); smallest part but the last. */
export const UPLOAD_MAX_BYTES = 100 * 1024 * 1024;
export const PART_MIN_BYTES = 5 * 1024 * 1024;
/**
 * Largest multipart file: R2's largest single write (5 GiB less 5 MiB), since a completed upload is
 * streamed to its content-hashed key in one put (docs/decisions/0019, amendment).
 */
export const MULTIPART_MAX_BYTES = 5 * 1024 * 1024 * 1024 - 5 * 1024 * 1024;

/**
 * POST /api/admin/uploads: raw body, `Content-Length` (required, at most UPLOAD_MAX_BYTES, else 413),
 * `X-File-Name` (percent-encoded UTF-8). -> Uploaded.
 */
export interface Uploaded {
  /** R2 key, e.g. images/Cover-1a2b3c4d.png (software's fileKey). */
  key: string;
  /** /files/<key> (coverPath, mediaPath, videoPath, qrPath). */
  path: string;
  size: number;
  contentType: string;
  /** MP4 only: seconds, from the file. */
  durationSeconds?: number;
  /** Raster pictures (and their variants): pixels, read from the file. */
  width?: number;
  height?: number;
}

/** GET /api/admin/uploads?folder=&cursor=: the stored files, 100 a page, for picking an existing one. */
export const fileListQuerySchema = z.object({
  folder: z.enum(["images", "videos", "installers", "manuals"]).optional(),
  cursor: z.string().max(1000).optional(),
});
export type FileListQuery = z.input<typeof fileListQuerySchema>;
export interface StoredFile {
  key: string;
  path: string;
  size: number;
  contentType: string | null;
  uploadedAt: string;
  /** The download name (hash dropped). */
  fileName: string;
}
export interface FileList {
  list: StoredFile[];
  /** Pass back as `cursor` for the next page; null at the end. */
  cursor: string | null;
}

/** GET /api/admin/media?q=&pageIndex=&pageSize= (docs/decisions/0055): the media library, newest first. */
export const mediaListQuerySchema = z.object({
  /** Searched in the file's name. */
  q: z.string().trim().max(100).optional(),
  /** Only what a file field takes (a picture field: pictures), as UploadAccept names it. */
  accept: z.enum(["image", "video", "media", "download"]).optional(),
  pageIndex: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
});
export type MediaListQuery = z.input<typeof mediaListQuerySchema>;

/** DELETE /api/admin/media/:key: the R2 key, percent-encoded as one path segment. */
export const mediaKeyParamSchema = z.object({ key: z.string().min(1).max(1000) });

/** One place a stored file is used (worker/admin/media-usage.ts). */
export interface MediaUse {
  /** A content resource, or "site-settings". */
  kind: ContentResource | "site-settings";
  /** The item's id; null for the site settings. */
  id: number | null;
  /** The item as staff know it: its title; a page (landing pages included) by its address and title. */
  label: string;
  /** The field's path in the item: coverPath, blocks.2.figure.src, qrPath. */
  field: string;
  /** The field as its editor labels it, in the request's language (a page block by its place and kind). */
  fieldLabel: string;
  /** The admin screen that edits it (/admin/news/12, /admin/pages/3, /admin/settings). */
  editor: string;
}

/** One file of the media library. */
export interface MediaItem {
  key: string;
  /** /files/<key>. */
  path: string;
  /** The name it was uploaded under. */
  name: string;
  /** Bytes; null when R2 no longer has the file. */
  size: number | null;
  contentType: string | null;
  uploadedAt: string;
  uploadedBy: string | null;
  /** Raster pictures: pixels. */
  width?: number;
  height?: number;
  /** Raster pictures: their narrower WebP/AVIF copies (docs/decisions/0041). */
  variants?: { w: number; h: number; path: string; type: string }[];
  /** Where it is used, computed from the content; empty when nowhere (it may be deleted). */
  usedBy: MediaUse[];
}

/** POST /api/admin/uploads/multipart -> MultipartCreated. */
export const multipartCreateSchema = z.object({
  fileName: z.string().trim().min(1).max(200),
  contentType: z.string().trim().max(100).optional(),
  /** Total bytes, if known (checked against MULTIPART_MAX_BYTES). */
  size: z.number().int().min(1).max(MULTIPART_MAX_BYTES).optional(),
});
export type MultipartCreateInput = z.input<typeof multipartCreateSchema>;
export interface MultipartCreated {
  uploadId: string;
  /** The upload's temporary key (`tmp/<uuid>`), for `?key=`; the file's own key comes from complete. */
  key: string;
}

/** `?key=` on every multipart call after create. */
export const multipartKeyQuerySchema = z.object({ key: z.string().min(1).max(600) });

/**
 * PUT /api/admin/uploads/multipart/:uploadId/:partNumber?key= raw body (1-10000; 5-100 MB but the last;
 * part 1's first bytes decide the type: 415 if not accepted). -> UploadedPart.
 */
export interface UploadedPart {
  partNumber: number;
  etag: string;
  size: number;
}

/** GET /api/admin/uploads/multipart/:uploadId?key= -> the parts stored so far, to resume. */
export interface MultipartState {
  uploadId: string;
  key: string;
  fileName: string;
  parts: UploadedPart[];
}

/** POST /api/admin/uploads/multipart/:uploadId/complete?key= -> Uploaded. */
export const multipartCompleteSchema = z.object({
  parts: z
    .array(z.object({ partNumber: z.number().int().min(1).max(10_000), etag: z.string().min(1).max(200) }))
    .min(1)
    .max(10_000),
});
export type MultipartCompleteInput = z.input<typeof multipartCompleteSchema>;

/** DELETE /api/admin/uploads/multipart/:uploadId?key= -> { aborted: true }. */

/* ---------------------------------------------------------------- leads */

/** GET /api/admin/consultations: JSON one page (pageIndex default 1, pageSize default ADMIN_PAGE_SIZE); format=csv streams all. */
export const leadListQuerySchema = z
  .object({
    from: day.optional(),
    to: day.optional(),
    format: z.enum(["json", "csv"]).default("json"),
    pageIndex: z.coerce.number().int().min(1).optional(),
    pageSize: z.coerce.number().int().min(1).max(500).optional(),
    status: z.enum(LEAD_STATUSES).optional(),
    /** productId */
    product: z.string().trim().max(64).optional(),
    language: z.enum(["zh", "en"]).optional(),
    /** Substring of name, e-mail or phone. */
    q: z.string().trim().max(100).optional(),
  })
  .refine((r) => !r.from || !r.to || r.from <= r.to, { path: ["from"], message: "from after to" });
export type LeadListQuery = z.input<typeof leadListQuerySchema>;

export interface LeadDelivery {
  channel: string;
  status: "pending" | "sent" | "failed" | "dead";
  attempts: number;
  lastError?: string;
  sentAt?: string;
}

export interface AdminLead {
  id: number;
  createdAt: string;
  customerName: string;
  email: string;
  ac: string | null;
  phone: string;
  productId: string | null;
  productName: string | null;
  guestbook: string | null;
  /** The visitor's organisation; null when not given. */
  company: string | null;
  formShape: "current" | "legacy";
  language: string;
  /** The page the form was sent from. */
  page: string | null;
  /** The visit's first page (path and query); null when the client kept none (older leads, other clients). */
  landingPage: string | null;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  country: string | null;
  userAgent: string | null;
  status: LeadStatus;
  /** The bot check was on but could not be run (siteverify unreachable). */
  unverified: boolean;
  /** Who works the lead (admin inbox). */
  assignee: string | null;
  /** When the visitor consented to the privacy notice (the server's time); null: consent not recorded (older shape, /open-api, earlier leads). */
  consentAt: string | null;
  /** Version of the privacy text consented to; null with consentAt. */
  privacyVersion: string | null;
  /** Notes in its timeline. */
  noteCount: number;
  /**
   * Earlier leads of the last 90 days with the same e-mail or phone, oldest first: empty unless
   * returning. Bounded: the 3 most recent by e-mail and the 3 most recent by phone (at most 6); every
   * earlier lead is listed by GET /api/admin/consultations/:id/earlier.
   */
  earlierLeadIds: number[];
  deliveries: LeadDelivery[];
}

export interface LeadEvent {
  at: string;
  actor: string;
  kind: "status" | "note" | "assignee";
  /** status and assignee: old and new value (assignee null = unassigned). */
  from?: string | null;
  to?: string | null;
  /** kind note. */
  note?: string;
}

/** GET /api/admin/consultations/:id/earlier: one page of every earlier lead of the same e-mail or phone. */
export const earlierLeadsQuerySchema = z.object({
  pageIndex: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type EarlierLeadsQuery = z.input<typeof earlierLeadsQuerySchema>;

/** An earlier lead of the same person (same e-mail or phone), newest first. */
export interface EarlierLead {
  id: number;
  createdAt: string;
  customerName: string;
  email: string;
  ac: string | null;
  phone: string;
  productName: string | null;
  status: LeadStatus;
}

/** GET /api/admin/consultations/:id and PATCH's answer. */
export interface AdminLeadDetail extends AdminLead {
  timeline: LeadEvent[];
}

/** PATCH /api/admin/consultations/:id: at least one field; assignee "" or null unassigns. */
export const leadPatchSchema = z
  .object({
    status: z.enum(LEAD_STATUSES).optional(),
    note: z.string().trim().min(1).max(5000).optional(),
    assignee: z.string().trim().max(100).nullable().optional(),
  })
  .refine((p) => p.status !== undefined || p.note !== undefined || p.assignee !== undefined, {
    message: "required",
    path: ["status"],
  });
export type LeadPatch = z.input<typeof leadPatchSchema>;

/* ---------------------------------------------------------------- dashboard */

/**
 * GET /api/admin/dashboard?from=&to= (default: the last 30 days); products are named in the request's
 * language (?language, else Accept-Language: the admin's, middleware/language.ts).
 */
export const dashboardQuerySchema = z
  .object({ from: day.optional(), to: day.optional() })
  .refine((r) => !r.from || !r.to || r.from <= r.to, { path: ["from"], message: "from after to" });

export interface ConversionRow {
  /** Landing page path, language, or UTM source ("(none)" when absent). */
  key: string;
  visits: number;
  leads: number;
  /** leads / visits, 0 when there were no visits. */
  rate: number;
}

export interface Dashboard {
  from: string;
  to: string;
  leadsPerDay: { day: string; count: number }[];
  leadsPerProduct: { productId: string | null; productName: string | null; count: number }[];
  visitsPerPage: { path: string; count: number }[];
  moduleClicks: { module: string; count: number }[];
  totals: { leads: number; visits: number; moduleClicks: number };
  conversion: {
    byLandingPage: ConversionRow[];
    byLanguage: ConversionRow[];
    byUtmSource: ConversionRow[];
  };
}

/** One key of GET /api/admin/stats/funnel (db/funnel.ts). */
export interface FunnelRow {
  key: string;
  visits: number;
  formViews: number;
  formStarts: number;
  leads: number;
  won: number;
}

/** GET /api/admin/stats/vitals?from=&to=: per route and device, real visitors' 75th percentiles (null: no sample). */
export interface VitalsRow {
  /** The route table's path, or `other`. */
  path: string;
  device: "mobile" | "desktop";
  /** Page loads that sent a report. */
  samples: number;
  /** Milliseconds, except CLS. */
  lcpP75: number | null;
  inpP75: number | null;
  clsP75: number | null;
  ttfbP75: number | null;
}

export interface VitalsStats {
  from: string;
  to: string;
  list: VitalsRow[];
}

/* ---------------------------------------------------------------- audit log */

/** GET /api/admin/audit: without pageIndex/pageSize a plain list (at most 1000), with them a Page. */
export const auditQuerySchema = z
  .object({
    from: day.optional(),
    to: day.optional(),
    actor: z.string().trim().max(254).optional(),
    resource: z.string().trim().max(50).optional(),
    pageIndex: z.coerce.number().int().min(1).optional(),
    pageSize: z.coerce.number().int().min(1).max(500).optional(),
  })
  .refine((r) => !r.from || !r.to || r.from <= r.to, { path: ["from"], message: "from after to" });
export type AuditQuery = z.input<typeof auditQuerySchema>;

export interface AuditEntry {
  at: string;
  actor: string;
  /** The role the actor acted in: admin, marketing, sales, or system (the Worker's own jobs); null if a write named none. */
  role: string | null;
  /** create, update, delete, upload, erase, redeliver, lead-status, lead-note, lead-assign, ... */
  action: string;
  /** news, banners, software, videos, update-logs, site-settings, uploads, consultations */
  resource: string;
  resourceId: string | null;
}

/** GET /api/admin/audit's entries: the CONTRACT's fields and readable ones, in the request's language (0039). */
export interface ReadableAuditEntry extends AuditEntry {
  /** What was done, publish and unpublish told apart from a plain edit: create, update, publish, unpublish, schedule, restore, delete, or the action. */
  verb: string;
  /** The item's title then (the other language when blank), null when none was recorded. */
  title: string | null;
  /** The entry as a sentence: "发布了新闻《…》" / "Published news item “…”". */
  text: string;
  /** What the save changed, as the revision list says it; null for other actions. */
  summary: string | null;
  /** The item's screen in the admin, while it exists. */
  link: string | null;
  /** The revision the save wrote. */
  revisionId: number | null;
  /** Who, by name: the token's name (ADMIN_TOKEN_NAME) or the Access e-mail. */
  actorName: string;
}

/* ---------------------------------------------------------------- notifications */

/** POST /api/admin/notifications/test: each channel's outcome. */
export interface NotifyTestOutcome {
  channel: string;
  ok: boolean;
  error?: string;
}

/* ---------------------------------------------------------------- who is signed in */

/** GET /api/admin/me */
export interface AdminMe {
  actor: string;
  /** What the signed-in person may use (common/admin-roles.ts). */
  role: Role;
  via: "token" | "access";
  /** The site's time zone (SITE_TIME_ZONE): the admin enters and shows scheduled times in it. */
  timeZone: string;
}

/** GET /api/admin/{resource}/:id/revisions and /api/admin/site-settings/revisions: newest first. */
export interface RevisionEntry {
  revisionId: number;
  /** The item's rowVersion this revision made. */
  rowVersion: number;
  at: string;
  actor: string;
  /** draft: a page's copy saved as a draft, its published copy still on the site. */
  verb: "create" | "update" | "publish" | "unpublish" | "schedule" | "restore" | "draft";
  /** What changed, in the request's language: "标题（中文）、正文（英文）" / "Title (zh), Body (en)". */
  summary: string;
  /** What changed, as stored (common/revision-summary.ts): the admin words it beside the verb. */
  changes: RevisionChanges;
}

/** GET .../revisions/:revisionId: the item (or the settings) as that revision stored it, with the entry. */
export type RevisionSnapshot = Record<string, unknown> & RevisionEntry;

/** GET .../revisions/:revisionId/diff: that revision against the current version, changed fields only. */
export interface RevisionDiff {
  fields: FieldDiff[];
}

/** POST .../revisions/:revisionId/restore: the new revision's version (also the ETag). */
export interface RestoredRef {
  id: number;
  rowVersion: number;
  version: number;
}
