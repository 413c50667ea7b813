// @vitest-environment node
/// <reference types="node" />
// The first-load JS guard (npm run check:budgets): a page whose chunks grow past its budget fails,
// measured from a Vite manifest the way the bench measures it.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { BEFORE_ACTION_BUDGET_GZIP, JS_BUDGET_GZIP, overBeforeActionBudget, overBudget } from "../../common/js-budgets.ts";
import { PAGE_MODULES, PART_MODULES } from "../../common/page-modules.ts";
import { ROUTES } from "../../common/route-table.ts";

// The bench's measuring code belongs to the node project (tsconfig.node.json); importing it by a
// computed path keeps it out of the browser project's type check, as seed-content.test.ts does.
type RouteBundles = (
  distDir: string,
  routes: readonly { key: string; path: string }[],
) => { key: string; path: string; files: string[]; js: { gzip: number }; bootJs: { gzip: number }; beforeInteractionJs: { gzip: number }; autoplay: boolean }[];
const bundleSizePath = fileURLToPath(new URL("../../bench/lib/bundle-size.ts", import.meta.url));
const { routeBundles } = (await import(/* @vite-ignore */ bundleSizePath)) as { routeBundles: RouteBundles };

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/**
 * A build with a boot entry, the app, a shared chunk, the home page chunk of `pageBytes`
 * incompressible bytes and the home copy in two languages (Chinese larger than English).
 */
function fakeBuild(pageBytes: number): string {
  dir = mkdtempSync(join(tmpdir(), "budgets-"));
  const assets = join(dir, "client/assets");
  mkdirSync(join(dir, "client/.vite"), { recursive: true });
  mkdirSync(assets, { recursive: true });
  writeFileSync(join(assets, "index.js"), "export const a = 1;\n".repeat(50));
  writeFileSync(join(assets, "shared.js"), "export const b = 2;\n".repeat(50));
  writeFileSync(join(assets, "main.js"), "export const c = 3;\n".repeat(50));
  writeFileSync(join(assets, "home.js"), randomBytes(pageBytes).toString("base64"));
  const manifest = {
    "index.html": { file: "assets/index.js", isEntry: true, imports: ["_shared.js"] },
    "_shared.js": { file: "assets/shared.js" },
    "src/main.tsx": { file: "assets/main.js", isDynamicEntry: true, imports: ["_shared.js"] },
    [PAGE_MODULES.home]: { file: "assets/home.js", imports: ["_shared.js"] },
  };
  writeFileSync(join(dir, "client/.vite/manifest.json"), JSON.stringify(manifest));
  return dir;
}

const home = [{ key: "home", path: "/pc_index" }];

describe("first-load JS budgets", () => {
  it("passes a page within its budget and counts the boot, app, shared and page chunks once each, and its copy in the heavier language", () => {
    const [bundle] = routeBundles(fakeBuild(3_000), home);
    expect(bundle.files).toEqual(["assets/index.js", "assets/shared.js", "assets/main.js", "assets/home.js"]);
    expect(overBudget([bundle], { home: bundle.js.gzip }).failures).toEqual([]);
  });

  it("fails a page whose chunk grows past its budget, naming the page and the excess", () => {
    const small = routeBundles(fakeBuild(3_000), home)[0].js.gzip;
    const grown = routeBundles(fakeBuild(6_000), home);
    const { failures, rows } = overBudget(grown, { home: small });
    expect(rows[0].over).toBe(true);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/^\/pc_index: \d+ bytes gzip > budget \d+ \(\+\d+\)$/);
  });

  it("fails a page that runs more than 10 KB gzip before the visitor's first action (issue 34), naming it and the excess", () => {
    expect(BEFORE_ACTION_BUDGET_GZIP).toBe(10_000);
    const [bundle] = routeBundles(fakeBuild(3_000), home);
    const early = bundle.beforeInteractionJs.gzip;
    expect(overBeforeActionBudget([bundle], early)).toEqual([]);
    expect(overBeforeActionBudget([bundle], early - 1)).toEqual([`/pc_index: ${early} bytes gzip run before the first action > ${early - 1} (+1)`]);
  });

  it("fails a page that has no budget", () => {
    const { failures } = overBudget(routeBundles(fakeBuild(100), home), {});
    expect(failures).toEqual(['/pc_index: no budget for page "home"']);
  });

  it("counts the frame parts a page shows (loaded before hydration), and only those", () => {
    const build = fakeBuild(100);
    const manifestPath = join(build, "client/.vite/manifest.json");
    const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, unknown>;
    for (const [name, source] of Object.entries(PART_MODULES)) {
      writeFileSync(join(build, `client/assets/${name}.js`), `export const ${name} = 1;\n`);
      manifest[source] = { file: `assets/${name}.js`, imports: ["_shared.js"] };
    }
    manifest[PAGE_MODULES.updateLog] = { file: "assets/home.js", imports: ["_shared.js"] };
    writeFileSync(manifestPath, JSON.stringify(manifest));
    const [homePage, updateLog] = routeBundles(build, [...home, { key: "updateLog", path: "/updateLog" }]);
    expect(homePage.files).toEqual(["assets/index.js", "assets/shared.js", "assets/main.js", "assets/home.js", "assets/contact.js", "assets/footer.js"]);
    expect(updateLog.files).toEqual(["assets/index.js", "assets/shared.js", "assets/main.js", "assets/home.js"]); // shows neither
  });

  it("has a budget for every route of the route table", () => {
    for (const route of ROUTES) expect(JS_BUDGET_GZIP[route.key], route.key).toBeGreaterThan(0);
  });

  it("counts as run before the first interaction the boot entry, plus the motion script where the prerendered page autoplays (decision 0030)", () => {
    const build = fakeBuild(3_000);
    const manifestPath = join(build, "client/.vite/manifest.json");
    const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
    manifest["src/app/motion.ts"] = { file: "assets/motion.js", isDynamicEntry: true, imports: ["index.html"] };
    writeFileSync(manifestPath, JSON.stringify(manifest));
    writeFileSync(join(build, "client/assets/motion.js"), randomBytes(600).toString("base64"));
    const still = routeBundles(build, home)[0];
    expect(still.autoplay).toBe(false);
    expect(still.beforeInteractionJs).toEqual(still.bootJs);
    mkdirSync(join(build, "client/_pages/zh/pc_index"), { recursive: true });
    writeFileSync(join(build, "client/_pages/zh/pc_index/index.html"), '<div id="root"><ul data-autoplay="3000"></ul></div>');
    const moving = routeBundles(build, home)[0];
    expect(moving.autoplay).toBe(true);
    expect(moving.beforeInteractionJs.gzip).toBeGreaterThan(moving.bootJs.gzip + 600);
    expect(moving.beforeInteractionJs.gzip).toBeLessThan(moving.js.gzip);
    expect(moving.js.gzip, "the full app figure is unchanged").toBe(still.js.gzip);
  });
});
