/** Public names and URLs of R2 objects whose keys carry an 8-hex content hash before the extension. */

const HASH_SUFFIX = /-[0-9a-f]{8}(?=(\.[^./]*)?$)/i;

/** `manuals/EICAD-User-Manual-3fa2c9d1.pdf` → `EICAD-User-Manual.pdf` (basename, hash dropped). */
export function publicFileName(key: string): string {
  const base = key.slice(key.lastIndexOf("/") + 1);
  return base.replace(HASH_SUFFIX, "");
}

/** Site-relative URL of an R2 key: `/files/<key>`, each segment percent-encoded. */
export function fileUrl(key: string): string {
  return `/files/${key.split("/").map(encodeURIComponent).join("/")}`;
}

/** The name for old clients: non-ASCII dropped; "download" when nothing readable is left of the stem. */
function asciiFallback(name: string): string {
  const dot = name.lastIndexOf(".");
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ""];
  const clean = (text: string) =>
    text
      .replace(/[^\x20-\x7e]/g, "")
      .replace(/["\\]/g, "")
      .trim();
  const readable = clean(stem).replace(/^[-_. ]+|[-_. ]+$/g, "");
  return `${readable || "download"}${clean(ext)}`;
}

/** RFC 6266 / 5987 Content-Disposition: ASCII fallback plus the UTF-8 name. */
export function contentDisposition(kind: "inline" | "attachment", name: string): string {
  const ascii = asciiFallback(name);
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
