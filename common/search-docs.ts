/**
 * What the site search indexes (table search_docs, migration 0013) and the SQL that keeps it in step
 * with the content tables. One row per (resource, item, language): the original title and plain
 * body (snippets are cut from these) and their tokens (common/search-text.ts), which triggers copy
 * into the FTS5 table.
 *
 * The admin's writes and the seed run these statements in the same batch as the content rows. An
 * upsert takes the language-neutral facts (published, kind, date, address) from the stored row and
 * writes only while the stored language row still holds exactly the text it was given, so a save
 * that lost to a newer one (row version), or a seed run over text staff edited, leaves the index as
 * the stored content has it. A prune removes what is no longer published (unpublished or deleted).
 */
import { renderMarkdown } from "./markdown.ts";
import { fillText, type PageVars } from "./page-vars.ts";
import { LANDING_PREFIX, ROUTES, type PageKey } from "./route-table.ts";
import { indexTokens, plainText } from "./search-text.ts";

export type SqlValue = string | number | null;
export interface SqlStatement {
  sql: string;
  params: SqlValue[];
}

export const SEARCH_KINDS = ["page", "news", "software", "video", "help"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Longest body kept per document: enough for any page or article, bounded for the index. */
const BODY_MAX = 20_000;

interface SearchSource {
  table: string;
  i18n: string;
  fk: string;
  /**
   * SQL over the base row `b`: the result kind, its address and when it becomes visible, with the
   * values of their `?`s in order (statements are inlined for `wrangler d1 execute`: no `?` in SQL text).
   */
  kind: string;
  url: string;
  visibleFrom: string;
  params: SqlValue[];
  /** Title and body from the language row's columns as written. */
  doc(t: Record<string, SqlValue>): { title: string; body: string };
}

const text = (v: SqlValue | undefined) => String(v ?? "");

/**
 * The indexed admin resources. Manuals are help documents (listed on /help); update logs are the
 * software's release notes. News is visible from its effective time (a future item is not found yet);
 * a scheduled item from its publish_at.
 */
export const SEARCH_SOURCES = {
  news: {
    table: "news",
    i18n: "news_i18n",
    fk: "news_id",
    kind: `'news'`,
    url: `? || b.id`,
    // From its effective time, and from its scheduled time when that is later (docs/decisions/0039).
    visibleFrom: `max(b.effective_time, coalesce(b.publish_at, ''))`,
    params: ["/pc_index/newsDetail?id="],
    doc: (t) => ({ title: text(t.title), body: `${text(t.subtitle)} ${plainText(text(t.content))}` }),
  },
  software: {
    table: "software",
    i18n: "software_i18n",
    fk: "software_id",
    kind: `CASE b.kind WHEN 'manual' THEN 'help' ELSE 'software' END`,
    url: `CASE b.kind WHEN 'manual' THEN ? ELSE ? END`,
    visibleFrom: `coalesce(b.publish_at, '')`,
    params: ["/help", "/download?anchor=software"],
    // Descriptions may hold HTML (the seed's do).
    doc: (t) => ({ title: text(t.name), body: plainText(`${text(t.summary)} ${text(t.description)}`) }),
  },
  videos: {
    table: "videos",
    i18n: "video_i18n",
    fk: "video_id",
    kind: `'video'`,
    url: `? || b.id`,
    visibleFrom: `coalesce(b.publish_at, '')`,
    params: ["/academy?video="],
    doc: (t) => ({ title: text(t.title), body: text(t.intro) }),
  },
  "update-logs": {
    table: "update_logs",
    i18n: "update_log_i18n",
    fk: "update_log_id",
    kind: `'software'`,
    url: `? || b.id`,
    visibleFrom: `coalesce(b.publish_at, '')`,
    params: ["/updateLogDetail?id="],
    doc: (t) => ({ title: text(t.title), body: plainText(text(t.content)) }),
  },
} satisfies Record<string, SearchSource>;

export type SearchResource = keyof typeof SEARCH_SOURCES;

export const isSearchResource = (r: string): r is SearchResource => Object.hasOwn(SEARCH_SOURCES, r);

const COLUMNS = "resource, ref, language, kind, title, body, url, visible_from, visible_until, title_tok, body_tok";
const UPDATES = ["kind", "title", "body", "url", "visible_from", "visible_until", "title_tok", "body_tok"];
const ON_CONFLICT =
  `ON CONFLICT (resource, ref, language) DO UPDATE SET ${UPDATES.map((c) => `${c} = excluded.${c}`).join(", ")} ` +
  `WHERE ${UPDATES.map((c) => `search_docs.${c} IS NOT excluded.${c}`).join(" OR ")}`;

/** Title, body and their tokens, as stored. */
function indexed(title: string, body: string): [string, string, string, string] {
  const b = body.trim().slice(0, BODY_MAX);
  return [title.trim(), b, indexTokens(title), indexTokens(b)];
}

/** `id`: the item's id, or "last" for the row the same batch just inserted. */
const idSql = (s: SearchSource, id: number | "last") => (id === "last" ? `(SELECT max(id) FROM ${s.table})` : String(Math.trunc(id)));

/**
 * Indexes one language of an item as `texts` (its language row's columns) has it, while the stored
 * row is published and still holds these texts.
 */
export function upsertDoc(resource: SearchResource, id: number | "last", lang: string, texts: Record<string, SqlValue>): SqlStatement {
  const s: SearchSource = SEARCH_SOURCES[resource];
  const { title, body } = s.doc(texts);
  const [t, b, tTok, bTok] = indexed(title, body);
  const cols = Object.keys(texts);
  return {
    sql:
      `INSERT INTO search_docs (${COLUMNS}) ` +
      // Found until the item's unpublish time (every indexed resource has one; NULL: no end).
      `SELECT ?, CAST(b.id AS TEXT), ?, ${s.kind}, ?, ?, ${s.url}, ${s.visibleFrom}, b.unpublish_at, ?, ? ` +
      `FROM ${s.table} b JOIN ${s.i18n} i ON i.${s.fk} = b.id AND i.language = ? ` +
      `WHERE b.id = ${idSql(s, id)} AND b.published = 1 ${cols.map((c) => `AND i.${c} IS ?`).join(" ")} ${ON_CONFLICT}`,
    // Placeholders in text order; the url's ones sit between body and tokens.
    params: [resource, lang, t, b, ...s.params, tTok, bTok, lang, ...cols.map((c) => texts[c] ?? null)],
  };
}

/** Removes an item's documents unless it is stored and published. */
export function pruneDocs(resource: SearchResource, id: number): SqlStatement {
  const s: SearchSource = SEARCH_SOURCES[resource];
  return {
    sql: `DELETE FROM search_docs WHERE resource = ? AND ref = ? AND NOT EXISTS (SELECT 1 FROM ${s.table} WHERE id = ? AND published = 1)`,
    params: [resource, String(Math.trunc(id)), Math.trunc(id)],
  };
}

/* ---------------------------------------------------------------- pages */

/** Pages that are lists or items of indexed content, or the search itself: not indexed as pages. */
// Landing pages (/lp/<slug>) are campaign pages: reached from their campaign, never from the site search.
const NOT_INDEXED = new Set<string>(["home", "phoneHome", "news", "newsDetail", "updateLog", "updateLogDetail", "search", "landing", "notFound"] satisfies (
  | PageKey
  | "notFound"
)[]);

const HELP_PATH = ROUTES.find((r) => r.key === "help")?.path ?? "/help";

/** Whether a page of the route table is a search document (its kind when it is). */
function pageKind(key: string): "page" | "help" | null {
  if (NOT_INDEXED.has(key)) return null;
  return key === "help" ? "help" : "page";
}

/**
 * Whether the build's text of a page is what the search indexes: only for pages whose copy is not a
 * `pages` item (their route reads no `page`). A `pages` item is indexed from its published blocks
 * wherever they are written (the admin's publish and restore, the seed), never from a build.
 */
export function indexedFromBuild(key: string): boolean {
  if (pageKind(key) === null) return false;
  const reads: readonly string[] = ROUTES.find((r) => r.key === key)?.reads ?? [];
  return !reads.includes("page");
}

/** Every visible text of a page's blocks in `lang`: each `{ zh, en }` pair's, in block order, with `vars` filled in. */
export function blocksText(blocks: unknown, lang: "zh" | "en", vars: PageVars): string {
  const out: string[] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) for (const x of v) walk(x);
    else if (v && typeof v === "object") {
      const o = v as Record<string, unknown>;
      const keys = Object.keys(o);
      if (keys.length === 2 && typeof o.zh === "string" && typeof o.en === "string") {
        const t = fillText(o[lang] as string, vars);
        // Long texts are Markdown; the index keeps words, not syntax.
        out.push(t.includes("\n") || /[*_#`[]/.test(t) ? plainText(renderMarkdown(t)) : t);
      } else for (const k of keys) walk(o[k]);
    }
  };
  walk(blocks);
  return out.join(" ").replace(/\s+/g, " ").trim();
}

/** A published `pages` item's copy in one language, as the search indexes it. */
export interface PageCopy {
  /** The page: its id in `pages` (the admin), or its address (the seed). */
  page: { id: number } | { path: string };
  lang: "zh" | "en";
  /** As stored in `pages.published_blocks` and `page_i18n.published_title`: the guard of the write. */
  blocksJson: string;
  title: string;
  vars: PageVars;
}

/** Addresses of the route table's pages the search does not index as pages (the home page …). */
const notIndexedPaths = () => JSON.stringify(ROUTES.filter((r) => pageKind(r.key) === null).map((r) => r.path));

/**
 * Indexes a page's published copy in one language while the stored page still has exactly this
 * published copy (a stale save, or a seed run over staff's publish, leaves the index as stored),
 * visible from its scheduled time when it has one and until its unpublish time. Never a page the
 * search does not index.
 */
export function pageCopyDoc(p: PageCopy): SqlStatement {
  return copyDoc(p, "page", "published", "coalesce(b.publish_at, '')", "b.unpublish_at");
}

/** Resource of a page's seeded copy in search_docs: found once the published copy's unpublish time has passed. */
export const PAGE_SEED_RESOURCE = "page-seed";

/**
 * Indexes a page's seeded copy in one language (the seed, while the stored seeded copy is this one),
 * found from the page's unpublish time on: never while the page has none (visible_from past any
 * time); `seedDocTimes` moves it when a publish sets or clears that time.
 */
export function pageSeedDoc(p: PageCopy): SqlStatement {
  return copyDoc(p, PAGE_SEED_RESOURCE, "seed", `coalesce(b.unpublish_at, '${NEVER}')`, "NULL");
}

/** A visible_from later than every time. */
const NEVER = "9999-12-31T23:59:59.999Z";

/** Sets when a page's seeded copy is found again to the page's stored unpublish time (a publish's batch, after the page row). */
export function seedDocTimes(pageId: number): SqlStatement {
  return {
    sql:
      `UPDATE search_docs SET visible_from = coalesce((SELECT unpublish_at FROM pages WHERE id = ?1), '${NEVER}') ` +
      `WHERE resource = '${PAGE_SEED_RESOURCE}' AND ref = (SELECT path FROM pages WHERE id = ?1)`,
    params: [Math.trunc(pageId)],
  };
}

function copyDoc(p: PageCopy, resource: string, copy: "published" | "seed", from: string, until: string): SqlStatement {
  const [title, body, titleTok, bodyTok] = indexed(fillText(p.title, p.vars), blocksText(JSON.parse(p.blocksJson), p.lang, p.vars));
  const [where, ref] = "id" in p.page ? ["b.id = ?", Math.trunc(p.page.id)] : ["b.path = ?", p.page.path];
  return {
    sql:
      `INSERT INTO search_docs (${COLUMNS}) ` +
      `SELECT '${resource}', b.path, ?, CASE b.path WHEN ? THEN 'help' ELSE 'page' END, ?, ?, b.path, ${from}, ${until}, ?, ? ` +
      `FROM pages b JOIN page_i18n i ON i.page_id = b.id AND i.language = ? ` +
      `WHERE ${where} AND b.${copy}_blocks IS ? AND i.${copy}_title IS ? ` +
      `AND b.path NOT IN (SELECT value FROM json_each(?)) AND b.path NOT LIKE '${LANDING_PREFIX}%' ${ON_CONFLICT}`,
    params: [p.lang, HELP_PATH, title, body, titleTok, bodyTok, p.lang, ref, p.blocksJson, p.title, notIndexedPaths()],
  };
}

/** File name of the built pages' text, next to the build's client folder (dist/search-pages.json). */
export const SEARCH_PAGES_FILE = "search-pages.json";

/** One page of the site as the build saw it (scripts/prerender.ts writes these, the seed indexes them). */
export interface PageText {
  path: string;
  lang: string;
  kind: "page" | "help";
  title: string;
  body: string;
}

/** Indexes the built pages that are no `pages` item (the privacy notice) and drops such pages that are gone. */
export function pageDocs(pages: PageText[]): SqlStatement[] {
  // No pages (no build yet): leave the indexed pages alone rather than drop them all.
  if (pages.length === 0) return [];
  const out: SqlStatement[] = pages.map((p) => {
    const [title, body, titleTok, bodyTok] = indexed(p.title, p.body);
    return {
      sql: `INSERT INTO search_docs (${COLUMNS}) VALUES ('page', ?, ?, ?, ?, ?, ?, '', NULL, ?, ?) ${ON_CONFLICT}`,
      params: [p.path, p.lang, p.kind, title, body, p.path, titleTok, bodyTok],
    };
  });
  const keep = pages.map((p) => `${p.lang} ${p.path}`);
  // `pages` items are indexed from their published copy, not from the build: never dropped here.
  out.push({
    sql: `DELETE FROM search_docs WHERE resource = 'page' AND language || ' ' || ref NOT IN (SELECT value FROM json_each(?)) AND ref NOT IN (SELECT path FROM pages)`,
    params: [JSON.stringify(keep)],
  });
  return out;
}
