/**
 * Site search text (CONTRACT GET /api/search): how text becomes index tokens and a query becomes an
 * FTS5 expression. SQLite's tokenisers do not split Chinese (unicode61 keeps a whole run as one
 * token; trigram needs three characters), so the Worker, the seed and the bench split it here, the
 * same way for documents and queries:
 * - a run of CJK characters becomes its overlapping character pairs plus its last character
 *   ("互通立交" -> 互通 通立 立交 交), so a two-character word is one token, a longer one a phrase of
 *   consecutive pairs, and a single character a prefix query (`"交"*` meets 交 and every pair starting with it);
 * - a run of other letters and digits becomes one lower-cased word (FTS5's porter stemmer then folds
 *   "bridges" to "bridge" on both sides).
 * Queries only ever contain quoted tokens of letters and digits joined by AND, so FTS5 syntax typed
 * by a visitor (`"`, `*`, `NEAR(`, `-`) is just punctuation.
 */

const CJK = String.raw`\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}`;
/** A CJK run, or a run of other letters/digits. */
const SEGMENT = new RegExp(String.raw`([${CJK}]+)|((?:(?![${CJK}])[\p{L}\p{N}])+)`, "gu");

/** Index tokens of `text`, space separated (what the FTS5 columns hold). */
export function indexTokens(text: string): string {
  const out: string[] = [];
  for (const [, cjk, word] of text.matchAll(SEGMENT)) {
    if (word) {
      out.push(word.toLowerCase());
      continue;
    }
    const chars = [...cjk!];
    for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i]! + chars[i + 1]!);
    out.push(chars.at(-1)!);
  }
  return out.join(" ");
}

/** What a query looks for: its CJK runs and its words, as typed (for marking snippets). */
export function queryTerms(q: string): string[] {
  return [...q.matchAll(SEGMENT)].map(([, cjk, word]) => (cjk ?? word!).toLowerCase());
}

/** The FTS5 expression of a query (every term, AND), or null when it has no letters or digits. */
export function matchExpression(q: string): string | null {
  const parts = queryTerms(q).map((term) => {
    const tokens = indexTokens(term).split(" ");
    // A CJK run of n > 1 characters: its n-1 pairs in a row (the trailing single is not part of it).
    if (tokens.length > 1) return `"${tokens.slice(0, -1).join(" ")}"`;
    return [...term].length === 1 && new RegExp(`[${CJK}]`, "u").test(term) ? `"${term}"*` : `"${term}"`;
  });
  return parts.length > 0 ? parts.join(" AND ") : null;
}

/** Plain text of sanitised HTML (tags dropped, the common entities decoded, blank runs collapsed). */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " })[e]!)
    .replace(/\s+/g, " ")
    .trim();
}
