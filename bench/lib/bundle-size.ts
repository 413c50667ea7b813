// First-load JavaScript and CSS per route, from the Vite client manifest: the entry's static import
// closure plus the route's lazy page chunk, its content chunk (the page's copy in one language,
// which the entry loads with the page) and their static imports: what a cold visit downloads
// before the page can render; dynamic imports inside the page are not counted. A page with copy is
// measured in the language whose copy is larger (usually Chinese).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { LANGS } from "../../common/languages.ts";
import { contentModule, hasContent, PAGE_MODULES } from "../../common/page-modules.ts";
import type { Manifest } from "../../scripts/prerender/page-assets.ts";

export interface Bytes {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface RouteBundle {
  key: string;
  path: string;
  pageModule: string;
  js: Bytes;
  css: Bytes;
  files: string[];
}

/** Manifest keys reachable from `start` through static imports, `start` included. */
function staticClosure(manifest: Manifest, start: string, seen = new Set<string>()): Set<string> {
  if (seen.has(start)) return seen;
  seen.add(start);
  for (const dep of manifest[start]?.imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

/** Raw, gzip (level 9, as Vite reports) and brotli (quality 11) sizes of some files, summed. */
function measure(clientDir: string, files: string[], cache: Map<string, Bytes>): Bytes {
  const total: Bytes = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    let bytes = cache.get(file);
    if (!bytes) {
      const data = readFileSync(join(clientDir, file));
      bytes = {
        raw: data.length,
        gzip: gzipSync(data, { level: 9 }).length,
        brotli: brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      };
      cache.set(file, bytes);
    }
    total.raw += bytes.raw;
    total.gzip += bytes.gzip;
    total.brotli += bytes.brotli;
  }
  return total;
}

/** First-load JS and CSS for every route in `routes`, from the build in `distDir`. */
export function routeBundles(distDir: string, routes: readonly { key: string; path: string }[]): RouteBundle[] {
  const clientDir = join(distDir, "client");
  const manifest = JSON.parse(readFileSync(join(clientDir, ".vite/manifest.json"), "utf8")) as Manifest;
  const entries = Object.keys(manifest).filter((k) => manifest[k].isEntry);
  if (entries.length !== 1) throw new Error(`expected one client entry in the manifest, found ${entries.length}`);
  const cache = new Map<string, Bytes>();
  return routes.map((route) => {
    const pageModule: string | undefined = PAGE_MODULES[route.key as keyof typeof PAGE_MODULES];
    if (!pageModule) throw new Error(`no page module for route ${route.key} in common/page-modules.ts`);
    if (!manifest[pageModule]) throw new Error(`page module ${pageModule} is not in the build manifest`);
    const key = route.key;
    const contents = hasContent(key) ? LANGS.map((lang) => contentModule(key, lang)) : [undefined];
    const variants = contents.map((content) => {
      const keys = staticClosure(manifest, entries[0]);
      staticClosure(manifest, pageModule, keys);
      if (content) {
        if (!manifest[content]) throw new Error(`content module ${content} is not in the build manifest`);
        staticClosure(manifest, content, keys);
      }
      const js = [...new Set([...keys].map((k) => manifest[k].file).filter((f) => f.endsWith(".js")))];
      const css = [...new Set([...keys].flatMap((k) => manifest[k].css ?? []))];
      return { js: measure(clientDir, js, cache), css: measure(clientDir, css, cache), files: [...js, ...css] };
    });
    const heaviest = variants.reduce((a, b) => (b.js.gzip > a.js.gzip ? b : a));
    return { key: route.key, path: route.path, pageModule, ...heaviest };
  });
}
