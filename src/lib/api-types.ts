/** Response shapes of the JSON API, written from CONTRACT.md ("Reads" and "Writes"). */

/** A file reference inside a list such as `coverUrlIdList`; `path` is site-relative (`/files/...`). */
export interface FileRef {
  path: string;
}

export interface SiteFact {
  value: string;
  label: string;
}

/** `GET /api/site` data for one language. */
export interface SiteSettings {
  brandName: string;
  hotline: string;
  contactPerson: string;
  phone: string;
  whatsapp: string;
  email: string;
  saasUrl: string;
  qrPath: string;
  facts: SiteFact[];
}

export interface Banner {
  id: number | string;
  carouselBgUrlIdList: FileRef[];
  /** "1" image, "2" video. */
  carouselBgType: "1" | "2";
  jumpToUrl: string;
  bigHeadline: string;
  subtitle: string;
  description: string;
  /** Labels of the slide's buttons; the first is shown. */
  buttonLabels: string[];
  /** Still frame shown before a video slide plays. */
  posterPath: string | null;
}

export type NewsTab = "quick" | "company" | "notice" | "industry" | "video";

export interface NewsItem {
  id: number | string;
  title: string;
  subtitle: string;
  /** ISO 8601 date-time; only the date is shown. */
  effectiveTime: string;
  coverUrlIdList: FileRef[];
  tab: NewsTab;
}

export interface Page<T> {
  list: T[];
  total: number;
  pageIndex: number;
  pageSize: number;
}

export interface NewsNeighbour {
  id: number | string;
  title: string;
}

export interface NewsDetail extends NewsItem {
  /** Sanitised HTML. */
  content: string;
  prev: NewsNeighbour | null;
  next: NewsNeighbour | null;
}

export interface ProductOption {
  id: number | string;
  name: string;
}

export type SoftwareKind = "software" | "manual";

export interface Software {
  id: number | string;
  kind: SoftwareKind;
  name: string;
  version: string;
  /** Bytes. */
  size: number;
  fileUrl: string;
  fileName: string;
  updatedAt: string;
  summary: string;
}

export interface SoftwareDetail extends Software {
  description: string;
}

export interface Video {
  id: number | string;
  title: string;
  intro: string;
  durationSeconds: number;
  views: number;
  uploadedAt: string;
  coverPath: string;
  videoPath: string;
}

export interface VideoDetail extends Video {
  others: Video[];
}

export interface UpdateLog {
  id: number | string;
  version: string;
  title: string;
  releasedAt: string;
}

export interface UpdateLogDetail extends UpdateLog {
  /** Sanitised HTML. */
  content: string;
}

export interface Utm {
  source?: string;
  medium?: string;
  campaign?: string;
  term?: string;
  content?: string;
}

/** `POST /api/consultations` body (current shape) plus the lead context the Worker records. */
export interface ConsultationInput {
  productId: string;
  productName: string;
  customerName: string;
  ac: string;
  phone: string;
  email: string;
  guestbook?: string;
  /** Honeypot: humans leave it empty. */
  website?: string;
  page?: string;
  referrer?: string;
  utm?: Utm;
}

export interface VisitInput {
  path: string;
  referrer?: string;
  language?: "zh" | "en";
  screen?: string;
}

/** What every write answers once D1 has the row. */
export interface Created {
  id: number | string;
}
