// First-load JavaScript and CSS per route, from the Vite client manifest: the boot entry, the app
// (src/main.tsx), the route's page chunk, the frame parts the page shows (contact block, footer;
// docs/decisions/0026) and its copy in one language (0027), each with its static imports: everything
// a cold visit downloads to make the page interactive (the boot entry before the first paint, the
// rest after it, 0024; dynamic imports inside the page are not counted). `bootJs` is the part that
// loads before the first paint. `beforeInteractionJs` is what runs before the visitor's first action
// (docs/decisions/0029, 0030, 0057): boot, the motion script on a page whose prerender has something
// that autoplays, the vitals collector, and on a page with the contact form its funnel watcher; the rest is only prefetched at idle time, not run. A page with copy is measured in
// the language whose copy is larger.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { LANGS } from "../../common/languages.ts";
import { prerenderedPath } from "../../common/prerendered-path.ts";
import { PAGE_MODULES, partModulesOf } from "../../common/page-modules.ts";
import { ROUTES, showsContact, type PageKey } from "../../common/route-table.ts";
import { APP_MODULE, bootEntry, staticClosure, type Manifest } from "../../scripts/prerender/page-assets.ts";

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
  /** The boot entry alone: the JavaScript fetched before the first paint. */
  bootJs: Bytes;
  /** What runs before the visitor's first action: boot, the motion script where the page autoplays, the vitals collector, the contact form's watcher. */
  beforeInteractionJs: Bytes;
  /** Whether the prerendered page has something that moves by itself (`data-autoplay`). */
  autoplay: boolean;
  css: Bytes;
  files: string[];
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

/** The motion script's module (src/boot.ts imports it on a page that autoplays). */
export const MOTION_MODULE = "src/app/motion.ts";

/** Whether the page's prerender (in any language) carries `data-autoplay`. */
function autoplays(clientDir: string, path: string): boolean {
  return LANGS.some((lang) => {
    const file = join(clientDir, prerenderedPath(lang, path), "index.html");
    return existsSync(file) && readFileSync(file, "utf8").includes("data-autoplay=");
  });
}

/** First-load JS and CSS for every route in `routes`, from the build in `distDir`. */
export function routeBundles(distDir: string, routes: readonly { key: string; path: string }[]): RouteBundle[] {
  const clientDir = join(distDir, "client");
  const manifest = JSON.parse(readFileSync(join(clientDir, ".vite/manifest.json"), "utf8")) as Manifest;
  const boot = bootEntry(manifest);
  if (!manifest[APP_MODULE]) throw new Error(`${APP_MODULE} is not in the build manifest`);
  const filesOf = (keys: Set<string>) => [...new Set([...keys].map((k) => manifest[k].file).filter((f) => f.endsWith(".js")))];
  const bootFiles = filesOf(staticClosure(manifest, boot));
  const cache = new Map<string, Bytes>();
  return routes.map((route) => {
    const pageModule: string | undefined = PAGE_MODULES[route.key as keyof typeof PAGE_MODULES];
    if (!pageModule) throw new Error(`no page module for route ${route.key} in common/page-modules.ts`);
    if (!manifest[pageModule]) throw new Error(`page module ${pageModule} is not in the build manifest`);
    const key = route.key;
    const keys = staticClosure(manifest, boot);
    staticClosure(manifest, APP_MODULE, keys);
    staticClosure(manifest, pageModule, keys);
    // The prerender fails a build without the frame parts, so one missing here is a synthetic manifest.
    for (const part of partModulesOf(key as PageKey)) if (manifest[part]) staticClosure(manifest, part, keys);
    const js = filesOf(keys);
    const css = [...new Set([...keys].flatMap((k) => manifest[k].css ?? []))];
    // A page's copy is in its HTML (decision 0040), not in a script.
    const heaviest = { js: measure(clientDir, js, cache), css: measure(clientDir, css, cache), files: [...js, ...css] };
    const autoplay = autoplays(clientDir, route.path);
    // What boot runs before the visitor acts (src/boot.ts): the motion script where the page autoplays
    // (a chunk of its own, or a shared `_motion-….js` once the app's components import it too, decision
    // 0035), the vitals collector, and on a page with the contact form its funnel watcher (the
    // area-code names are the app's since decision 0057). Each found by module or chunk name.
    const named = (module: string, name: string) =>
      manifest[module] ? module : Object.keys(manifest).find((k) => (manifest as Record<string, { name?: string }>)[k]?.name === name);
    const motion = named(MOTION_MODULE, "motion");
    if (autoplay && !motion) throw new Error(`${MOTION_MODULE} is not in the build manifest`);
    const contact = showsContact(ROUTES.find((r) => r.key === key));
    const runs = [autoplay && motion, named("src/app/vitals.ts", "vitals"), ...(contact ? [named("src/app/form-events.ts", "form-events")] : [])];
    const earlyKeys = staticClosure(manifest, boot);
    for (const k of runs) if (k) staticClosure(manifest, k, earlyKeys);
    const early = filesOf(earlyKeys);
    return {
      key: route.key,
      path: route.path,
      pageModule,
      ...heaviest,
      bootJs: measure(clientDir, bootFiles, cache),
      beforeInteractionJs: measure(clientDir, early, cache),
      autoplay,
    };
  });
}
