// Prerender every page of the route table in Chinese and English into the client build:
// dist/client/_pages/<lang><path>/index.html (+ the not-found page), from the built index.html
// and the server build of the app (vite.ssr.config.ts). The Worker serves these files
// (worker/pages/routes.ts). Run after both builds: `npm run build` does all three steps.
// Env: CLIENT_DIR (default dist/client), SSR_OUT_DIR (default dist/ssr).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { PRERENDER_DIR, prerenderedPath } from "../common/prerendered-path.ts";
import type { Lang } from "../src/i18n/lang.ts";
import { contentModule, hasContent, PAGE_MODULES, partModulesOf } from "../common/page-modules.ts";
import { pageAssets, type Manifest } from "./prerender/page-assets.ts";
import { fillTemplate } from "./prerender/template.ts";
import { pageText } from "./prerender/page-text.ts";
import { SEARCH_PAGES_FILE, type PageText } from "../common/search-docs.ts";

interface ServerEntry {
  LANGS: readonly Lang[];
  PRERENDER_PAGES: readonly { key: string; path: string }[];
  renderPage(key: string, path: string, lang: Lang): Promise<{ appHtml: string; head: string; htmlLang: string }>;
}

const root = resolve(new URL("..", import.meta.url).pathname);
const clientDir = resolve(root, process.env.CLIENT_DIR ?? "dist/client");
const ssrDir = resolve(root, process.env.SSR_OUT_DIR ?? "dist/ssr");
const started = performance.now();

const template = readFileSync(join(clientDir, "index.html"), "utf8");
const manifest = JSON.parse(readFileSync(join(clientDir, ".vite/manifest.json"), "utf8")) as Manifest;
const entry = (await import(pathToFileURL(join(ssrDir, "entry-server.js")).href)) as ServerEntry;

const cssCache = new Map<string, string>();
function readCss(file: string): string {
  const cached = cssCache.get(file);
  if (cached !== undefined) return cached;
  const css = readFileSync(join(clientDir, file), "utf8").trim();
  cssCache.set(file, css);
  return css;
}

rmSync(join(clientDir, PRERENDER_DIR), { recursive: true, force: true });
let count = 0;
const texts: PageText[] = [];
for (const page of entry.PRERENDER_PAGES) {
  const source = PAGE_MODULES[page.key as keyof typeof PAGE_MODULES];
  if (!source) throw new Error(`prerender: no page module for "${page.key}" in common/page-modules.ts`);
  for (const lang of entry.LANGS) {
    // The frame parts the page shows (contact block, footer; docs/decisions/0026) and the page's
    // copy in this language only (0027): the app loads them before hydrating.
    const parts = partModulesOf(page.key as keyof typeof PAGE_MODULES);
    const assets = pageAssets(manifest, source, ...parts, ...(hasContent(page.key) ? [contentModule(page.key, lang)] : []));
    const rendered = await entry.renderPage(page.key, page.path, lang);
    const html = fillTemplate(template, rendered, assets, readCss);
    const dir = join(clientDir, prerenderedPath(lang, page.path));
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "index.html"), html);
    count++;
    const text = pageText(page.key, page.path, lang, rendered.appHtml, rendered.head);
    if (text) texts.push(text);
  }
}
// Beside the client build, not in it (never served): the seed indexes it for the site search.
writeFileSync(join(clientDir, "..", SEARCH_PAGES_FILE), JSON.stringify(texts));
console.log(`prerendered ${count} pages into ${join(clientDir, PRERENDER_DIR)} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
