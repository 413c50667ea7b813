// Fails when a page's first-load JavaScript (gzip) is over its budget in common/js-budgets.ts.
// Reads the Vite manifest of the last build (CI: after `npm run deploy:check`), no server, no
// browser. Env: OUT_DIR (default dist). `--print` lists the measured sizes to set budgets from.
import { resolve } from "node:path";
import { routeBundles } from "../bench/lib/bundle-size.ts";
import { ROUTES } from "../common/route-table.ts";
import { BEFORE_ACTION_BUDGET_GZIP, overBeforeActionBudget, overBudget } from "../common/js-budgets.ts";

const root = resolve(new URL("..", import.meta.url).pathname);
const distDir = resolve(root, process.env.OUT_DIR ?? "dist");
const bundles = routeBundles(distDir, ROUTES);
const { rows, failures } = overBudget(bundles);
failures.push(...overBeforeActionBudget(bundles));
for (const r of rows)
  console.log(
    `${r.path.padEnd(30)} ${(r.gzip / 1000).toFixed(1).padStart(7)} KB gzip  budget ${(r.budget / 1000).toFixed(1).padStart(7)} KB${r.over ? "  OVER" : ""}`,
  );
if (failures.length > 0) {
  console.error(
    `\ncheck-js-budgets: ${failures.length} page(s) over their first-load JS budget or the JS run before the first action (common/js-budgets.ts):\n${failures.join("\n")}`,
  );
  process.exit(1);
}
const early = Math.max(...bundles.map((b) => b.beforeInteractionJs.gzip));
console.log(
  `\ncheck-js-budgets: all ${rows.length} pages within budget; at most ${(early / 1000).toFixed(2)} KB gzip run before the first action (budget ${(BEFORE_ACTION_BUDGET_GZIP / 1000).toFixed(1)} KB)`,
);
