/**
 * Shapes the page sections take, in one language. The copy itself is the `pages` resource
 * (common/page-blocks.ts, seed/content/pages.json, decision 0040); its blocks in one language
 * (`LocalBlock`) fit these shapes.
 */
import type { ImageVariant } from "../../common/image-variants";
import type { PageKey } from "../../common/route-table";
import type { CaseAnchor, FactKey, IconName } from "../../common/page-blocks";

export type { CaseAnchor, FactKey, IconName };

/**
 * An illustration under `public/img/` or an upload, always with alt text and intrinsic size; an upload's
 * responsive variants come with it from the page read (worker/db/content-pages.ts, decision 0041).
 */
export interface Figure {
  src: string;
  alt: string;
  width: number;
  height: number;
  variants?: ImageVariant[];
}

export interface TitledText {
  title: string;
  text: string;
}

export interface Capability extends TitledText {
  icon: IconName;
}

/** A figure: the value as shown ("43,000 km") and what it counts. */
export interface Stat {
  value: string;
  label: string;
}

/**
 * The proof section: which company figures fit the page, and one related case. The case is
 * imported from `case-studies/` of the same language, so a page's content module carries that one
 * case, not the whole cases page.
 */
export interface ProofContent {
  title: string;
  lead: string;
  facts: FactKey[];
  /** Absent when the cases page no longer has the case the block names. */
  relatedCase?: CaseStudy;
}

export interface HeroContent {
  eyebrow: string;
  title: string;
  /** One line: what it is. */
  lead: string;
  /** Who it is for. */
  audience: string;
  figure: Figure;
}

/** A card on an overview page linking to a product or platform page. */
export interface LineCard extends TitledText {
  route: PageKey;
  icon: IconName;
  tags: string[];
}

/** Overview of a product line (/digital, /intelligent). */
export interface CaseStudy {
  anchor: CaseAnchor;
  title: string;
  clientType: string;
  /** Project scale in the trade's units (km, spans, tunnel length). */
  scale: string;
  challenge: string;
  deployed: string[];
  /** Outcomes in numbers. */
  outcomes: Stat[];
  tags: string[];
  figure: Figure;
}

/** Labels of a case study's fields. */
export interface CaseLabels {
  client: string;
  scale: string;
  challenge: string;
  deployed: string;
  outcome: string;
}

/** A built-in home banner slide, shown when the banner call fails or returns nothing. */
export interface HomeSlide {
  route: PageKey;
  image: string;
  /** May hold `{brand}`. */
  headline: string;
  subtitle: string;
  button: string;
  description: string;
  alt: string;
}

/*
 * The home copy marked `?` is left out of the first load's value script: the server HTML shows it and
 * the home sections keep it (src/components/kept/kept.tsx). Every other read of the page has it all.
 */

export interface HomeSolution {
  route: PageKey;
  icon?: IconName;
  title?: string;
  text?: string;
  points?: string[];
}

/** One slide of the home about block: a pager tab, a title, a text and the company figures it shows. */
export interface HomeAboutSlide {
  tab: string;
  title?: string;
  text?: string;
  /** The figures are the site settings' of the page as served, kept too. */
  facts?: FactKey[];
}

export interface HomeStory {
  quote?: string;
  role?: string;
  tab: string;
}

/** Home page (/pc_index). `{brand}` is filled from the site settings. */
export interface HomeContent {
  pageTitle?: string;
  banner: { label: string; nav: string; slides: HomeSlide[] };
  news: { eyebrow?: string; title?: string; lead?: string; coverAlt: string };
  solutions: { eyebrow?: string; title?: string; lead?: string; more?: string; items: HomeSolution[] };
  about: {
    label: string;
    eyebrow?: string;
    imageAlt: string;
    /** `{label}`: the tab of the slide. */
    pager: string;
    intro: HomeAboutSlide;
    figures: HomeAboutSlide;
    research: HomeAboutSlide;
  };
  /** `{n}`, `{label}`: the story's number and tab. */
  stories: { eyebrow?: string; title?: string; label: string; pager: string; items: HomeStory[] };
}
