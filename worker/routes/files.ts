/**
 * GET/HEAD /files/<key>: streams R2 objects (never buffered), with ranges, ETag revalidation and a
 * download name without the content hash. Plain HTTP answers, not the JSON envelope.
 * Every answer is sandboxed (CONTRACT "Files"): an uploaded file can never run script on the
 * site's origin. HTML, XML-document and script types are not served at all (404, like a missing
 * key, so the answer does not say the object exists). SVG is served: the seed banners and news
 * covers are SVG, pages use them only through <img> (where SVG never runs script), and a direct
 * visit gets `sandbox`, which blocks its script too.
 */
import { Hono, type Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../lib/app-env.ts";
import { contentDisposition, publicFileName } from "../lib/file-name.ts";
import { TMP_PREFIX } from "../lib/hashed-store.ts";
import { etagMatches, parseRange } from "../lib/range.ts";

/** Keys are content-hashed, so a URL never changes meaning. */
const IMMUTABLE = "public, max-age=31536000, immutable";

const TYPES: Record<string, string> = {
  pdf: "application/pdf",
  zip: "application/zip",
  exe: "application/vnd.microsoft.portable-executable",
  msi: "application/x-msi",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
  svg: "image/svg+xml",
  avif: "image/avif",
  mp4: "video/mp4",
  webm: "video/webm",
  txt: "text/plain; charset=utf-8",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/** The R2 key of a /files URL path, or null when it is unsafe or malformed (answered 404). */
export function keyFromPath(pathname: string): string | null {
  const raw = pathname.replace(/^\/files\//, "");
  let key: string;
  try {
    key = decodeURIComponent(raw);
  } catch {
    return null;
  }
  // tmp/: uploads in flight (lib/hashed-store.ts), not yet checked, nobody's file.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters in a file key is the point
  if (!key || key.startsWith(TMP_PREFIX) || key.startsWith("/") || key.includes("..") || key.includes("\\") || /[\u0000-\u001f\u007f]/.test(key)) {
    return null;
  }
  return key;
}

/**
 * Added to every /files answer, 404s included, as a second policy beside the site-wide one: a
 * browser enforces both, so the stricter sandbox wins.
 */
export const FILE_CSP = "default-src 'none'; sandbox";

/** Types a browser would render as a document or run as script. */
const REFUSED_TYPE =
  /^(text\/html|application\/xhtml\+xml|text\/xml|application\/xml|text\/xsl|application\/xslt\+xml|(text|application)\/(x-)?(java|ecma)script|text\/jscript|application\/wasm|text\/vbscript|multipart\/x-mixed-replace)\b/i;
/** Extensions of the same, refused even when the object was stored with a harmless type. */
const REFUSED_EXTENSION = /\.(html?|xht(ml)?|xml|xsl|m?js|cjs|wasm|shtml|svgz)$/i;

/** Whether a key with this stored type must not be served. */
export function refusedFile(key: string, type: string): boolean {
  return REFUSED_TYPE.test(type.trim()) || REFUSED_EXTENSION.test(key);
}

function contentTypeOf(key: string, stored: string | undefined): string {
  if (stored) return stored;
  return TYPES[key.slice(key.lastIndexOf(".") + 1).toLowerCase()] ?? "application/octet-stream";
}

function notFound(c: Context<AppEnv>) {
  return c.text("Not found", 404, { "Cache-Control": "no-store" });
}

/** Adds the sandbox policy to every /files answer; the app mounts it outside the site-wide headers. */
export const fileSandbox = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  c.res.headers.append("Content-Security-Policy", FILE_CSP);
  c.res.headers.set("X-Content-Type-Options", "nosniff");
});

export const files = new Hono<AppEnv>().get("/*", async (c) => {
  const key = keyFromPath(new URL(c.req.url).pathname);
  if (!key) return notFound(c);
  const head = await c.env.FILES.head(key);
  if (!head) return notFound(c);

  const type = contentTypeOf(key, head.httpMetadata?.contentType);
  if (refusedFile(key, type)) return notFound(c);
  const media = /^(image|video|audio)\//.test(type);
  const headers = new Headers({
    "Content-Type": type,
    "Content-Disposition": contentDisposition(media ? "inline" : "attachment", publicFileName(key)),
    ETag: head.httpEtag,
    "Last-Modified": head.uploaded.toUTCString(),
    "Accept-Ranges": "bytes",
    "Cache-Control": IMMUTABLE,
  });
  if (etagMatches(c.req.header("If-None-Match"), head.httpEtag)) return new Response(null, { status: 304, headers });

  const range = parseRange(c.req.header("Range"), head.size);
  if (range.kind === "unsatisfiable") {
    headers.set("Content-Range", `bytes */${head.size}`);
    headers.delete("Content-Disposition");
    return new Response(null, { status: 416, headers });
  }
  const partial = range.kind === "range";
  const length = partial ? range.length : head.size;
  headers.set("Content-Length", String(length));
  if (partial) headers.set("Content-Range", `bytes ${range.offset}-${range.offset + range.length - 1}/${head.size}`);
  const status = partial ? 206 : 200;
  if (c.req.method === "HEAD") return new Response(null, { status, headers });

  const object = await c.env.FILES.get(key, partial ? { range: { offset: range.offset, length: range.length } } : {});
  if (!object) return notFound(c);
  return new Response(object.body, { status, headers });
});
