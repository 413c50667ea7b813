// A loopback edge in front of workerd, choosing the encoding as the edge does: brotli when the client
// accepts it, else gzip, for text types only, never for ranges or already-encoded bodies. An answer
// the Worker encoded itself (a precompressed page, docs/decisions/0031) goes out as it is, as the edge
// sends an origin's brotli; any other is compressed here at the edge's fast on-the-fly level.
// Local workerd would otherwise serve everything uncompressed, which would make Lighthouse figures meaningless.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream";
import zlib from "node:zlib";

const TEXT_TYPE = /^(text\/|application\/(javascript|json|xml|manifest\+json|ld\+json)|image\/svg\+xml)/i;

/** Per-connection headers that must not be forwarded; Node sets its own framing. */
const HOP_BY_HOP = ["connection", "keep-alive", "transfer-encoding", "upgrade", "proxy-connection"];

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
function isPageRequest(req: { method?: string; headers: http.IncomingHttpHeaders }): boolean {
  return req.method === "GET" && (req.headers["sec-fetch-dest"] === "document" || (req.headers.accept ?? "").startsWith("text/html"));
}

/** A throw-away self-signed certificate for 127.0.0.1 (openssl), for the HTTP/2 edge. */
function selfSigned(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), "bench-tls-"));
  try {
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-days",
        "2",
        "-subj",
        "/CN=127.0.0.1",
        "-addext",
        "subjectAltName=IP:127.0.0.1",
        "-keyout",
        join(dir, "key.pem"),
        "-out",
        join(dir, "cert.pem"),
      ],
      { stdio: "ignore" },
    );
    return { key: readFileSync(join(dir, "key.pem")), cert: readFileSync(join(dir, "cert.pem")) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The proxy's protocol: HTTP/2 over TLS as the edge serves browsers, or plain HTTP/1.1 with BENCH_PROTOCOL=h1. */
export const BENCH_PROTOCOL: "h1" | "h2" = process.env.BENCH_PROTOCOL === "h1" ? "h1" : "h2";

/** Starts the proxy on 127.0.0.1:`port`, forwarding to `upstream` (an http origin). */
export function startCompressionProxy(port: number, upstream: string, protocol: "h1" | "h2" = BENCH_PROTOCOL): Promise<CompressionProxy> {
  const target = new URL(upstream);
  // Node's HTTP/2 compatibility objects take the same calls as HTTP/1.1's, which is all this uses.
  const handler = (req: http.IncomingMessage | http2.Http2ServerRequest, answer: http.ServerResponse | http2.Http2ServerResponse) => {
    const res = answer as http.ServerResponse;
    // Upstream is miniflare's own edge emulation: it compresses what the Worker did not, and it tells the
    // Worker the client's encodings in cf.clientAcceptEncoding. Asked for brotli only when the client
    // takes it and the Worker may answer with its own; every other answer is asked for plain and
    // compressed here. Host is kept so the Worker sees localhost.
    const page = isPageRequest(req) && chooseEncoding(req.headers["accept-encoding"], "text/html") === "br";
    const headers: Record<string, string | string[] | undefined> = { ...req.headers, "accept-encoding": page ? "br" : "identity" };
    for (const name of Object.keys(headers)) if (name.startsWith(":")) delete headers[name];
    headers.host ??= req.headers[":authority"] as string | undefined;
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
    pipeline(req as http.IncomingMessage, up, () => {});
  };
  // The edge speaks HTTP/2 over TLS to every browser: one connection per origin, a warm one for every
  // request after the page's. Plain HTTP/1.1 (BENCH_PROTOCOL=h1) opens a connection per parallel request.
  const server = protocol === "h2" ? http2.createSecureServer({ ...selfSigned(), allowHTTP1: true }, handler) : http.createServer(handler);
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      const { port: bound } = server.address() as AddressInfo;
      resolve({
        origin: `${protocol === "h2" ? "https" : "http"}://127.0.0.1:${bound}`,
        close: () =>
          new Promise((r) => {
            if ("closeAllConnections" in server) server.closeAllConnections();
            server.close(() => r());
          }),
      });
    });
  });
}
