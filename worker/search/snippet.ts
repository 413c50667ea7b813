/**
 * The snippet of a search result (CONTRACT GET /api/search): a short window of the original plain
 * text around the first match, HTML-escaped, every match in it wrapped in <mark>. Cut from the stored
 * text, never from the index tokens, so it reads as the page does.
 */
import { escapeHtml } from "../../common/escape-html.ts";

/** Characters shown, and how many of them come before the first match. */
const WINDOW = 110;
const LEAD = 30;
const WORD = String.raw`[\p{L}\p{N}]`;

/**
 * What marks a query term in text: a CJK run as it is; a word at a word start, longer words with
 * the few letters of an inflection (the index stems "bridges" to "bridge").
 */
function termPattern(terms: string[]): RegExp | null {
  const parts = terms.map((t) => {
    const safe = t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    if (!/^[\p{Script=Latin}\p{N}]+$/u.test(t)) return safe;
    if (t.length < 4) return `(?<!${WORD})${safe}(?!${WORD})`;
    return `(?<!${WORD})${safe.replace(/(ing|ed|es|s)$/, "")}${WORD}{0,4}(?!${WORD})`;
  });
  return parts.length > 0 ? new RegExp(parts.join("|"), "giu") : null;
}

/** Snippet of `text` for `terms` (common/search-text.ts queryTerms). */
export function snippet(text: string, terms: string[]): string {
  const pattern = termPattern(terms);
  const first = pattern ? text.search(pattern) : -1;
  let start = first > LEAD ? first - LEAD : 0;
  // Start and end on a word boundary where the text has spaces nearby.
  const space = start > 0 ? text.lastIndexOf(" ", start) : -1;
  if (space >= 0 && start - space < 15) start = space + 1;
  let end = Math.min(text.length, start + WINDOW);
  const endSpace = end < text.length ? text.lastIndexOf(" ", end) : -1;
  if (endSpace > start && end - endSpace < 15) end = endSpace;
  const piece = text.slice(start, end);
  let out = "";
  let at = 0;
  for (const m of pattern ? piece.matchAll(pattern) : []) {
    out += `${escapeHtml(piece.slice(at, m.index))}<mark>${escapeHtml(m[0])}</mark>`;
    at = m.index + m[0].length;
  }
  out += escapeHtml(piece.slice(at));
  return `${start > 0 ? "…" : ""}${out}${end < text.length ? "…" : ""}`;
}
