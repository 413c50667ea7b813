// `npm run bench:copies -- --origin=http://127.0.0.1:8787 --path=/pc_index --save=bench/out/copies`
// `npm run bench:copies -- --origin=http://127.0.0.1:8787 --path=/pc_index [--lang=en] [--runs=3] bench/out/copies/*.html`
// What a change to a page would buy before it is built (issue 34): Lighthouse mobile on copies of one
// served page, each edited in one thing, served beside the running site. `--save=DIR` writes the page
// as served to DIR/as-served.html, to copy and edit. Then every named copy, the page as served and the
// floor page (bench/floor.html) are measured in interleaved rounds, and the medians printed with each
// LCP as a ratio to the floor's. Each copy goes out as the Worker sends a page (brotli at its level,
// `Content-Encoding: br`, passed through the bench's edge proxy as is), so a copy is as many round
// trips away as the page would be; anything else the copies ask for (scripts, pictures, the API)
// comes from the running site. A copy may go out with more response headers (a `Link`, say): put them
// in `<copy>.headers.json` beside it. Load-sensitive: run it with nothing else running.
import http from "node:http";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import zlib from "node:zlib";
import lighthouse from "lighthouse";
import { launchChrome } from "./lib/chrome.ts";
import { ACCEPT_LANGUAGE, type BenchLang } from "./lib/lighthouse.ts";
import { startCompressionProxy } from "./lib/proxy.ts";
import { median } from "./lib/stats.ts";

/** worker/lib/precompressed-pages.ts's level: a copy weighs what the served page would. */
const PAGE_BROTLI_QUALITY = 10;
const COPY_PREFIX = "/__copies/";

const args = process.argv.slice(2);
const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const origin = option("origin") ?? "http://127.0.0.1:8787";
const path = option("path") ?? "/pc_index";
const lang: BenchLang = option("lang") === "en" ? "en" : "zh";
const runs = Number(option("runs") ?? 3);
const files = args.filter((a) => !a.startsWith("--"));
const copyPort = Number(process.env.BENCH_PORT ?? 8797) + 10;
const proxyPort = copyPort + 1;

const served = await fetch(new URL(path, origin), { headers: { "Accept-Language": ACCEPT_LANGUAGE[lang] } });
if (!served.ok) throw new Error(`${origin}${path} answered ${served.status}`);
const servedHtml = await served.text();
const saveDir = option("save");
if (saveDir) {
  mkdirSync(saveDir, { recursive: true });
  writeFileSync(join(saveDir, "as-served.html"), servedHtml);
  console.log(`wrote ${join(saveDir, "as-served.html")}: copy it, change one thing per copy, and name the copies`);
  process.exit(0);
}

const brotli = (html: string) => zlib.brotliCompressSync(Buffer.from(html), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY } });
const copies = new Map<string, Buffer>([
  ["floor", brotli(readFileSync(new URL("./floor.html", import.meta.url), "utf8"))],
  ["as-served", brotli(servedHtml)],
]);
/** Response headers a copy goes out with besides the page's own: `<copy>.headers.json` beside it, if any (e.g. a `Link`). */
const extraHeaders = new Map<string, Record<string, string>>();
for (const file of files) {
  const name = basename(file, ".html");
  copies.set(name, brotli(readFileSync(file, "utf8")));
  const headersFile = file.replace(/\.html$/, ".headers.json");
  if (existsSync(headersFile)) extraHeaders.set(name, JSON.parse(readFileSync(headersFile, "utf8")));
}

const upstream = new URL(origin);
const server = http.createServer((req, res) => {
  const name = req.url?.startsWith(COPY_PREFIX) ? req.url.slice(COPY_PREFIX.length).split("?")[0] : "";
  const copy = copies.get(name);
  if (copy) {
    res.writeHead(200, {
      "content-type": "text/html; charset=utf-8",
      "content-encoding": "br",
      "cache-control": "no-store",
      vary: "Accept-Encoding",
      ...extraHeaders.get(name),
    });
    res.end(copy);
    return;
  }
  const up = http.request({ hostname: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers }, (upRes) => {
    res.writeHead(upRes.statusCode ?? 502, upRes.headers);
    upRes.pipe(res);
  });
  up.on("error", () => res.writeHead(502).end());
  req.pipe(up);
});
await new Promise<void>((resolve) => server.listen(copyPort, "127.0.0.1", resolve));
const proxy = await startCompressionProxy(proxyPort, `http://127.0.0.1:${copyPort}`);
const chrome = await launchChrome();

interface Figures {
  lcp: number;
  fcp: number;
  tbt: number;
  perf: number;
}
const measured = new Map<string, Figures[]>();
console.log(
  `${path} (${lang}): ${copies.size - 1} copies and the floor page, ${runs} rounds; brotli ${[...copies].map(([n, b]) => `${n} ${b.length} B`).join(", ")}`,
);
try {
  for (let round = 1; round <= runs; round++) {
    for (const name of copies.keys()) {
      const result = await lighthouse(`${proxy.origin}${COPY_PREFIX}${name}`, {
        port: chrome.port,
        logLevel: "error",
        onlyCategories: ["performance"],
        extraHeaders: { "Accept-Language": ACCEPT_LANGUAGE[lang] },
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${name}`);
      const audit = (id: string) => Math.round(result.lhr.audits[id].numericValue ?? 0);
      const f = {
        lcp: audit("largest-contentful-paint"),
        fcp: audit("first-contentful-paint"),
        tbt: audit("total-blocking-time"),
        perf: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
      };
      measured.set(name, [...(measured.get(name) ?? []), f]);
      console.log(`  round ${round} ${name.padEnd(24)} LCP ${f.lcp} ms, FCP ${f.fcp} ms, TBT ${f.tbt} ms, performance ${f.perf}`);
    }
  }
} finally {
  await chrome.close();
  await proxy.close();
  server.close();
}

const mid = (name: string, k: keyof Figures) => median((measured.get(name) ?? []).map((f) => f[k]));
const floor = mid("floor", "lcp");
console.log(`\nmedians of ${runs} (Lighthouse mobile)\n${"copy".padEnd(24)}  LCP ms  x floor  FCP ms  TBT ms  performance`);
for (const name of copies.keys()) {
  const row = [mid(name, "lcp"), (mid(name, "lcp") / floor).toFixed(2), mid(name, "fcp"), mid(name, "tbt"), mid(name, "perf")];
  console.log(`${name.padEnd(24)}  ${row.map((v) => String(v).padStart(6)).join("  ")}`);
}
