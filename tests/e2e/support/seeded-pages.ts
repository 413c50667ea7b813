/**
 * The seeded copy of the content pages (seed/content/pages.json, decision 0040) as a page shows it
 * until staff publish a change: its blocks in one language, figures and brand filled from the
 * seeded site settings, through the same function the Worker's read uses.
 */
import { readFileSync } from "node:fs";
import type { BlockType, LocalBlockOf, PageItem } from "../../../common/page-blocks.ts";
import { type LocalPage, pageVars, seededPage } from "../../../common/page-text.ts";

const read = (name: string) => JSON.parse(readFileSync(new URL(`../../../seed/content/${name}`, import.meta.url), "utf8"));
const PAGES = read("pages.json") as PageItem[];
const SITE = read("site-settings.json") as Record<"zh" | "en", Parameters<typeof pageVars>[0]>;

/** The page at `path` in `lang`, as seeded. */
export function seededCopy(path: string, lang: "zh" | "en"): LocalPage {
  const page = seededPage(PAGES, path, lang, pageVars(SITE[lang]));
  if (!page) throw new Error(`no seeded page ${path}`);
  return page;
}

/** The first block of `type` of the seeded page at `path` in `lang`. */
export function seededBlock<T extends BlockType>(path: string, lang: "zh" | "en", type: T): LocalBlockOf<T> {
  const block = seededCopy(path, lang).blocks.find((b) => b.type === type);
  if (!block) throw new Error(`no ${type} block on ${path}`);
  return block as LocalBlockOf<T>;
}
