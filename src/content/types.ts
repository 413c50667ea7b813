/**
 * Shapes of the static bilingual page copy. `src/content/zh/*` and `src/content/en/*` export
 * values of these types, so both languages always carry the same sections and facts.
 */
import type { PageKey } from "../../common/route-table";

/** Names of the one line-icon set (drawn in `components/page-sections/section-icon.tsx`). */
export type IconName =
  | "alignment" | "profile" | "crossSection" | "earthwork" | "interchange" | "superelevation"
  | "drawing" | "model3d" | "report" | "steering" | "safety" | "rail" | "station"
  | "schedule" | "quality" | "helmet" | "sensor" | "camera" | "precast" | "qrcode"
  | "factory" | "dashboard" | "inspection" | "bridge" | "tunnel" | "ship" | "city"
  | "collaboration" | "cloud" | "vr" | "drone" | "school" | "database" | "chart";

/** An illustration under `public/img/`, always with alt text and intrinsic size. */
export interface Figure {
  src: string;
  alt: string;
  width: number;
  height: number;
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
 * Keys of the company facts (SPEC section 1). The figures themselves live once, in the site settings
 * (seed/content/site-settings.json, the `site_settings` table ops edit); pages name the keys they show.
 */
export type FactKey =
  | "founded" | "history" | "patents" | "copyrights" | "clients" | "users"
  | "roadKm" | "interchanges" | "projects" | "partners" | "schemeEfficiency" | "overallEfficiency";

/**
 * The proof section: which company figures fit the page, and one related case. The case is
 * imported from `case-studies/` of the same language, so a page's content module carries that one
 * case, not the whole cases page.
 */
export interface ProofContent {
  title: string;
  lead: string;
  facts: FactKey[];
  relatedCase: CaseStudy;
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

/** Anatomy of a product or platform page (CONTENT.md), in order. */
export interface ProductContent {
  hero: HeroContent;
  problem: { title: string; lead: string; points: TitledText[] };
  capabilities: { title: string; lead: string; items: Capability[] };
  workflow: { title: string; lead: string; steps: TitledText[]; figure?: Figure };
  proof: ProofContent;
  resources: { requirements: string[] };
  cta: { title: string; text: string };
}

/** A card on an overview page linking to a product or platform page. */
export interface LineCard extends TitledText {
  route: PageKey;
  icon: IconName;
  tags: string[];
}

/** Overview of a product line (/digital, /intelligent). */
export interface LineOverviewContent {
  hero: HeroContent;
  problem: { title: string; lead: string; points: TitledText[] };
  cards: { title: string; lead: string; items: LineCard[] };
  /** A section of the line that has no page of its own (rail transit line design on /digital). */
  extra?: { id: string; eyebrow: string; title: string; lead: string; points: Capability[]; figure: Figure };
  workflow: { title: string; lead: string; steps: TitledText[] };
  proof: ProofContent;
  cta: { title: string; text: string };
}

/** Anchors of the cases on /cases; product pages link to `/cases#<anchor>`. */
export type CaseAnchor =
  | "river-bridge" | "expressway-expansion" | "river-tunnel-east" | "river-tunnel-west"
  | "urban-expressway" | "prefab-park" | "transport-hub";

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

export interface CasesContent {
  hero: HeroContent;
  labels: { client: string; scale: string; challenge: string; deployed: string; outcome: string };
  items: CaseStudy[];
  cta: { title: string; text: string };
}

/** A section of the solutions page, reachable by `#id`. */
export interface SolutionSection {
  id: "virtual-construction" | "vr" | "oblique-photography" | "traffic-lab";
  eyebrow: string;
  title: string;
  lead: string;
  points: Capability[];
  figure: Figure;
  caseAnchor?: CaseAnchor;
}

export interface SolutionsContent {
  hero: HeroContent;
  sections: SolutionSection[];
  cta: { title: string; text: string };
}

/** O&M digital twin page: one page, three kinds of asset. */
export interface TwinContent {
  hero: HeroContent;
  problem: { title: string; lead: string; points: TitledText[] };
  scenarios: { title: string; lead: string; items: (Capability & { id: string })[] };
  capabilities: { title: string; lead: string; items: Capability[] };
  workflow: { title: string; lead: string; steps: TitledText[]; figure?: Figure };
  proof: ProofContent;
  cta: { title: string; text: string };
}

export interface MilestoneItem {
  when: string;
  text: string;
}

export interface AboutContent {
  hero: HeroContent;
  intro: { title: string; paragraphs: string[] };
  facts: { title: string; lead: string };
  lines: { title: string; items: LineCard[] };
  history: { title: string; items: MilestoneItem[] };
  values: { title: string; items: Capability[] };
  cta: { title: string; text: string };
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

export interface HomeSolution {
  route: PageKey;
  icon: IconName;
  title: string;
  text: string;
  points: string[];
}

/** One slide of the home about block: a pager tab, a title, a text and the company figures it shows. */
export interface HomeAboutSlide {
  tab: string;
  title: string;
  text: string;
  facts: FactKey[];
}

export interface HomeStory {
  quote: string;
  role: string;
  tab: string;
}

/** Home page (/pc_index). `{brand}` is filled from the site settings. */
export interface HomeContent {
  pageTitle: string;
  banner: { label: string; nav: string; slides: HomeSlide[] };
  news: { eyebrow: string; title: string; lead: string; coverAlt: string };
  solutions: { eyebrow: string; title: string; lead: string; more: string; items: HomeSolution[] };
  about: {
    label: string;
    eyebrow: string;
    imageAlt: string;
    /** `{label}`: the tab of the slide. */
    pager: string;
    intro: HomeAboutSlide;
    figures: HomeAboutSlide;
    research: HomeAboutSlide;
  };
  /** `{n}`, `{label}`: the story's number and tab. */
  stories: { eyebrow: string; title: string; label: string; pager: string; items: HomeStory[] };
}

/** The content of each page that has a content module (common/page-modules.ts `PAGE_CONTENT`). */
export interface PageContents {
  home: HomeContent;
  digital: LineOverviewContent;
  airoad: ProductContent;
  eicad: ProductContent;
  report3d: ProductContent;
  vrroad: ProductContent;
  intelligent: LineOverviewContent;
  management: ProductContent;
  smartSite: ProductContent;
  prefabrication: ProductContent;
  dtwin: TwinContent;
  solutions: SolutionsContent;
  cases: CasesContent;
  about: AboutContent;
}
