/** Every content type by its path name (/api/admin/{resource}), each one zod schema (define.ts). */
import { bannersType } from "./banners.ts";
import { newsType } from "./news.ts";
import { pagesType } from "./pages.ts";
import { softwareType } from "./software.ts";
import { updateLogsType } from "./update-logs.ts";
import { videosType } from "./videos.ts";

export const CONTENT_TYPES = {
  news: newsType,
  banners: bannersType,
  software: softwareType,
  videos: videosType,
  "update-logs": updateLogsType,
  pages: pagesType,
} as const;

export type ContentResource = keyof typeof CONTENT_TYPES;
export const CONTENT_RESOURCES = Object.keys(CONTENT_TYPES) as ContentResource[];

/** Resources whose items the admin may create and delete (not a fixed set made by the seed). */
export type OpenResource = { [R in ContentResource]: (typeof CONTENT_TYPES)[R] extends { fixedSet: true } ? never : R }[ContentResource];
/** Whether the admin may create and delete items of `r`. */
export const isOpen = (r: ContentResource): r is OpenResource => !("fixedSet" in CONTENT_TYPES[r]);
