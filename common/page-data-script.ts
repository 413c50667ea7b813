/**
 * The JSON script that carries a page's data (the answers of its reads) in its HTML
 * (docs/decisions/0028, 0033): written by the Worker, read by the browser before it hydrates
 * (src/lib/page-data.tsx).
 */

/** Id of the `<script type="application/json">` element. */
export const PAGE_DATA_ID = "api-seed";

/**
 * The answers, by read key, as a script element. `<` is escaped, so stored text (`</script>`,
 * `<!--`) can never end the script or open a comment in it; U+2028/2029 for older parsers.
 */
export function pageDataScript(answers: Record<string, unknown>): string {
  const json = JSON.stringify(answers).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
  return `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`;
}
