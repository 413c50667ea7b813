// A loopback edge in front of workerd, choosing the encoding as the edge does: brotli when the client
// accepts it, else gzip, for text types only, never for ranges or already-encoded bodies. An answer
// the Worker encoded itself (a precompressed page, docs/decisions/0031) goes out as it is, as the edge
// sends an origin's brotli; any other is compressed here at the edge's fast on-the-fly level.
// Local workerd would otherwise serve everything uncompressed, which would make Lighthouse figures meaningless.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { pipeline } from "node:stream";
import zlib from "node:zlib";

const TEXT_TYPE = /^(text\/|application\/(javascript|json|xml|manifest\+json|ld\+json)|image\/svg\+xml)/i;

/** Per-connection headers that must not be forwarded; Node sets its own framing. */
const HOP_BY_HOP = ["connection", "keep-alive", "transfer-encoding"];

/** Levels an edge uses for on-the-fly compression (fast, not maximal). */
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

export interface CompressionProxy {
  origin: string;
  close(): Promise<void>;
}

/** Picks the encoding for a response: "br", "gzip" or undefined (send as is). */
export function chooseEncoding(acceptEncoding: string | undefined, contentType: string | undefined): "br" | "gzip" | undefined {
  if (!contentType || !TEXT_TYPE.test(contentType)) return undefined;
  const accepted = (acceptEncoding ?? "")
    .toLowerCase()
    .split(",")
    .map((part) => part.trim().split(";")[0]);
  if (accepted.includes("br")) return "br";
  if (accepted.includes("gzip")) return "gzip";
  return undefined;
}

/**
 * A browser's page navigation. Pages may come encoded by the Worker; asked for brotli, workerd's edge
 * emulation sends those as they are and compresses the others itself (brotli 5, one level above
 * this proxy's 4: a page the Worker has not compressed yet is a few percent smaller here than at the edge).
 */
function isPageRequest(req: http.IncomingMessage): boolean {
  return req.method === "GET" && (req.headers["sec-fetch-dest"] === "document" || (req.headers.accept ?? "").startsWith("text/html"));
}

/** Starts the proxy on 127.0.0.1:`port`, forwarding to `upstream` (an http origin). */
export function startCompressionProxy(port: number, upstream: string): Promise<CompressionProxy> {
  const target = new URL(upstream);
  const server = http.createServer((req, res) => {
    // Upstream is miniflare's own edge emulation: it compresses what the Worker did not, and it tells the
    // Worker the client's encodings in cf.clientAcceptEncoding. Asked for brotli only when the client
    // takes it and the Worker may answer with its own; every other answer is asked for plain and
    // compressed here. Host is kept so the Worker sees localhost.
    const page = isPageRequest(req) && chooseEncoding(req.headers["accept-encoding"], "text/html") === "br";
    const headers = { ...req.headers, "accept-encoding": page ? "br" : "identity" };
    const up = http.request({ hostname: target.hostname, port: target.port, method: req.method, path: req.url, headers }, (upRes) => {
      const outHeaders = { ...upRes.headers };
      for (const hop of HOP_BY_HOP) delete outHeaders[hop];
      const encoding =
        upRes.headers["content-encoding"] || upRes.statusCode === 206 || upRes.statusCode === 204 || upRes.statusCode === 304 || req.method === "HEAD"
          ? undefined
          : chooseEncoding(req.headers["accept-encoding"], upRes.headers["content-type"]);
      if (!encoding) {
        res.writeHead(upRes.statusCode ?? 502, outHeaders);
        pipeline(upRes, res, () => {});
        return;
      }
      delete outHeaders["content-length"];
      outHeaders["content-encoding"] = encoding;
      outHeaders.vary = outHeaders.vary ? `${outHeaders.vary}, Accept-Encoding` : "Accept-Encoding";
      res.writeHead(upRes.statusCode ?? 502, outHeaders);
      const compressor =
        encoding === "br"
          ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
          : zlib.createGzip({ level: GZIP_LEVEL });
      pipeline(upRes, compressor, res, () => {});
    });
    up.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    pipeline(req, up, () => {});
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      const { port: bound } = server.address() as AddressInfo;
      resolve({
        origin: `http://127.0.0.1:${bound}`,
        close: () =>
          new Promise((r) => {
            server.closeAllConnections();
            server.close(() => r());
          }),
      });
    });
  });
}
