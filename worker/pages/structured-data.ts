/**
 * The structured data that comes from D1, added by the Worker to the page it renders with its data
 * (page-data.ts): SoftwareApplication on the installable products' pages and the download
 * page (name, version, download URL as published now), NewsArticle on a news item's page,
 * VideoObject for each academy video. Built from the page's value (common/page-loader.ts) (the
 * product pages read the software list for it besides), with the common/structured-data builders;
 * what is known at build time (organisation, breadcrumbs, web platforms) the prerender writes.
 */
import { pageUrl } from "../../common/prerendered-path.ts";
import { newsArticle } from "../../common/structured-data/news-article.ts";
import { softwareApplication } from "../../common/structured-data/software-application.ts";
import { absolute, isoDate, publisher, type Thing } from "../../common/structured-data/thing.ts";
import { videoObject } from "../../common/structured-data/video-object.ts";
import type { ReadName } from "../../common/page-reads.ts";
import type { PageKey } from "../../common/route-table.ts";
import type { Lang } from "../schemas/common.ts";
import type { TypedPageValue } from "../schemas/api-requests.ts";
import type { SoftwareItem } from "../schemas/responses.ts";
import { newsShareImage } from "./share-image.ts";

/**
 * The installable products' pages and the name their installer's begins with (the download list
 * has no product key; an installer renamed away from its product's name drops out of its page).
 */
const PRODUCT_SOFTWARE: Partial<Record<PageKey, string>> = { eicad: "EICAD", airoad: "AIRoad", report3d: "Report3D", vrroad: "VRRoad" };

/** The installers are Windows x64 builds (SPEC: download centre): the operating system of an item that states none. */
const INSTALLER_OS = "Windows 10, Windows 11";

/** Reads a page needs for its structured data beyond what the app itself reads. */
export function structuredDataReads(key: PageKey | "notFound"): ReadName[] {
  return key !== "notFound" && PRODUCT_SOFTWARE[key] ? ["software"] : [];
}

export interface PageContext {
  key: PageKey | "notFound";
  /** The route's own path. */
  path: string;
  lang: Lang;
  origin: string;
  id?: string;
}

export function structuredData({ key, path, lang, origin, id }: PageContext, value: TypedPageValue): Thing[] {
  const site = value.site;
  if (!site || key === "notFound") return [];
  const by = publisher(origin, site.brandName);
  const url = pageUrl(origin, path, lang, id);
  const installer = (s: SoftwareItem, pageUrlOf: string) =>
    softwareApplication({
      name: s.name,
      url: pageUrlOf,
      category: "DesignApplication",
      operatingSystem: s.requirements?.os ?? INSTALLER_OS,
      downloadUrl: absolute(origin, s.fileUrl),
      version: s.version,
      publisher: by,
      memory: s.requirements?.memory,
      processor: s.requirements?.cpu,
      storage: s.requirements?.disk,
    });

  const prefix = PRODUCT_SOFTWARE[key]?.toLowerCase();
  const software = value.software ?? [];
  if (prefix) {
    const own = software.find((s) => s.kind === "software" && s.name.toLowerCase().startsWith(prefix));
    return own ? [installer(own, url)] : [];
  }
  if (key === "download") return software.filter((s) => s.kind === "software").map((s) => installer(s, url));
  if (key === "newsDetail") {
    const news = value.newsItem;
    const published = news && isoDate(news.effectiveTime);
    if (!news || !published) return [];
    const cover = news.coverUrlIdList[0];
    const images = [...new Set([newsShareImage(cover).path, ...(cover?.path ? [cover.path] : [])])].map((p) => absolute(origin, p));
    return [
      newsArticle({
        headline: news.title,
        description: news.subtitle || news.title,
        url,
        images,
        datePublished: published,
        dateModified: published,
        publisher: by,
      }),
    ];
  }
  if (key === "academy") {
    const videos = value.videos ?? [];
    return videos.flatMap((v) => {
      const uploadDate = isoDate(v.uploadedAt);
      return uploadDate
        ? [
            videoObject({
              name: v.title,
              description: v.intro,
              thumbnailUrl: absolute(origin, v.coverPath),
              uploadDate,
              durationSeconds: v.durationSeconds,
              contentUrl: absolute(origin, v.videoPath),
            }),
          ]
        : [];
    });
  }
  return [];
}
