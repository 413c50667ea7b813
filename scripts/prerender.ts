// Prerender every page of the route table in Chinese and English into the client build:
// dist/client/_pages/<lang><path>/index.html (+ the not-found page), rendered by the app's one page
// render (src/entry-server.tsx, docs/decisions/0033) with its seeded value (its copy, 0060), and beside each its shell.json:
// the files the page needs, which the Worker renders the page with. Run after the client and server
// builds: `npm run build` does all three steps. Env: CLIENT_DIR (default dist/client), SSR_OUT_DIR (default dist/ssr).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { AppRenderer } from "../common/app-render.ts";
import type { PageShell } from "../common/page-document.ts";
import type { PageValue } from "../common/page-loader.ts";
import { LANGS, type Lang } from "../common/languages.ts";
import { NOT_FOUND_PATH, PRERENDER_DIR, PRERENDER_ORIGIN, prerenderedPath, SHELL_FILE } from "../common/prerendered-path.ts";
import { PAGE_MODULES, partModulesOf } from "../common/page-modules.ts";
import type { PageItem } from "../common/page-blocks.ts";
import { LANDING_SHELL_PATH, ROUTES } from "../common/route-table.ts";
import { bootEntry, pageAssets, type Manifest } from "./prerender/page-assets.ts";
import { pageText } from "./prerender/page-text.ts";
import { SEARCH_PAGES_FILE, type PageText } from "../common/search-docs.ts";

const root = resolve(new URL("..", import.meta.url).pathname);
const clientDir = resolve(root, process.env.CLIENT_DIR ?? "dist/client");
const ssrDir = resolve(root, process.env.SSR_OUT_DIR ?? "dist/ssr");
const started = performance.now();

const manifest = JSON.parse(readFileSync(join(clientDir, ".vite/manifest.json"), "utf8")) as Manifest;
const { appRenderer, seededValue } = (await import(pathToFileURL(join(ssrDir, "entry-server.js")).href)) as {
  appRenderer: AppRenderer;
  seededValue(key: string, lang: Lang, pages: readonly PageItem[]): PageValue;
};
// The seeded page copy (decision 0040): each page is rendered with it, as served when D1 cannot be read.
const seededPages = JSON.parse(readFileSync(join(root, "seed/content/pages.json"), "utf8")) as PageItem[];
const boot = manifest[bootEntry(manifest)]!;
// The boot script is the page's only render-time script: no stylesheet, no chunk of its own to preload.
if (boot.css?.length || boot.imports?.length) throw new Error("prerender: the boot entry must import no CSS and no shared chunk");

rmSync(join(clientDir, PRERENDER_DIR), { recursive: true, force: true });
let count = 0;
const texts: PageText[] = [];
// Landing pages have no page of their own: the Worker renders each from its copy with the files of
// this one shell (LANDING_SHELL_PATH), which only the Worker reads.
for (const page of [...ROUTES, { key: "landing" as const, path: LANDING_SHELL_PATH }, { key: "notFound" as const, path: NOT_FOUND_PATH }]) {
  for (const lang of LANGS) {
    // The page's module and the frame parts it shows (contact block, footer; docs/decisions/0026):
    // the app loads them before hydrating.
    const parts = partModulesOf(page.key);
    const assets = pageAssets(manifest, PAGE_MODULES[page.key], ...parts);
    const shell: PageShell = {
      boot: `/${boot.file}`,
      style: assets.css.map((f) => readFileSync(join(clientDir, f), "utf8").trim()).join("\n"),
      preload: [...assets.js, ...assets.css],
    };
    const value = seededValue(page.key, lang, seededPages);
    const rendered = await appRenderer.renderPage({
      key: page.key,
      location: page.path,
      lang,
      origin: PRERENDER_ORIGIN,
      urlLang: lang,
      shell,
      value,
    });
    const dir = join(clientDir, prerenderedPath(lang, page.path));
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "index.html"), rendered.html);
    writeFileSync(join(dir, SHELL_FILE), JSON.stringify({ ...shell, seeded: value }));
    count++;
    const text = pageText(page.key, page.path, lang, rendered.appHtml, rendered.title);
    if (text) texts.push(text);
  }
}
// Beside the client build, not in it (never served): the seed indexes it for the site search.
writeFileSync(join(clientDir, "..", SEARCH_PAGES_FILE), JSON.stringify(texts));
console.log(`prerendered ${count} pages into ${join(clientDir, PRERENDER_DIR)} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
