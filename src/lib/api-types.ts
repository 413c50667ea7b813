/** Shapes of the JSON API (CONTRACT.md "Reads" and "Writes") as the SPA sees them. */

import type {
  Banner, NewsDetail, NewsItem, NewsLink, NewsPage, ProductOption, SiteSettings, SoftwareDetail, SoftwareItem, UpdateLog,
  UpdateLogDetail, Video,
} from "../../worker/schemas/responses";
import type { NewsTab, SoftwareKind } from "../../worker/schemas/reads";

// Read shapes come from the Worker (worker/schemas/responses.ts; type-only, nothing of the Worker is bundled).
export type { SiteSettings, Banner, NewsItem, NewsDetail, NewsPage, ProductOption, SoftwareDetail, Video, UpdateLog, UpdateLogDetail, NewsTab, SoftwareKind };
export type Software = SoftwareItem;
export type NewsNeighbour = NewsLink;

/** `GET /api/videos/:id`: the video plus the other videos. */
export interface VideoDetail extends Video {
  others: Video[];
}

import type { Utm } from "../../common/utm";
export type { Utm };

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
