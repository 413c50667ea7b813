// Which built files a page needs before its JavaScript runs: its chunk's CSS (so the prerendered
// HTML is styled at first paint) and its JS chunks (preloaded, so hydration starts sooner).

/** The part of Vite's build manifest this script reads. */
export type Manifest = Record<string, { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }>;

/**
 * CSS and JS files of a page's chunks (its page module, and its content module in the page's
 * language) and their static imports, without what the entry already loads.
 */
export function pageAssets(manifest: Manifest, ...sources: string[]): { css: string[]; js: string[] } {
  for (const source of sources) if (!manifest[source]) throw new Error(`prerender: ${source} is not in the build manifest`);
  const entryFiles = new Set<string>();
  const css = new Set<string>();
  const js = new Set<string>();
  const visit = (id: string, into: "entry" | "page", seen: Set<string>) => {
    if (seen.has(id)) return;
    seen.add(id);
    const chunk = manifest[id];
    if (!chunk) return;
    if (into === "entry") {
      entryFiles.add(chunk.file);
      for (const c of chunk.css ?? []) entryFiles.add(c);
    } else {
      js.add(chunk.file);
      for (const c of chunk.css ?? []) css.add(c);
    }
    for (const imp of chunk.imports ?? []) visit(imp, manifest[imp]?.isEntry ? "entry" : into, seen);
  };
  for (const [id, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(id, "entry", new Set());
  const seen = new Set<string>();
  for (const source of sources) visit(source, "page", seen);
  const notEntry = (f: string) => !entryFiles.has(f);
  return { css: [...css].filter(notEntry), js: [...js].filter(notEntry) };
}
