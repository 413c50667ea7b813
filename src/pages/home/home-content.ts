/**
 * The home page's copy: its `pages` item's home blocks (decision 0040) in the current language, in
 * the shape the home sections take (`HomeContent`), handed down by the home page.
 */
import { createContext, useContext } from "react";
import type { LocalBlockOf } from "../../../common/page-blocks";
import type { SlotOf } from "../../../common/page-layouts";
import type { LocalPage } from "../../../common/page-text";
import type { HomeContent } from "../../content/types";

const HomeContentContext = createContext<HomeContent | null>(null);
export const HomeContentProvider = HomeContentContext.Provider;

/** The home copy the home page provides. */
export function useHomeContent(): HomeContent {
  const content = useContext(HomeContentContext);
  if (!content) throw new Error("useHomeContent outside the home page");
  return content;
}

/** The home page's block of `type`: only the sections its layout declares (common/page-layouts.ts). */
function blockOf<T extends SlotOf<"home">>(page: LocalPage, type: T): LocalBlockOf<T> {
  const block = page.blocks.find((b) => b.type === type);
  if (!block) throw new Error(`the home page has no ${type} block`);
  return block as LocalBlockOf<T>;
}

/** The home sections' copy from the page's blocks. */
export function homeContent(page: LocalPage): HomeContent {
  const { heading, label, nav, slides } = blockOf(page, "homeBanner");
  const { type: _n, ...news } = blockOf(page, "homeNews");
  const { type: _s, ...solutions } = blockOf(page, "homeSolutions");
  const { type: _a, slides: aboutSlides, ...about } = blockOf(page, "homeAbout");
  const { type: _t, ...stories } = blockOf(page, "homeStories");
  const [intro, figures, research] = aboutSlides;
  return {
    pageTitle: heading,
    banner: { label, nav, slides },
    news,
    solutions,
    about: { ...about, intro: intro!, figures: figures!, research: research! },
    stories,
  };
}
