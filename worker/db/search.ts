/** Site search over search_docs / search_fts (migration 0013, common/search-docs.ts). */
import type { Db } from "./db.ts";
import { matchExpression, queryTerms } from "../../common/search-text.ts";
import type { Lang } from "../schemas/common.ts";
import type { SearchHit, SearchResults } from "../schemas/responses.ts";
import { snippet } from "../search/snippet.ts";

/** bm25 weights of the FTS columns (language, title, body): a match in the title counts ten times. */
const RANK = `bm25(search_fts, 0.0, 10.0, 1.0)`;
const MATCHED = `FROM search_fts JOIN search_docs d ON d.id = search_fts.rowid
  WHERE search_fts MATCH ?1 AND d.visible_from <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    AND (d.visible_until IS NULL OR d.visible_until > strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
/**
 * One pass over the matches ranks them (materialised: bm25 cannot run inside a window) and a window
 * counts them; only the page's rows are then read whole, so a common word does not read thousands of bodies to show ten.
 */
const PAGE = `WITH matched AS MATERIALIZED (SELECT d.id, ${RANK} AS score ${MATCHED}),
  hits AS (SELECT id, score, count(*) OVER () AS total FROM matched ORDER BY score, id LIMIT ?2 OFFSET ?3)
  SELECT d.kind, d.title, d.body, d.url, hits.total FROM hits JOIN search_docs d ON d.id = hits.id ORDER BY hits.score, d.id`;

type Row = Omit<SearchHit, "snippet"> & { body: string; total: number };

/** One page of results for `q` in `lang`, best first, and how many there are. */
export async function searchSite(db: Db, lang: Lang, q: { q: string; pageIndex: number; pageSize: number }): Promise<SearchResults> {
  const expr = matchExpression(q.q);
  // Nothing but punctuation or FTS syntax: nothing to find (not an error).
  if (!expr) return { list: [], total: 0 };
  const match = `language : "${lang}" AND {title_tok body_tok} : (${expr})`;
  const { results } = await db
    .prepare(PAGE)
    .bind(match, q.pageSize, (q.pageIndex - 1) * q.pageSize)
    .all<Row>();
  // A page past the end has no rows to carry the count: count on its own.
  const total = results[0]?.total ?? (q.pageIndex > 1 ? ((await db.prepare(`SELECT count(*) AS n ${MATCHED}`).bind(match).first<{ n: number }>())?.n ?? 0) : 0);
  const terms = queryTerms(q.q);
  return { list: results.map((r) => ({ kind: r.kind, title: r.title, snippet: snippet(r.body, terms), url: r.url })), total };
}
