// Which built files a prerendered page needs: the CSS that styles it at first paint (inlined) and the
// JS chunks of the app and the page, which the boot script fetches side by side when the app starts
// (docs/decisions/0024).

/** The part of Vite's build manifest this script reads. */
export type Manifest = Record<
  string,
  {
    file: string;
    css?: string[];
    imports?: string[];
    isEntry?: boolean;
    isDynamicEntry?: boolean;
  }
>;

/** The app's module, which the boot entry imports when the app starts. */
export const APP_MODULE = "src/main.tsx";

/** Manifest keys reachable from `start` through static imports, `start` included. */
export function staticClosure(manifest: Manifest, start: string, seen = new Set<string>()): Set<string> {
  if (seen.has(start)) return seen;
  seen.add(start);
  for (const dep of manifest[start]?.imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

/** The boot entry's manifest key (the built index.html's script). */
export function bootEntry(manifest: Manifest): string {
  const entries = Object.keys(manifest).filter((k) => manifest[k].isEntry);
  if (entries.length !== 1) throw new Error(`prerender: expected one client entry in the manifest, found ${entries.length}`);
  return entries[0];
}

/**
 * CSS and JS files of the app and a page's chunks (its page module, the frame parts it shows, its
 * copy in the page's language) with their static imports, without what the boot entry already
 * loads: `css` in cascade order (the app's global sheets first), `js` app first.
 */
export function pageAssets(manifest: Manifest, ...sources: string[]): { css: string[]; js: string[] } {
  for (const id of [APP_MODULE, ...sources]) if (!manifest[id]) throw new Error(`prerender: ${id} is not in the build manifest`);
  const boot = new Set([...staticClosure(manifest, bootEntry(manifest))].map((k) => manifest[k].file));
  const keys = staticClosure(manifest, APP_MODULE);
  for (const source of sources) staticClosure(manifest, source, keys);
  const chunks = [...keys].map((k) => manifest[k]);
  const js = [...new Set(chunks.map((c) => c.file))].filter((f) => f.endsWith(".js") && !boot.has(f));
  const css = [...new Set(chunks.flatMap((c) => c.css ?? []))];
  return { css, js };
}
