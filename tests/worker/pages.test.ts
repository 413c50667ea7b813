import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { brotliDecompressSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { PRERENDER_ORIGIN } from "../../common/prerendered-path.ts";
import { pageLangFromAcceptLanguage } from "../../worker/pages/page-language.ts";
import { pages } from "../../worker/pages/routes.ts";
import { acceptsBrotli, clientAcceptEncoding, forgetPrecompressedPages } from "../../worker/lib/precompressed-pages.ts";
import buildSettings from "../../seed/content/site-settings.json";
import { call, pageAssets, seedContent } from "./fixtures.ts";

/** The pages' own first headings, as the app renders them from their copy. */
const ZH_H1 = "道路、互通立交与轨道交通的数字化设计";
const EN_H1 = "Digital design of roads, interchanges and rail lines";
const BRAND_EN = buildSettings.en.brandName;

const SHELL = `<!doctype html><html lang="zh-CN"><head><title>shell</title></head><body><div id="root"></div></body></html>`;

/** The asset server as the build leaves it, with two real files besides the pages'. */
const ASSETS = pageAssets({
  "/assets/index-abc123.js": { body: "console.log(1)", type: "text/javascript" },
  "/@vite/client": { body: "export {}", type: "text/javascript" },
});

async function page(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return pages.request(`https://www.example.com${path}`, { headers }, { ...env, ASSETS });
}

beforeAll(seedContent);

describe("GET /", () => {
  it("redirects 302 to /pc_index keeping the query", async () => {
    const res = await call("/?lang=en&utm_source=x");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/pc_index?lang=en&utm_source=x");
  });
});

describe("which page a path gets", () => {
  it("serves the route's page for every route of the route table, case and trailing-slash tolerant", async () => {
    const digital = await page("/DIGITAL/");
    expect(digital.status).toBe(200);
    expect(await digital.text()).toContain(ZH_H1);
    for (const path of ["/pc_index", "/pc_index/news", "/digital/eicad", "/updateLogDetail", "/phone_index"]) {
      const res = await page(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).not.toContain("没有找到这个页面");
    }
  });

  it("leaves /api, /open-api and /files to their own handlers (no page, not even the not-found page)", async () => {
    for (const path of ["/api", "/api/x", "/open-api/news", "/files/a.pdf"]) {
      const res = await page(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain("<html");
    }
  });
});

describe("page language", () => {
  it("reads Accept-Language by quality, then order, ignoring unsupported languages", () => {
    expect(pageLangFromAcceptLanguage("en-US,en;q=0.9,zh-CN;q=0.8")).toBe("en");
    expect(pageLangFromAcceptLanguage("zh-CN,zh;q=0.9,en;q=0.8")).toBe("zh");
    expect(pageLangFromAcceptLanguage("fr-FR, en;q=0.5, zh;q=0.7")).toBe("zh");
    expect(pageLangFromAcceptLanguage("de, en;q=0")).toBeUndefined();
    expect(pageLangFromAcceptLanguage("*")).toBeUndefined();
    expect(pageLangFromAcceptLanguage(undefined)).toBeUndefined();
  });

  it("serves Chinese to a visitor who says nothing (crawlers)", async () => {
    const res = await page("/digital");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(ZH_H1);
    expect(res.headers.get("Content-Language")).toBe("zh-CN");
  });

  it("follows Accept-Language when there is no cookie", async () => {
    const res = await page("/digital", { "Accept-Language": "en-GB,en;q=0.9" });
    expect(await res.text()).toContain(EN_H1);
    expect(res.headers.get("Content-Language")).toBe("en");
  });

  it("prefers the lang cookie over Accept-Language", async () => {
    const res = await page("/digital", { "Accept-Language": "en", Cookie: "theme=x; lang=zh" });
    expect(await res.text()).toContain(ZH_H1);
  });

  it("prefers ?lang= over the cookie", async () => {
    const res = await page("/digital?lang=en", { Cookie: "lang=zh", "Accept-Language": "zh" });
    expect(await res.text()).toContain(EN_H1);
  });

  it("ignores unknown values at each step", async () => {
    const res = await page("/digital?lang=fr", { Cookie: "lang=de", "Accept-Language": "en" });
    expect(await res.text()).toContain(EN_H1);
  });

  it("marks pages as varying by cookie and language, revalidated on every visit", async () => {
    const res = await page("/digital");
    expect(res.headers.get("Vary")).toBe("Cookie, Accept-Language, Accept-Encoding");
    expect(res.headers.get("Cache-Control")).toBe("no-cache");
    expect(res.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
  });
});

describe("page addresses", () => {
  it("writes the serving origin into canonical, hreflang and share URLs", async () => {
    const html = await (await page("/digital?lang=en")).text();
    expect(html).not.toContain(PRERENDER_ORIGIN);
    expect(html).toContain('<link rel="canonical" href="https://www.example.com/digital?lang=en" />');
    expect(html).toContain('<meta property="og:url" content="https://www.example.com/digital?lang=en" />');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://www.example.com/digital" />');
    expect(html).toMatch(/<meta property="og:image" content="https:\/\/www\.example\.com\/[^"]+"/);
  });

  it("writes SITE_ORIGIN, not the host asked, into canonical, hreflang, share URLs and structured data", async () => {
    const html = await (await pages.request("http://roadsoft-site.acme.workers.dev/pc_index/newsDetail?id=5&lang=en", {}, { ...env, ASSETS })).text();
    expect(html).not.toContain("workers.dev");
    expect(html).toContain('<link rel="canonical" href="https://www.example.com/pc_index/newsDetail?id=5&amp;lang=en" />');
    expect(html).toContain('<meta property="og:url" content="https://www.example.com/pc_index/newsDetail?id=5&amp;lang=en" />');
    expect(html).toContain('<link rel="alternate" hreflang="zh-CN" href="https://www.example.com/pc_index/newsDetail?id=5" />');
    expect(html).toMatch(/<meta property="og:image" content="https:\/\/www\.example\.com\/[^"]+"/);
    const home = await (await pages.request("http://127.0.0.1:8787/pc_index", {}, { ...env, ASSETS })).text();
    expect(home).toContain('"url":"https://www.example.com/"');
  });

  it("gives a plain path served in English (negotiated) the plain path as canonical: the address, not the language, names it", async () => {
    const html = await (await page("/digital", { "Accept-Language": "en" })).text();
    expect(html).toContain(EN_H1);
    expect(html).toContain('<link rel="canonical" href="https://www.example.com/digital" />');
    expect(html).toContain('<meta property="og:url" content="https://www.example.com/digital" />');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="https://www.example.com/digital?lang=en" />');
  });

  it("keeps a news item's id in its canonical and language links, and shows its own title", async () => {
    const res = await page("/pc_index/newsDetail?id=5&lang=en");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<link rel="canonical" href="https://www.example.com/pc_index/newsDetail?id=5&amp;lang=en" />');
    expect(html).toContain('hreflang="zh-CN" href="https://www.example.com/pc_index/newsDetail?id=5"');
    expect(html).toContain(`<title>News 5 | ${BRAND_EN}</title>`);
    expect(html).toContain(`<meta property="og:title" content="News 5 | ${BRAND_EN}"`);
    expect(html).toContain('<meta name="description" content="Subtitle" />');
    expect(html).toContain('<meta property="og:type" content="article" />');
  });

  it("writes a news title and summary with $ patterns and markup literally, escaped once", async () => {
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO news (id, tab, cover_path, effective_time, published) VALUES (40, 'company', '/files/news/n40-abcdef40.jpg', '2026-01-20T09:00:00.000Z', 1)`,
      ),
      env.DB.prepare(
        `INSERT INTO news_i18n (news_id, language, title, subtitle, content) VALUES (40, 'zh', ?1, ?2, '<p>x</p>'), (40, 'en', ?1, ?2, '<p>x</p>')`,
      ).bind(`Save $& and $1 <b>"now"</b> $$`, `Costs $' less & $\` more`),
    ]);
    const html = await (await page("/pc_index/newsDetail?id=40&lang=en")).text();
    const title = `Save $&amp; and $1 &lt;b&gt;&quot;now&quot;&lt;/b&gt; $$ | ${BRAND_EN}`;
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain(`<meta property="og:title" content="${title}" />`);
    expect(html).toContain(`<meta name="twitter:title" content="${title}" />`);
    expect(html).toContain(`<meta name="description" content="Costs $&#39; less &amp; $\` more" />`);
    expect(html).toContain('<link rel="canonical" href="https://www.example.com/pc_index/newsDetail?id=40&amp;lang=en" />');
  });

  it("answers 404 for a news id that does not exist or is unpublished", async () => {
    expect((await page("/pc_index/newsDetail?id=999")).status).toBe(404);
    expect((await page("/pc_index/newsDetail?id=7")).status).toBe(404);
    expect((await page("/pc_index/newsDetail?id=abc")).status).toBe(200); // no id: the page explains
  });
});

describe("home page", () => {
  it("preloads the first banner's picture (a video's poster) once, at high priority, in the head", async () => {
    const html = await (await page("/pc_index")).text();
    const head = html.slice(0, html.indexOf("</head>"));
    // One hint: a second one without the priority, found first, had the browser fetch the picture at low priority.
    expect(head.match(/<link rel="preload" as="image"[^>]*>/g)).toEqual([
      '<link rel="preload" as="image" href="/files/img/p2-cccccccc.jpg" fetchPriority="high"/>',
    ]);
    // The banner is rendered with its data: no placeholder, so no placeholder background either.
    expect(html).not.toContain('class="home-banner home-banner--loading"');
    expect(head).not.toContain(".home-banner--loading{animation:none;background:var(--c-brand-900) url(");
    expect(await (await page("/digital")).text()).not.toContain("home-banner--loading");
  });
});

describe("unknown paths", () => {
  it("answers 404 with the not-found page in the visitor's language", async () => {
    for (const path of ["/no-such-page", "/apix"]) {
      const zh = await page(path);
      expect(zh.status, path).toBe(404);
      expect(await zh.text(), path).toContain("没有找到这个页面");
    }
    const en = await page("/digital/unknown", { Cookie: "lang=en" });
    expect(en.status).toBe(404);
    expect(await en.text()).toContain("We could not find this page");
    expect(en.headers.get("Vary")).toBe("Cookie, Accept-Language, Accept-Encoding");
  });

  it("passes real files through, even without an extension (Vite's modules under npm run dev)", async () => {
    const js = await page("/assets/index-abc123.js");
    expect(js.status).toBe(200);
    expect(await js.text()).toBe("console.log(1)");
    expect(await (await page("/@vite/client")).text()).toBe("export {}");
  });

  it("answers 404 for a file name the assets do not have (their HTML fallback is not the file)", async () => {
    const res = await page("/missing.js");
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("没有找到这个页面");
  });

  it("hides the prerendered files behind their pages' addresses", async () => {
    for (const path of ["/_pages/en/digital/", "/_pages/en/digital/index.html"]) {
      const res = await page(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toContain("没有找到这个页面");
    }
  });
});

describe("without prerendered files (dev server)", () => {
  it("falls back to the SPA shell with the same status rules", async () => {
    const bare = {
      async fetch() {
        return new Response(SHELL, { headers: { "Content-Type": "text/html" } });
      },
    };
    const ok = await pages.request("https://x.test/digital", {}, { ...env, ASSETS: bare });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toMatch(/^<!doctype html><html lang="zh-CN"><head><title>shell<\/title>/);
    expect((await pages.request("https://x.test/nope", {}, { ...env, ASSETS: bare })).status).toBe(404);
  });
});

describe("pages sent already compressed (decision 0031)", () => {
  /** A page request with an execution context, waiting for what the Worker does after answering. */
  async function pageWithContext(path: string, headers: Record<string, string>): Promise<{ res: Response; bytes: Uint8Array }> {
    const ctx = createExecutionContext();
    const res = await pages.request(`https://br.example.com${path}`, { headers }, { ...env, ASSETS }, ctx);
    const bytes = new Uint8Array(await res.arrayBuffer());
    await waitOnExecutionContext(ctx);
    return { res, bytes };
  }
  const decode = (bytes: Uint8Array) => new TextDecoder().decode(brotliDecompressSync(bytes));

  it("a client that accepts brotli gets the page's own best compression once the isolate has made it", async () => {
    forgetPrecompressedPages();
    const first = await pageWithContext("/digital", { "Accept-Encoding": "gzip, deflate, br, zstd" });
    // The first answer goes out as the app made it (the edge compresses it); the Worker compresses it afterwards.
    expect(first.res.headers.get("Content-Encoding")).toBeNull();
    const html = new TextDecoder().decode(first.bytes);
    expect(html).toContain("数字化设计");

    const again = await pageWithContext("/digital", { "Accept-Encoding": "gzip, deflate, br, zstd" });
    expect(again.res.status).toBe(200);
    expect(again.res.headers.get("Content-Encoding")).toBe("br");
    expect(again.res.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(again.res.headers.get("Vary")).toBe("Cookie, Accept-Language, Accept-Encoding");
    expect(again.res.headers.get("Content-Security-Policy")).toBeNull(); // pages.request runs without the site-wide middleware
    expect(decode(again.bytes)).toBe(html);
    expect(again.bytes.byteLength).toBeLessThan(html.length / 2);
  });

  it("each page, language and status keeps its own bytes", async () => {
    forgetPrecompressedPages();
    const br = { "Accept-Encoding": "br" };
    for (const [path, headers] of [
      ["/digital", br],
      ["/digital", { ...br, "Accept-Language": "en" }],
      ["/nope", br],
    ] as const) {
      const plain = await pageWithContext(path, headers);
      const packed = await pageWithContext(path, headers);
      expect(packed.res.headers.get("Content-Encoding"), path).toBe("br");
      expect(packed.res.status).toBe(plain.res.status);
      expect(decode(packed.bytes)).toBe(new TextDecoder().decode(plain.bytes));
    }
    const en = await pageWithContext("/digital", { ...br, "Accept-Language": "en" });
    expect(decode(en.bytes)).toContain(EN_H1);
  });

  it("a client without brotli, or refusing it, gets the plain page", async () => {
    forgetPrecompressedPages();
    await pageWithContext("/digital", { "Accept-Encoding": "br" });
    for (const encoding of [undefined, "gzip, deflate", "br;q=0, gzip", "identity"]) {
      const { res, bytes } = await pageWithContext("/digital", encoding ? { "Accept-Encoding": encoding } : {});
      expect(res.headers.get("Content-Encoding"), String(encoding)).toBeNull();
      expect(new TextDecoder().decode(bytes)).toContain("数字化设计");
    }
  });
});

describe("Accept-Encoding", () => {
  it("admits brotli by name unless its q-value is zero", () => {
    expect(acceptsBrotli("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsBrotli("BR;q=0.5")).toBe(true);
    expect(acceptsBrotli("br;q=0")).toBe(false);
    expect(acceptsBrotli("br; q=0.0, gzip")).toBe(false);
    expect(acceptsBrotli("gzip")).toBe(false);
    expect(acceptsBrotli("brotli")).toBe(false);
    expect(acceptsBrotli(undefined)).toBe(false);
  });
});

describe("the client's encoding at the edge", () => {
  it("is read from cf.clientAcceptEncoding, not the edge's own Accept-Encoding", async () => {
    const edge = (clientAcceptEncoding: string) =>
      new Request("https://x.test/", { headers: { "Accept-Encoding": "br, gzip" }, cf: { clientAcceptEncoding } } as RequestInit);
    expect(clientAcceptEncoding(edge(""))).toBe("");
    expect(clientAcceptEncoding(edge("gzip, deflate, br, zstd"))).toBe("gzip, deflate, br, zstd");
    expect(acceptsBrotli(clientAcceptEncoding(edge("")))).toBe(false);
    expect(clientAcceptEncoding(new Request("https://x.test/", { headers: { "Accept-Encoding": "gzip" } }))).toBe("gzip");
  });
});
