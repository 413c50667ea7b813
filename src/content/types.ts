/**
 * Shapes the page sections take, in one language. Each is the page block's own shape (the zod
 * schemas in common/page-blocks.ts, decision 0040) with every `{ zh, en }` as one string
 * (`InLanguage`): the section components render exactly what the admin edits, and a field added to a
 * block reaches these types without a second description. Only what the read adds is written here:
 * an upload's responsive variants (decision 0041), the case a proof block names, and the home
 * sections' kept copy.
 */
import type { ImageVariant } from "../../common/image-variants";
import type { BlockType, CaseAnchor, FactKey, IconName, Image, InLanguage, LocalBlockOf } from "../../common/page-blocks";

export type { CaseAnchor, FactKey, IconName };

/** A block in one language, without its `type`. */
type Local<T extends BlockType> = Omit<LocalBlockOf<T>, "type">;
/** One entry of a block's list field, in one language. */
type Entry<T extends BlockType, K extends keyof Local<T>> = Local<T>[K] extends readonly (infer U)[] ? U : never;

/**
 * An illustration under `public/img/` or an upload, always with alt text and intrinsic size; an upload's
 * responsive variants come with it from the page read (worker/db/content-pages.ts, decision 0041).
 */
export type Figure = InLanguage<Image> & { variants?: ImageVariant[] };

export type TitledText = Entry<"problem", "points">;
export type Capability = Entry<"capabilities", "items">;

/** A figure: the value as shown ("43,000 km") and what it counts. */
export type Stat = Entry<"case", "results">;

export type HeroContent = Omit<Local<"hero">, "trial" | "figure"> & { figure: Figure };

/** A card on an overview page linking to a product or platform page. */
export type LineCard = Entry<"cards", "items">;

/** One project case (/cases), its picture with the read's variants. */
export type CaseStudy = Omit<Entry<"cases", "items">, "figure"> & { figure: Figure };

/** Labels of a case study's fields. */
export type CaseLabels = Local<"cases">["labels"];

/**
 * The proof section: which company figures fit the page, and one related case. The case is
 * imported from `case-studies/` of the same language, so a page's content module carries that one
 * case, not the whole cases page.
 */
export type ProofContent = Omit<Local<"proof">, "case"> & {
  /** Absent when the cases page no longer has the case the block names. */
  relatedCase?: CaseStudy;
};

/** A built-in home banner slide, shown when the banner call fails or returns nothing. `headline` may hold `{brand}`. */
export type HomeSlide = Entry<"homeBanner", "slides">;

export type HomeSolution = Entry<"homeSolutions", "items">;

/** One slide of the home about block: a pager tab, a title, a text and the company figures it shows. */
export type HomeAboutSlide = Entry<"homeAbout", "slides">;

export type HomeStory = Entry<"homeStories", "items">;

/** Home page (/pc_index). `{brand}` is filled from the site settings. */
export interface HomeContent {
  pageTitle: string;
  banner: Pick<Local<"homeBanner">, "label" | "nav" | "slides">;
  news: Local<"homeNews">;
  solutions: Local<"homeSolutions">;
  about: Omit<Local<"homeAbout">, "slides"> & { intro: HomeAboutSlide; figures: HomeAboutSlide; research: HomeAboutSlide };
  /** `{n}`, `{label}`: the story's number and tab. */
  stories: Local<"homeStories">;
}
