/**
 * Which blocks each page can show (decision 0044), declared once next to the block descriptions
 * (common/page-blocks.ts). A content page draws any list of the generic blocks with one renderer
 * (src/components/blocks/registry.ts is typed by `FLOW_BLOCK_TYPES`); the home, academy, download
 * and help pages draw certain blocks in their own markup, in fixed places: exactly one block of each
 * of their `slots`, in that order. Those pages read their blocks through helpers typed by this
 * declaration (src/app/page-intro-data.ts, src/pages/home/home-content.ts): asking for a block the
 * page does not declare is a compile error.
 *
 * The same declaration drives the server's refusal of a save or publish with blocks the page cannot
 * show (`layoutProblems`, worker/routes/admin-writes.ts) and the page editor's add, move and remove
 * controls (src/admin/pages/blocks-editor.tsx).
 *
 * No zod and no runtime import from page-blocks.ts: the public pages import only types from here.
 */
import { type Catalogue, defineMessages, format, messageOf } from "./catalogue.ts";
import type { BlockType } from "./page-blocks.ts";
import { type CopyPageKey, isLandingPath, ROUTES } from "./route-table.ts";

type Lang = "zh" | "en";

/** Block types the generic renderer draws, in the order the editor offers them. */
export const FLOW_BLOCK_TYPES = [
  "hero",
  "intro",
  "problem",
  "capabilities",
  "scenarios",
  "workflow",
  "proof",
  "resources",
  "cards",
  "feature",
  "cases",
  "paragraphs",
  "facts",
  "history",
  "values",
  "faq",
  "text",
  "image",
  "customers",
  "case",
  "company",
  "cta",
] as const satisfies readonly BlockType[];
export type FlowBlockType = (typeof FLOW_BLOCK_TYPES)[number];

/** How a page draws its blocks. */
export type PageLayout =
  /** Through the generic renderer: any number of these types, in any order (the list's order is the page's). */
  | { readonly kind: "flow"; readonly types: readonly BlockType[] }
  /** In its own markup: exactly one block of each slot's type, in this order. */
  | { readonly kind: "fixed"; readonly slots: readonly BlockType[] };

const flow = { kind: "flow", types: FLOW_BLOCK_TYPES } as const;

/** Every page whose copy is a `pages` item (its route reads `page`), by route key. */
export const PAGE_LAYOUTS = {
  home: { kind: "fixed", slots: ["homeBanner", "homeNews", "homeSolutions", "homeAbout", "homeStories"] },
  digital: flow,
  airoad: flow,
  eicad: flow,
  report3d: flow,
  vrroad: flow,
  intelligent: flow,
  management: flow,
  smartSite: flow,
  prefabrication: flow,
  dtwin: flow,
  academy: { kind: "fixed", slots: ["intro"] },
  download: { kind: "fixed", slots: ["intro"] },
  solutions: flow,
  cases: flow,
  about: flow,
  help: { kind: "fixed", slots: ["intro", "faq"] },
} as const satisfies Record<CopyPageKey, PageLayout>;

/** Pages that draw their blocks in fixed places. */
export type FixedPageKey = { [K in CopyPageKey]: (typeof PAGE_LAYOUTS)[K] extends { kind: "fixed" } ? K : never }[CopyPageKey];
/** The block types page `K` draws in its own markup. */
export type SlotOf<K extends FixedPageKey> = (typeof PAGE_LAYOUTS)[K]["slots"][number];

/** The layout of the page at `path` (a stored page's path), or undefined for a path no route has. */
export function layoutOfPath(path: string): PageLayout | undefined {
  // A landing page (/lp/<slug>) draws the generic blocks, as a content page.
  if (isLandingPath(path)) return flow;
  const route = ROUTES.find((r) => r.path === path && r.key in PAGE_LAYOUTS);
  return route ? PAGE_LAYOUTS[route.key as CopyPageKey] : undefined;
}

/** Block types a page offers to add, given the blocks it has: a flow page all its types, a fixed page the slots it lacks. */
export function addableTypes(layout: PageLayout, blocks: readonly { type: string }[]): BlockType[] {
  if (layout.kind === "flow") return [...layout.types];
  const have = new Set(blocks.map((b) => b.type));
  return layout.slots.filter((t) => !have.has(t));
}

/** Where a new block of `type` goes: a fixed page's slot keeps its place among the others; else the end. */
export function insertAt(layout: PageLayout, blocks: readonly { type: string }[], type: BlockType): number {
  if (layout.kind === "flow") return blocks.length;
  const rank = layout.slots.indexOf(type);
  const i = blocks.findIndex((b) => {
    const r = layout.slots.indexOf(b.type as BlockType);
    return r > rank;
  });
  return i < 0 ? blocks.length : i;
}

/** Why a page's blocks cannot all be shown. `block` is the 0-based index in the list. */
export type LayoutProblem =
  | { kind: "blockNotShown"; block: number; type: string }
  | { kind: "blockOnlyOne"; block: number; type: string }
  | { kind: "blockOrder"; block: number; type: string }
  | { kind: "blockMissing"; type: BlockType };

/**
 * What stops the page at `path` from showing `blocks` as listed: a type it does not draw, a second
 * block of a fixed page's slot, a fixed page's block out of its order, a fixed page's slot left empty.
 */
export function layoutProblems(path: string, blocks: readonly { type: string }[]): LayoutProblem[] {
  const layout = layoutOfPath(path);
  if (!layout) return [];
  const problems: LayoutProblem[] = [];
  if (layout.kind === "flow") {
    const types = new Set<string>(layout.types);
    blocks.forEach((b, i) => {
      if (!types.has(b.type)) problems.push({ kind: "blockNotShown", block: i, type: b.type });
    });
    return problems;
  }
  const seen = new Set<string>();
  let lastRank = -1;
  blocks.forEach((b, i) => {
    const rank = layout.slots.indexOf(b.type as BlockType);
    if (rank < 0) problems.push({ kind: "blockNotShown", block: i, type: b.type });
    else if (seen.has(b.type)) problems.push({ kind: "blockOnlyOne", block: i, type: b.type });
    else {
      seen.add(b.type);
      if (rank < lastRank) problems.push({ kind: "blockOrder", block: i, type: b.type });
      lastRank = Math.max(lastRank, rank);
    }
  });
  for (const t of layout.slots) if (!seen.has(t)) problems.push({ kind: "blockMissing", type: t });
  return problems;
}

/** Names of the block types in both languages (the editor's cards and the server's refusals). */
export const BLOCK_LABELS: Catalogue<BlockType> = defineMessages(
  {
    hero: "首屏",
    intro: "页头",
    problem: "痛点",
    capabilities: "能力",
    scenarios: "应用场景",
    workflow: "工作流程",
    proof: "实力证明",
    resources: "资源与配置要求",
    cards: "卡片",
    feature: "专题段落",
    cases: "项目案例",
    paragraphs: "段落",
    facts: "公司数据",
    history: "发展历程",
    values: "理念",
    faq: "常见问题",
    text: "正文",
    image: "图片",
    customers: "客户标志",
    case: "客户案例",
    company: "公司资质",
    cta: "行动号召",
    homeBanner: "首页轮播",
    homeNews: "首页新闻",
    homeSolutions: "首页解决方案",
    homeAbout: "首页关于我们",
    homeStories: "首页客户故事",
  },
  {
    hero: "Hero",
    intro: "Intro",
    problem: "Problem",
    capabilities: "Capabilities",
    scenarios: "Scenarios",
    workflow: "Workflow",
    proof: "Proof",
    resources: "Resources",
    cards: "Cards",
    feature: "Feature",
    cases: "Cases",
    paragraphs: "Paragraphs",
    facts: "Facts",
    history: "History",
    values: "Values",
    faq: "FAQ",
    text: "Text",
    image: "Image",
    customers: "Customers",
    case: "Customer case",
    company: "Company details",
    cta: "Call to action",
    homeBanner: "Home banner",
    homeNews: "Home news",
    homeSolutions: "Home solutions",
    homeAbout: "Home about",
    homeStories: "Home stories",
  },
);

export const blockLabel = (type: string, lang: Lang): string => messageOf(BLOCK_LABELS, lang, type) ?? type;

/** The sentence of each problem: `{page}` the page's path, `{n}` the block's number (1-based), `{block}` its type's name, `{order}` a fixed page's blocks. */
export const LAYOUT_MESSAGES = defineMessages(
  {
    blockNotShown: "页面 {page} 不显示“{block}”区块：请删除区块 {n} 后再保存",
    blockOnlyOne: "页面 {page} 只显示一个“{block}”区块：区块 {n} 是多余的，请删除后再保存",
    blockOrder: "页面 {page} 的区块按固定顺序显示（{order}）：区块 {n}（“{block}”）位置不对",
    blockMissing: "页面 {page} 需要一个“{block}”区块",
  },
  {
    blockNotShown: "The page {page} does not show a “{block}” block: remove block {n} before saving.",
    blockOnlyOne: "The page {page} shows only one “{block}” block: block {n} is one too many, remove it before saving.",
    blockOrder: "The page {page} shows its blocks in a fixed order ({order}): block {n} (“{block}”) is out of place.",
    blockMissing: "The page {page} needs one “{block}” block.",
  },
);

/** The values of a problem's sentence in `lang`. */
export function layoutProblemVars(path: string, p: LayoutProblem, lang: Lang): Record<string, string> {
  const layout = layoutOfPath(path);
  const order = layout?.kind === "fixed" ? layout.slots.map((t) => blockLabel(t, lang)).join(lang === "zh" ? "、" : ", ") : "";
  return { page: path, block: blockLabel(p.type, lang), n: "block" in p ? String(p.block + 1) : "", order };
}

/** A problem's sentence in `lang`. */
export function layoutProblemText(path: string, p: LayoutProblem, lang: Lang): string {
  const vars = layoutProblemVars(path, p, lang);
  return format(LAYOUT_MESSAGES[lang][p.kind], vars);
}

/** The form field a problem belongs to: its block, or the block list for a missing one. */
export const layoutProblemField = (p: LayoutProblem): string => ("block" in p ? `blocks.${p.block}` : "blocks");
