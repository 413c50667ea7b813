/**
 * The JSON script that carries a data page's API answers in its server HTML (docs/decisions/0028):
 * written by the Worker, read by the browser before it hydrates (src/lib/api-seed.tsx).
 */

/** Id of the `<script type="application/json">` element. */
export const API_SEED_ID = "api-seed";

/**
 * The answers, by read key, as a script element. `<` is escaped, so stored text (`</script>`,
 * `<!--`) can never end the script or open a comment in it; U+2028/2029 for older parsers.
 */
export function apiSeedScript(answers: Record<string, unknown>): string {
  const json = JSON.stringify(answers).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
  return `<script type="application/json" id="${API_SEED_ID}">${json}</script>`;
}
