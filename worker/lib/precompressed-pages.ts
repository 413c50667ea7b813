/**
 * Pages sent already compressed (docs/decisions/0031). The edge compresses an HTML answer on the fly
 * at a low brotli level, fast but a quarter larger than the best; a page whose bytes pass TCP's first
 * congestion window (about 14.6 KB with the headers) costs a phone one more round trip before it
 * can paint. A page's HTML only changes with the content version, so its best compression is made
 * once per isolate, after the first answer (in waitUntil, off the visitor's path), kept under a
 * digest of the HTML, and sent as is (`encodeBody: "manual"`) to every client that accepts brotli.
 */
import { brotliCompressSync, constants } from "node:zlib";
import { sha256Hex } from "./crypto.ts";
import { readCache } from "./read-cache.ts";

/**
 * Brotli quality 11, the best (docs/decisions/0066): the zh home page as served 13,554 bytes where 10
 * gives 13,783 and the edge's on-the-fly level about 15.6 KB; a page at the first window's edge keeps
 * 229 bytes of room. It costs about 2.5 × the CPU of 10 (here 118 against 45 ms, once per page version
 * and isolate, in `waitUntil`).
 */
const PAGE_BROTLI_QUALITY = 11;

/**
 * Compressed pages kept per isolate (pages × languages × a content version or two, ~13 KB each),
 * by digest of the HTML (so a publish that changes a page changes its key); a publish empties it.
 */
const compressed = readCache<ArrayBuffer>({ maxEntries: 96, maxBytes: 2 * 1024 * 1024, sizeOf: (b) => b.byteLength, content: true });

/**
 * What the visitor's client accepts. At the edge a Worker's `Accept-Encoding` is the edge's own
 * ("br, gzip"); the client's is in `cf.clientAcceptEncoding` (miniflare emulates both, "" when the
 * client sent none). Without `cf` (tests calling the app directly) the header is the client's.
 */
export function clientAcceptEncoding(req: Request): string | undefined {
  const cf = (req as { cf?: { clientAcceptEncoding?: unknown } }).cf;
  return typeof cf?.clientAcceptEncoding === "string" ? cf.clientAcceptEncoding : (req.headers.get("Accept-Encoding") ?? undefined);
}

/** Whether an Accept-Encoding value admits brotli (`br`, not `br;q=0`). */
export function acceptsBrotli(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(",").some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(";");
    if (coding.trim() !== "br") return false;
    const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    return q === undefined || Number(q) > 0;
  });
}

function compressPage(html: string): ArrayBuffer {
  const bytes = new TextEncoder().encode(html);
  const out = brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength },
  });
  return out.buffer.slice(out.byteOffset, out.byteOffset + out.byteLength) as ArrayBuffer;
}

/**
 * The page's brotli bytes when this isolate has made them; otherwise undefined, and they are made in
 * the request's `waitUntil` for the next visitor (a failure only means the edge keeps compressing it).
 */
export async function precompressedPage(html: string, ctx: Pick<ExecutionContext, "waitUntil">): Promise<ArrayBuffer | undefined> {
  const key = await sha256Hex(html);
  const hit = compressed.get(key);
  if (hit) return hit;
  ctx.waitUntil(
    // After a turn of the event loop, so this answer is on its way before the isolate compresses.
    new Promise((resolve) => setTimeout(resolve, 0))
      .then(() => {
        if (compressed.get(key)) return;
        compressed.set(key, compressPage(html));
      })
      .catch((err: unknown) => console.warn(JSON.stringify({ level: "warn", message: "page not precompressed", error: String(err) }))),
  );
  return undefined;
}

/** Forgets every compressed page (tests). */
export function forgetPrecompressedPages(): void {
  compressed.clear();
}
