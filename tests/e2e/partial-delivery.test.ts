// A page that reaches the browser in pieces (a slow phone network, a packet boundary inside the
// header) is painted without its header moving: the first paint waits for the header's end
// (`<link rel="expect" href="#main" blocking="render">`, common/page-document.ts), so the navigation is
// never painted half and then pushed sideways by its other items (issue 34: CLS 0 on every route).
// Before that link, the split below made the zh home page shift by 0.029 at 1350 px.
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { it } from "./support/fixture.ts";
import { baseUrl } from "./support/session.ts";

/** How long the rest of the page waits after the piece that ends inside the navigation. */
const PAUSE_MS = 700;

let proxy: Server;
let origin = "";

/**
 * In front of the suite's server: every HTML page is sent in two pieces, the first ending after the
 * navigation's second item, the rest after PAUSE_MS; anything else passes through whole.
 */
beforeAll(async () => {
  const upstream = new URL(baseUrl());
  proxy = createServer((req, res) => {
    const up = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: upstream.host, "accept-encoding": "identity" },
      },
      (answer) => {
        const parts: Buffer[] = [];
        answer.on("data", (c: Buffer) => parts.push(c));
        answer.on("end", () => {
          const body = Buffer.concat(parts);
          const headers = { ...answer.headers };
          delete headers["content-length"];
          res.writeHead(answer.statusCode ?? 502, headers);
          const nav = body.indexOf('<nav id="site-nav"');
          const secondItem = nav < 0 ? -1 : body.indexOf("</li>", body.indexOf("</li>", nav) + 1);
          if (!String(answer.headers["content-type"]).includes("text/html") || secondItem < 0) return res.end(body);
          res.write(body.subarray(0, secondItem));
          setTimeout(() => res.end(body.subarray(secondItem)), PAUSE_MS);
        });
      },
    );
    req.pipe(up);
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => proxy.close(() => resolve())));

interface Shift {
  value: number;
  moved: string[];
}

describe("a page that arrives in pieces", () => {
  it.for([
    ["zh-CN", 1350, 940, "/pc_index"],
    ["en-US", 1440, 900, "/pc_index"],
    ["zh-CN", 1280, 800, "/digital/eicad"],
    ["en-US", 1024, 768, "/about"],
  ] as const)("(%s) paints its header whole: no layout shift at %i x %i px on %s", async ([locale, width, height, path], { browser }) => {
    const context = await browser.newContext({ viewport: { width, height }, locale });
    try {
      const page = await context.newPage();
      await page.addInitScript(() => {
        const shifts: Shift[] = [];
        (window as unknown as { shifts: Shift[] }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[]) {
            shifts.push({
              value: e.value,
              moved: e.sources.map((s) => (s.node instanceof Element ? s.node.className || s.node.tagName : String(s.node?.nodeName))),
            });
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      const started = Date.now();
      await page.goto(`${origin}${path}`, { waitUntil: "load" });
      // The page did come in two pieces: the load waited for the second.
      expect(Date.now() - started).toBeGreaterThanOrEqual(PAUSE_MS);
      await expect.poll(() => page.locator("#site-nav li").count()).toBeGreaterThan(2);
      await page.waitForTimeout(500);
      const shifts = await page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts);
      expect(shifts, JSON.stringify(shifts)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
