/**
 * A content page as visitors get it (GET /api/pages): its blocks in one language, the company figures
 * and the brand filled in, and the cases its proof blocks name. The Worker's read and the build's
 * prerender (the fallback when D1 cannot be read) both make it with `localPage`, so they agree.
 */
import {
  type Block,
  type CaseAnchor,
  type InLanguage,
  inLanguage,
  type LocalBlock,
  type LocalBlockOf,
  type PageItem,
} from "./page-blocks.ts";

type Lang = "zh" | "en";

/** What fills `{name}` in page text: `brand`, `hotline`, `email` and every fact key (its value). */
export type PageVars = Record<string, string>;

/** The variables from a language's site settings. */
export function pageVars(site: { brandName: string; hotline: string; email: string; facts: readonly { key?: string; value: string }[] }): PageVars {
  const vars: PageVars = { brand: site.brandName, hotline: site.hotline, email: site.email };
  for (const f of site.facts) if (f.key) vars[f.key] = f.value;
  return vars;
}

/** `{name}` → its value where `vars` has one; other placeholders (`{label}`, `{n}`) stay for the component. */
export function fillText(text: string, vars: PageVars): string {
  return text.replace(/\{(\w+)\}/g, (m, k: string) => (Object.hasOwn(vars, k) ? vars[k]! : m));
}

function fillAll<T>(value: T, vars: PageVars): T {
  if (typeof value === "string") return fillText(value, vars) as T;
  if (Array.isArray(value)) return value.map((v) => fillAll(v, vars)) as T;
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillAll(v, vars)])) as T;
  return value;
}

export type LocalCase = LocalBlockOf<"cases">["items"][number];

/** GET /api/pages?path=&language= */
export interface LocalPage {
  path: string;
  title: string;
  description: string;
  blocks: LocalBlock[];
  /** The cases the page's proof blocks name, by anchor (taken from the cases page). */
  cases: Partial<Record<CaseAnchor, LocalCase>>;
}

/** The anchors of the cases a page's proof blocks show. */
export function casesNamed(blocks: readonly Block[]): CaseAnchor[] {
  return blocks.flatMap((b) => (b.type === "proof" ? [b.case] : []));
}

/** A page in `lang` with `vars` filled in; `casesPage` supplies the cases its proof blocks name. */
export function localPage(
  page: Pick<PageItem, "path" | "title" | "description" | "blocks">,
  lang: Lang,
  vars: PageVars,
  casesPage?: readonly Block[],
): LocalPage {
  const named = new Set(casesNamed(page.blocks));
  const cases: LocalPage["cases"] = {};
  if (named.size > 0) {
    for (const b of casesPage ?? []) {
      if (b.type !== "cases") continue;
      for (const c of b.items) if (named.has(c.anchor)) cases[c.anchor] = fillAll(inLanguage(c, lang), vars);
    }
  }
  return {
    path: page.path,
    title: fillText(page.title[lang], vars),
    description: fillText(page.description[lang], vars),
    blocks: fillAll(inLanguage(page.blocks, lang) as InLanguage<Block[]>, vars) as LocalBlock[],
    cases,
  };
}
