// Types and reader of the seed content JSON in seed/content/ (one file per table group).
import { readFileSync } from "node:fs";
import type { PageItem } from "../../common/page-blocks.ts";

export { LANGS, type Lang } from "../../common/languages.ts";
type Localized<T> = { zh: T; en: T };

export interface SiteSettings {
  brandName: string;
  hotline: string;
  contactPerson: string;
  phone: string;
  whatsapp: string;
  email: string;
  saasUrl: string;
  qrPath: string;
  facts: Array<{ key: string; value: string; label: string }>;
  /** The seeded policy's last-updated day (privacy-policy.json holds its text). */
  privacyVersion: string;
  icpNumber: string;
  psbNumber: string;
  psbCode: string;
  baiduVerification: string;
  defaultAreaCode: string;
  /** The company's legal details (example values for the example brand). */
  legalName: string;
  address: string;
  licenceNumber: string;
  certifications: string[];
}
export type BannerRow = {
  id: number;
  sortOrder: number;
  bgType: "1" | "2";
  bgPath: string;
  posterPath: string | null;
  jumpToUrl: string;
} & Localized<{ bigHeadline: string; subtitle: string; description: string; buttonLabels: string }>;
export type NewsRow = {
  id: number;
  tab: "quick" | "company" | "notice" | "industry" | "video";
  effectiveTime: string;
  coverPath: string;
} & Localized<{ title: string; subtitle: string; content: string }>;
export type ProductRow = { id: string; sortOrder: number } & Localized<{ name: string }>;
/** A download's system requirements as written, per part (operating system, processor, memory, disk, graphics). */
export type Requirements = Partial<Record<"os" | "cpu" | "memory" | "disk" | "graphics", string>>;
export type SoftwareRow = {
  id: number;
  kind: "software" | "manual";
  version: string;
  sortOrder: number;
  updatedAt: string;
  r2Key: string;
  requirements?: Localized<Requirements>;
} & Localized<{ name: string; summary: string /** Markdown. */; description: string }>;
export type VideoRow = {
  id: number;
  sortOrder: number;
  views: number;
  uploadedAt: string;
  coverPath: string;
  videoPath: string;
} & Localized<{ title: string; intro: string }>;
/** A content page (common/page-blocks.ts): one per route, created only by the seed. */
export type PageRow = PageItem & { id: number };
export type UpdateLogRow = { id: number; version: string; releasedAt: string } & Localized<{ title: string; content: string }>;

export interface SeedContent {
  site: Localized<SiteSettings>;
  /** The privacy policy's Markdown per language (its own file: the app bundles site-settings.json). */
  privacy: Localized<string>;
  banners: BannerRow[];
  news: NewsRow[];
  products: ProductRow[];
  software: SoftwareRow[];
  videos: VideoRow[];
  updateLogs: UpdateLogRow[];
  pages: PageRow[];
}

/** Absolute path of the seed content folder. */
export const CONTENT_DIR = new URL("../content/", import.meta.url).pathname;

/**
 * The seed content from its files, each parsed by `read` (a file name in seed/content/ -> its JSON).
 * The Worker tests pass the bundled JSON, so they load exactly what `npm run db:seed` loads.
 */
export function seedContentFrom(read: (name: string) => unknown): SeedContent {
  const part = <T>(name: string) => read(name) as T;
  return {
    site: part("site-settings.json"),
    privacy: part("privacy-policy.json"),
    banners: part("banners.json"),
    news: part("news.json"),
    products: part("products.json"),
    software: part("software.json"),
    videos: part("videos.json"),
    updateLogs: part("update-logs.json"),
    pages: part("pages.json"),
  };
}

/** Reads every seed content file. */
export function readSeedContent(): SeedContent {
  return seedContentFrom((name) => JSON.parse(readFileSync(CONTENT_DIR + name, "utf8")));
}

/** The R2 key behind a site-relative `/files/<key>` path. */
export function keyOfPath(path: string): string {
  if (!path.startsWith("/files/")) throw new Error(`not a /files/ path: ${path}`);
  return path.slice("/files/".length);
}

/** Every R2 key the content refers to, without duplicates. */
export function referencedKeys(c: SeedContent): string[] {
  const paths = [
    c.site.zh.qrPath,
    c.site.en.qrPath,
    ...c.banners.flatMap((b) => [b.bgPath, ...(b.posterPath ? [b.posterPath] : [])]),
    ...c.news.map((n) => n.coverPath),
    ...c.videos.flatMap((v) => [v.coverPath, v.videoPath]),
  ];
  return [...new Set([...paths.map(keyOfPath), ...c.software.map((s) => s.r2Key)])];
}
