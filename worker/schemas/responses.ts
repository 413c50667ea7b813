/**
 * Shapes of the JSON API's `data`, as the row mappers in worker/db produce them. Pure types, so the
 * SPA imports them (`import type`) and both sides agree on every field.
 */
import type { MediaRef } from "../../common/image-variants.ts";
import type { NewsTab, SoftwareKind } from "./reads.ts";

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

export interface Banner {
  id: number;
  /** The background; an uploaded raster picture also carries its size and responsive variants (docs/decisions/0041). */
  carouselBgUrlIdList: MediaRef[];
  carouselBgType: "1" | "2";
  /** Still frame shown before a video slide plays (null for image slides). */
  posterPath: string | null;
  jumpToUrl: string;
  bigHeadline: string;
  subtitle: string;
  description: string;
  buttonLabels: string[];
}

export interface NewsItem {
  id: number;
  title: string;
  subtitle: string;
  effectiveTime: string;
  /** The cover; an uploaded raster picture also carries its size and responsive variants (docs/decisions/0041). */
  coverUrlIdList: MediaRef[];
  tab: NewsTab;
}

export interface NewsLink {
  id: number;
  title: string;
}

export interface NewsDetail extends NewsItem {
  content: string;
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

export interface SoftwareItem {
  id: number;
  kind: SoftwareKind;
  name: string;
  version: string;
  size: number;
  fileUrl: string;
  fileName: string;
  updatedAt: string;
  summary: string;
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

export interface SoftwareDetail extends SoftwareItem {
  description: string;
}

export interface Video {
  id: number;
  title: string;
  intro: string;
  durationSeconds: number;
  views: number;
  uploadedAt: string;
  coverPath: string;
  videoPath: string;
  /** The cover as a picture reference: for an upload its size and variants (decision 0041). */
  cover: MediaRef;
}

export interface UpdateLog {
  id: number;
  version: string;
  title: string;
  releasedAt: string;
}

export interface UpdateLogDetail extends UpdateLog {
  content: string;
}

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
