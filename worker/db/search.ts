/** Site search over search_docs / search_fts (migration 0013, common/search-docs.ts). */
import type { Db } from "./db.ts";
import { matchExpression, queryTerms } from "../../common/search-text.ts";
import type { Lang } from "../schemas/common.ts";
import type { SearchHit, SearchResults } from "../schemas/responses.ts";
import { snippet } from "../search/snippet.ts";

/** bm25 weights of the FTS columns (language, title, body): a match in the title counts ten times. */
const RANK = `bm25(search_fts, 0.0, 10.0, 1.0)`;
const FROM = `FROM search_fts JOIN search_docs d ON d.id = search_fts.rowid
  WHERE search_fts MATCH ?1 AND d.visible_from <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

/** One page of results for `q` in `lang`, best first; list and total in one round trip. */
export async function searchSite(
  db: Db,
  lang: Lang,
  q: { q: string; pageIndex: number; pageSize: number },
): Promise<SearchResults> {
  const expr = matchExpression(q.q);
  // Nothing but punctuation or FTS syntax: nothing to find (not an error).
  if (!expr) return { list: [], total: 0 };
  const match = `language : "${lang}" AND {title_tok body_tok} : (${expr})`;
  const [rows, count] = await db.batch([
    db
      .prepare(`SELECT d.kind, d.title, d.body, d.url ${FROM} ORDER BY ${RANK}, d.id LIMIT ?2 OFFSET ?3`)
      .bind(match, q.pageSize, (q.pageIndex - 1) * q.pageSize),
    db.prepare(`SELECT count(*) AS total ${FROM}`).bind(match),
  ]);
  const terms = queryTerms(q.q);
  const list = (rows!.results as (Omit<SearchHit, "snippet"> & { body: string })[]).map((r) => ({
    kind: r.kind,
    title: r.title,
    snippet: snippet(r.body, terms),
    url: r.url,
  }));
  return { list, total: (count!.results[0] as { total: number } | undefined)?.total ?? 0 };
}
