/**
 * The admin's own words for each content resource and where the public site shows an item: all the
 * navigation, the audit log and the routes need of a resource, without its schema, so the admin's
 * first load carries no zod (the content screens load it with the schemas, resources.ts).
 */
import type { ContentResource } from "../../../common/content-types";
import type { MessageKey } from "../i18n/admin-messages";

export interface ResourceNames {
  nav: MessageKey;
  what: MessageKey;
  /** Where the public site shows a published item (for the "view" link), if anywhere. */
  publicPath?: (id: number) => string;
}

export const RESOURCE_NAMES: Record<ContentResource, ResourceNames> = {
  news: { nav: "navNews", what: "what_news", publicPath: (id) => `/pc_index/newsDetail?id=${id}` },
  banners: { nav: "navBanners", what: "what_banners", publicPath: () => "/pc_index" },
  software: { nav: "navSoftware", what: "what_software", publicPath: () => "/download" },
  videos: { nav: "navVideos", what: "what_videos", publicPath: () => "/academy" },
  "update-logs": { nav: "navUpdateLogs", what: "what_update-logs", publicPath: (id) => `/updateLogDetail?id=${id}` },
  // No "view" link: each page is at its own route (the list shows its path).
  pages: { nav: "navPages", what: "what_pages" },
};
