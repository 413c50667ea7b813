// Which built files a page needs before its JavaScript runs: its chunk's CSS (so the prerendered
// HTML is styled at first paint) and its JS chunks (preloaded, so hydration starts sooner).

/** The part of Vite's build manifest this script reads. */
export type Manifest = Record<string, { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }>;

/** CSS and JS files of a page chunk and its static imports, without what the entry already loads. */
export function pageAssets(manifest: Manifest, source: string): { css: string[]; js: string[] } {
  if (!manifest[source]) throw new Error(`prerender: ${source} is not in the build manifest`);
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
  visit(source, "page", new Set());
  const notEntry = (f: string) => !entryFiles.has(f);
  return { css: [...css].filter(notEntry), js: [...js].filter(notEntry) };
}

/** Several modules' assets as one list each, without repeats. */
export function mergeAssets(all: { css: string[]; js: string[] }[]): { css: string[]; js: string[] } {
  return { css: [...new Set(all.flatMap((a) => a.css))], js: [...new Set(all.flatMap((a) => a.js))] };
}
