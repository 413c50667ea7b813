/**
 * Shapes of the JSON API's `data`, as the row mappers in worker/db produce them. Pure types, so the
 * SPA imports them (`import type`) and both sides agree on every field. A content item's fields are
 * its type's (common/content-types, `ReadOf`: a text in the read's language); only what the read adds
 * or names otherwise (ids, picture references, sizes) is written here.
 */
import type { bannersType } from "../../common/content-types/banners.ts";
import type { ReadOf } from "../../common/content-types/define.ts";
import type { newsType } from "../../common/content-types/news.ts";
import type { softwareType } from "../../common/content-types/software.ts";
import type { updateLogsType } from "../../common/content-types/update-logs.ts";
import type { videosType } from "../../common/content-types/videos.ts";
import type { MediaRef } from "../../common/image-variants.ts";

export interface SiteSettings {
  brandName: string;
  hotline: string;
  contactPerson: string;
  phone: string;
  whatsapp: string;
  email: string;
  saasUrl: string;
  qrPath: string;
  /** The QR picture's size and variants, only when it is an uploaded raster picture with variants (decision 0041). */
  qr?: MediaRef;
  /**
   * Company figures, the one place they are kept (ops edit them). `key` names a figure so pages can
   * pick the ones they show; a figure without one is listed only where all figures are.
   */
  facts: SiteFact[];
  /** Turnstile site key when the bot check is on (CONTRACT "Bot check"); null or absent when off. */
  turnstileSiteKey?: string | null;
  /** Days a closed lead is kept (LEAD_RETENTION_DAYS; 0: until erased on request), for the form's privacy notice. */
  leadRetentionDays?: number;
  /** The privacy policy's version: the day its text last changed (a lead's consent records it). */
  privacyVersion: string;
  /** Filing numbers for the footer (mainland China); "" when not set, and then not shown. */
  icpNumber: string;
  psbNumber: string;
  /** The number inside psbNumber, for the link to beian.mps.gov.cn. */
  psbCode: string;
  /** Content of the Baidu site-verification meta; "" when not set. */
  baiduVerification: string;
  /** The contact form's preselected code: the visitor's country's (from the edge) when known, else the setting. */
  defaultAreaCode: string;
  /** The visitor's country (ISO 3166-1 alpha-2) when the edge knows it and the code list has it, else "". */
  visitorCountry: string;
  /**
   * Who the company legally is, for the about page, the footer and the Organization structured data;
   * "" or [] when not set, and then not shown. The licence number (统一社会信用代码) is one value for
   * both languages.
   */
  legalName: string;
  address: string;
  licenceNumber: string;
  certifications: string[];
}

/** GET /api/site/privacy: the privacy policy. */
export interface PrivacyPolicy {
  /** Sanitised HTML. */
  content: string;
  /** Its last-updated day, YYYY-MM-DD. */
  version: string;
}

export interface SiteFact {
  key?: string;
  value: string;
  label: string;
}

export interface Banner extends Pick<ReadOf<typeof bannersType>, "posterPath" | "jumpToUrl" | "bigHeadline" | "subtitle" | "description"> {
  id: number;
  /** The background (the type's mediaPath); an uploaded raster picture also carries its size and responsive variants (docs/decisions/0041). */
  carouselBgUrlIdList: MediaRef[];
  /** The type's `type`: "1" image, "2" video. */
  carouselBgType: "1" | "2";
  /** The type's buttonLabel, as a list. */
  buttonLabels: string[];
}

export interface NewsItem extends Pick<ReadOf<typeof newsType>, "title" | "subtitle" | "effectiveTime" | "tab"> {
  id: number;
  /** The cover (coverPath); an uploaded raster picture also carries its size and responsive variants (docs/decisions/0041). */
  coverUrlIdList: MediaRef[];
}

export interface NewsLink {
  id: number;
  title: string;
}

export interface NewsDetail extends NewsItem, Pick<ReadOf<typeof newsType>, "content"> {
  /** The newer neighbour in the newest-first list (null for the newest). */
  prev: NewsLink | null;
  /** The older neighbour (null for the oldest). */
  next: NewsLink | null;
}

export interface NewsPage {
  list: NewsItem[];
  total: number;
  pageIndex: number;
  pageSize: number;
}

export interface ProductOption {
  id: string;
  name: string;
}

export interface SoftwareItem extends Pick<ReadOf<typeof softwareType>, "kind" | "name" | "version" | "summary"> {
  id: number;
  size: number;
  fileUrl: string;
  fileName: string;
  updatedAt: string;
  /** The system requirements staff stated, in the read's language; absent when none is stated. */
  requirements?: SoftwareRequirements;
}

/** A workstation's needs for one download, each as written (e.g. "Windows 10/11 64-bit", "16 GB"); a part not stated is absent. */
export interface SoftwareRequirements {
  os?: string;
  cpu?: string;
  memory?: string;
  disk?: string;
  graphics?: string;
}

export interface SoftwareDetail extends SoftwareItem, Pick<ReadOf<typeof softwareType>, "description"> {}

export interface Video extends Pick<ReadOf<typeof videosType>, "title" | "intro" | "coverPath" | "videoPath"> {
  id: number;
  durationSeconds: number;
  views: number;
  uploadedAt: string;
  /** The cover as a picture reference: for an upload its size and variants (decision 0041). */
  cover: MediaRef;
}

export interface UpdateLog extends Pick<ReadOf<typeof updateLogsType>, "version" | "title" | "releasedAt"> {
  id: number;
}

export interface UpdateLogDetail extends UpdateLog, Pick<ReadOf<typeof updateLogsType>, "content"> {}

/** `GET /api/videos/:id`: the video plus the other videos. */
export interface VideoDetail extends Video {
  others: Video[];
}

/** What every write answers once D1 has the row. */
export interface Created {
  id: number | string;
}

/** One result of `GET /api/search`; `snippet` is plain text, HTML-escaped, the match in `<mark>`. */
export interface SearchHit {
  kind: "page" | "news" | "software" | "video" | "help";
  title: string;
  snippet: string;
  url: string;
}

/** `GET /api/search`: one page of results, best first, and how many there are. */
export interface SearchResults {
  list: SearchHit[];
  total: number;
}
