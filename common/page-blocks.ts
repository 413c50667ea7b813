/**
 * The blocks a content page is made of (CONTRACT "Content", the `pages` resource), described once.
 * The same description drives the server's validation (`pageInputSchema`, `publishProblems`), the
 * admin's generic form (walk `BLOCK_SCHEMAS`) and the renderer's types (`Block`, `LocalBlock`): a
 * block type without a renderer is a compile error (src/components/blocks/registry.ts).
 *
 * Visitor text is bilingual `{ zh, en }` inside the blocks. Text may name a company figure as
 * `{patents}`, `{clients}` … (FACT_KEYS, the site settings' facts) and the brand as `{brand}`; the
 * current settings fill them in on every page and in the head (common/page-text.ts).
 *
 * App code imports types only from here (zod stays out of the public pages' JavaScript).
 */
import { z } from "zod";

/** Names of the one line-icon set (drawn in src/components/page-sections/section-icon.tsx). */
export const ICON_NAMES = [
  "alignment",
  "profile",
  "crossSection",
  "earthwork",
  "interchange",
  "superelevation",
  "drawing",
  "model3d",
  "report",
  "steering",
  "safety",
  "rail",
  "station",
  "schedule",
  "quality",
  "helmet",
  "sensor",
  "camera",
  "precast",
  "qrcode",
  "factory",
  "dashboard",
  "inspection",
  "bridge",
  "tunnel",
  "ship",
  "city",
  "collaboration",
  "cloud",
  "vr",
  "drone",
  "school",
  "database",
  "chart",
] as const;
export type IconName = (typeof ICON_NAMES)[number];

/** Keys of the company facts (SPEC section 1); the figures live once, in the site settings. */
export const FACT_KEYS = [
  "founded",
  "history",
  "patents",
  "copyrights",
  "clients",
  "users",
  "roadKm",
  "interchanges",
  "projects",
  "partners",
  "schemeEfficiency",
  "overallEfficiency",
] as const;
export type FactKey = (typeof FACT_KEYS)[number];

/** Anchors of the cases on /cases; proof blocks and solution sections link to `/cases#<anchor>`. */
export const CASE_ANCHORS = [
  "river-bridge",
  "expressway-expansion",
  "river-tunnel-east",
  "river-tunnel-west",
  "urban-expressway",
  "prefab-park",
  "transport-hub",
] as const;
export type CaseAnchor = (typeof CASE_ANCHORS)[number];

/** Page keys a card may link to (common/route-table.ts PageKey). */
export const LINK_KEYS = [
  "home",
  "news",
  "digital",
  "airoad",
  "eicad",
  "report3d",
  "vrroad",
  "intelligent",
  "management",
  "smartSite",
  "prefabrication",
  "dtwin",
  "academy",
  "download",
  "solutions",
  "cases",
  "about",
  "help",
  "updateLog",
  "privacy",
] as const;

const text = z.string().max(4000);
/** Visitor text in both languages. A draft may leave one empty; the editor warns. */
export const bilingual = z.object({ zh: text, en: text }).strict();
export type Bilingual = z.infer<typeof bilingual>;
/** Long text as Markdown in both languages. */
const markdown = z.object({ zh: z.string().max(50_000), en: z.string().max(50_000) }).strict();

const icon = z.enum(ICON_NAMES);
const factKey = z.enum(FACT_KEYS);
const caseAnchor = z.enum(CASE_ANCHORS);
const linkKey = z.enum(LINK_KEYS);
/** A site path or a file: `/img/…`, `/files/…` (uploads), never another origin. */
export const imagePath = z
  .string()
  .regex(/^\/(?!\/)[^\s]*$/, "a path on this site, like /img/x.svg or /files/…")
  .max(500);

/**
 * A picture: where it is, what it shows in both languages, its intrinsic size (no layout shift).
 * Publishing refuses an empty alt in either language (`publishProblems`).
 */
export const imageSchema = z
  .object({
    src: imagePath,
    alt: bilingual,
    width: z.number().int().min(1).max(8000),
    height: z.number().int().min(1).max(8000),
  })
  .strict();
export type Image = z.infer<typeof imageSchema>;

/** Where a customer's name leads: a page of this site or their own site (http(s) only). */
const outLink = z
  .string()
  .regex(/^(\/(?!\/)|https?:\/\/)[^\s<>"]*$/, "a path on this site or an http(s) address")
  .max(500);

const titled = z.object({ title: bilingual, text: bilingual }).strict();
const capability = z.object({ icon, title: bilingual, text: bilingual }).strict();
const section = { title: bilingual, lead: bilingual };

const caseStudy = z
  .object({
    anchor: caseAnchor,
    title: bilingual,
    clientType: bilingual,
    /** Project scale in the trade's units (km, spans, tunnel length). */
    scale: bilingual,
    challenge: bilingual,
    deployed: z.array(bilingual).max(12),
    /** Outcomes in numbers. */
    outcomes: z.array(z.object({ value: bilingual, label: bilingual }).strict()).max(8),
    tags: z.array(bilingual).max(8),
    figure: imageSchema,
  })
  .strict();

/** Every block type, by its `type`. Order of keys is the order the admin offers them in. */
export const BLOCK_SCHEMAS = {
  /** Top of a page: what it is, for whom, main calls to action, a picture of it at work. */
  hero: z
    .object({
      type: z.literal("hero"),
      eyebrow: bilingual,
      title: bilingual,
      lead: bilingual,
      audience: bilingual,
      figure: imageSchema,
      /** Offer "download a trial" next to "request a demo" (product pages). */
      trial: z.boolean(),
    })
    .strict(),
  /** A page header without picture (academy, download, help intros). */
  intro: z.object({ type: z.literal("intro"), eyebrow: bilingual, title: bilingual, lead: bilingual }).strict(),
  /** The problem the product removes, in the reader's words. */
  problem: z.object({ type: z.literal("problem"), ...section, points: z.array(titled).max(8) }).strict(),
  /** 4 to 6 capabilities, each a title, two sentences and an icon. */
  capabilities: z.object({ type: z.literal("capabilities"), ...section, items: z.array(capability).max(12) }).strict(),
  /** Use scenarios with an anchor each (O&M twin). */
  scenarios: z
    .object({
      type: z.literal("scenarios"),
      ...section,
      items: z.array(z.object({ id: z.string().regex(/^[a-z0-9-]{1,40}$/), icon, title: bilingual, text: bilingual }).strict()).max(12),
    })
    .strict(),
  /** How it works: steps, optionally a figure. */
  workflow: z
    .object({
      type: z.literal("workflow"),
      ...section,
      steps: z.array(titled).max(12),
      figure: imageSchema.optional(),
    })
    .strict(),
  /** Proof: company figures by key and one related case (by its anchor on /cases). */
  proof: z.object({ type: z.literal("proof"), ...section, facts: z.array(factKey).max(12), case: caseAnchor }).strict(),
  /** Resources: manuals, videos, update log (links), and the system requirements. */
  resources: z.object({ type: z.literal("resources"), requirements: z.array(bilingual).max(12) }).strict(),
  /** Cards linking to product or platform pages (overview pages, about). */
  cards: z
    .object({
      type: z.literal("cards"),
      ...section,
      items: z.array(z.object({ route: linkKey, icon, title: bilingual, text: bilingual, tags: z.array(bilingual).max(6) }).strict()).max(12),
    })
    .strict(),
  /** A section with an anchor, points and a figure (solutions, rail design on /digital). */
  feature: z
    .object({
      type: z.literal("feature"),
      id: z.string().regex(/^[a-z0-9-]{1,40}$/),
      eyebrow: bilingual,
      ...section,
      points: z.array(capability).max(8),
      figure: imageSchema,
      case: caseAnchor.optional(),
    })
    .strict(),
  /** The project cases (/cases): each under its own anchor, with the labels of its fields. */
  cases: z
    .object({
      type: z.literal("cases"),
      labels: z.object({ client: bilingual, scale: bilingual, challenge: bilingual, deployed: bilingual, outcome: bilingual }).strict(),
      items: z.array(caseStudy).max(30),
    })
    .strict(),
  /** Paragraphs under a title (company introduction). */
  paragraphs: z.object({ type: z.literal("paragraphs"), title: bilingual, items: z.array(bilingual).max(12) }).strict(),
  /** Company figures by key (values from the site settings). */
  facts: z.object({ type: z.literal("facts"), ...section, facts: z.array(factKey).max(12) }).strict(),
  /** Milestones. */
  history: z
    .object({
      type: z.literal("history"),
      title: bilingual,
      items: z.array(z.object({ when: bilingual, text: bilingual }).strict()).max(30),
    })
    .strict(),
  /** Ways of working: icon cards without links. */
  values: z.object({ type: z.literal("values"), title: bilingual, items: z.array(capability).max(12) }).strict(),
  /** Questions and answers (help). Answers may name {hotline} and {email}. */
  faq: z
    .object({
      type: z.literal("faq"),
      title: bilingual,
      items: z.array(z.object({ question: bilingual, answer: bilingual }).strict()).max(40),
    })
    .strict(),
  /** Free text in Markdown. */
  text: z.object({ type: z.literal("text"), title: bilingual.optional(), body: markdown }).strict(),
  /** One picture with its caption. */
  image: z.object({ type: z.literal("image"), image: imageSchema, caption: bilingual.optional() }).strict(),
  /** Customers who agreed to be named: each a logo with the name beside it, optionally a link. */
  customers: z
    .object({
      type: z.literal("customers"),
      ...section,
      items: z.array(z.object({ name: bilingual, logo: imageSchema, link: outLink.optional() }).strict()).max(24),
    })
    .strict(),
  /**
   * One named client and project, when the client allows it: what was delivered, results in numbers,
   * and their own words (a quote with who said it; left out when empty).
   */
  case: z
    .object({
      type: z.literal("case"),
      eyebrow: bilingual,
      client: bilingual,
      project: bilingual,
      text: bilingual,
      results: z.array(z.object({ value: bilingual, label: bilingual }).strict()).max(6),
      quote: bilingual,
      quoteBy: bilingual,
      logo: imageSchema.optional(),
    })
    .strict(),
  /** The company's legal name, address, licence number and certifications, from the site settings (nothing shown when none is set). */
  company: z.object({ type: z.literal("company"), title: bilingual }).strict(),
  /** Closing call to action; the contact block follows where the route shows it. */
  cta: z.object({ type: z.literal("cta"), title: bilingual, text: bilingual, trial: z.boolean() }).strict(),

  // Home page sections (/pc_index): the props of the home components stay as they were.
  /** The built-in banner slides, shown when the banner read fails or answers nothing. */
  homeBanner: z
    .object({
      type: z.literal("homeBanner"),
      /** The page's one h1 (read by screen readers and search engines; the banner shows the slides). */
      heading: bilingual,
      label: bilingual,
      nav: bilingual,
      slides: z
        .array(
          z
            .object({
              route: linkKey,
              image: imagePath,
              headline: bilingual,
              subtitle: bilingual,
              button: bilingual,
              description: bilingual,
              alt: bilingual,
            })
            .strict(),
        )
        .max(8),
    })
    .strict(),
  homeNews: z.object({ type: z.literal("homeNews"), eyebrow: bilingual, title: bilingual, lead: bilingual, coverAlt: bilingual }).strict(),
  homeSolutions: z
    .object({
      type: z.literal("homeSolutions"),
      eyebrow: bilingual,
      ...section,
      more: bilingual,
      items: z.array(z.object({ route: linkKey, icon, title: bilingual, text: bilingual, points: z.array(bilingual).max(6) }).strict()).max(6),
    })
    .strict(),
  homeAbout: z
    .object({
      type: z.literal("homeAbout"),
      label: bilingual,
      eyebrow: bilingual,
      imageAlt: bilingual,
      pager: bilingual,
      slides: z.array(z.object({ tab: bilingual, title: bilingual, text: bilingual, facts: z.array(factKey).max(12) }).strict()).length(3),
    })
    .strict(),
  homeStories: z
    .object({
      type: z.literal("homeStories"),
      eyebrow: bilingual,
      title: bilingual,
      label: bilingual,
      pager: bilingual,
      items: z.array(z.object({ quote: bilingual, role: bilingual, tab: bilingual }).strict()).max(8),
    })
    .strict(),
} as const;

export type BlockType = keyof typeof BLOCK_SCHEMAS;
export const BLOCK_TYPES = Object.keys(BLOCK_SCHEMAS) as BlockType[];

/** A stored block (bilingual). */
export type Block = z.infer<(typeof BLOCK_SCHEMAS)[BlockType]>;
type BlockSchema = (typeof BLOCK_SCHEMAS)[BlockType];
export const blockSchema = z.discriminatedUnion(
  "type",
  Object.values(BLOCK_SCHEMAS) as unknown as [BlockSchema, ...BlockSchema[]],
) as unknown as z.ZodType<Block>;
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;

/** A block's text in one language: every `{ zh, en }` becomes a string (what a page renders). */
export type InLanguage<T> = T extends Bilingual
  ? string
  : T extends readonly (infer U)[]
    ? InLanguage<U>[]
    : T extends object
      ? { [K in keyof T]: InLanguage<T[K]> }
      : T;
export type LocalBlock = InLanguage<Block>;
export type LocalBlockOf<T extends BlockType> = Extract<LocalBlock, { type: T }>;

/** What the admin writes with PUT /api/admin/pages/:id (path is fixed by the seed; other keys, like the id and version read with it, are dropped). */
export const pageInputSchema = z.object({
  title: bilingual,
  description: bilingual,
  blocks: z.array(blockSchema).max(60),
  status: z.enum(["draft", "published"]),
  publishAt: z.string().datetime({ offset: true }).nullable().optional(),
});
export type PageInput = z.infer<typeof pageInputSchema>;

/** A stored page as the seed and the admin see it. */
export interface PageItem extends PageInput {
  path: string;
}

/** One thing that stops a publish: which block (index and type) and which field. */
export interface PublishProblem {
  block: number;
  type: BlockType | "page";
  field: string;
  message: string;
}

/** `true` for a `{ zh, en }` value. */
export function isBilingual(v: unknown): v is Bilingual {
  if (v === null || typeof v !== "object" || Array.isArray(v)) return false;
  const keys = Object.keys(v);
  return keys.length === 2 && typeof (v as Bilingual).zh === "string" && typeof (v as Bilingual).en === "string";
}

function isImage(v: unknown): v is Image {
  return v !== null && typeof v === "object" && "src" in v && "alt" in v && "width" in v && isBilingual((v as Image).alt);
}

/**
 * Why a page may not be published: a picture without alt text in either language, a page without a
 * title. Each problem names the block and the field (`blocks[2].figure.alt.en`).
 */
export function publishProblems(page: Pick<PageInput, "title" | "blocks">): PublishProblem[] {
  const problems: PublishProblem[] = [];
  for (const lang of ["zh", "en"] as const) {
    if (!page.title[lang].trim()) problems.push({ block: -1, type: "page", field: `title.${lang}`, message: `page title (${lang}) is empty` });
  }
  const walk = (v: unknown, path: string, index: number, type: BlockType) => {
    if (isImage(v)) {
      for (const lang of ["zh", "en"] as const) {
        if (!v.alt[lang].trim()) {
          problems.push({
            block: index,
            type,
            field: `${path}.alt.${lang}`,
            message: `picture ${v.src} has no alt text (${lang}) in block ${index + 1} (${type})`,
          });
        }
      }
      return;
    }
    if (Array.isArray(v)) {
      v.forEach((x, i) => {
        walk(x, `${path}[${i}]`, index, type);
      });
    } else if (v && typeof v === "object" && !isBilingual(v)) {
      for (const [k, x] of Object.entries(v)) walk(x, path ? `${path}.${k}` : k, index, type);
    }
  };
  page.blocks.forEach((b, i) => {
    walk(b, "", i, b.type);
    // Home banner slides carry their picture as a path and an alt beside it.
    if (b.type === "homeBanner") {
      b.slides.forEach((s, j) => {
        for (const lang of ["zh", "en"] as const) {
          if (!s.alt[lang].trim())
            problems.push({
              block: i,
              type: b.type,
              field: `slides[${j}].alt.${lang}`,
              message: `slide ${j + 1} has no alt text (${lang}) in block ${i + 1} (homeBanner)`,
            });
        }
      });
    }
  });
  return problems;
}

/** A value in one language: every `{ zh, en }` inside becomes its `lang` string. */
export function inLanguage<T>(value: T, lang: "zh" | "en"): InLanguage<T> {
  if (isBilingual(value)) return value[lang] as InLanguage<T>;
  if (Array.isArray(value)) return value.map((v) => inLanguage(v, lang)) as InLanguage<T>;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, inLanguage(v, lang)])) as InLanguage<T>;
  }
  return value as InLanguage<T>;
}
