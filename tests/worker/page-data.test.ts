// Pages served rendered from D1 (docs/decisions/0028): a data page's first screen, and on every page
// the site settings (and the contact form's products where it shows): the app's markup in #root, the
// value it was rendered from in a JSON script by read name (decision 0060), the same as /api answers.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { LANGS } from "../../common/languages.ts";
import buildSettings from "../../seed/content/site-settings.json";
import { renderedDocuments } from "../../worker/pages/page-data.ts";
import { callWithEnv, getJson, seedContent, pageAssets } from "./fixtures.ts";

beforeAll(seedContent);

/** A content page's copy (decision 0040), read like the rest. */
const PAGE = (path: string, lang = "zh") => `/api/pages?language=${lang}&path=${encodeURIComponent(path)}`;

const ASSETS = pageAssets();

async function page(path: string, headers: Record<string, string> = {}) {
  const res = await callWithEnv(path, { headers }, { ASSETS });
  const html = await res.text();
  const root = /<div id="root"[^>]*>([\s\S]*)<\/div>(?:<script type="application\/json"[^>]*>[\s\S]*?<\/script>)?\s*<\/body>/.exec(html);
  const seedText = /<script type="application\/json" id="page-value">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return { res, html, root: root?.[1] ?? "", seedText, seed: seedText === undefined ? undefined : (JSON.parse(seedText) as Record<string, unknown>) };
}

describe("data pages rendered with their data", () => {
  it("serves the news list with its items in #root and the /api answer it was rendered from", async () => {
    const { res, root, seed } = await page("/pc_index/news");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-cache");
    expect(res.headers.get("Vary")).toBe("Cookie, Accept-Language, Accept-Encoding");
    expect(root).toContain("新闻 13");
    expect(Object.keys(seed ?? {}).sort()).toEqual(["newsList", "site"]);
    expect(seed?.newsList).toEqual((await getJson("/api/news?language=zh&pageIndex=1&pageSize=10")).body.data);
  });

  it("follows the query: another page, another tab, the English list", async () => {
    const second = await page("/pc_index/news?page=2");
    expect(second.seed?.newsList).toEqual((await getJson("/api/news?language=zh&pageIndex=2&pageSize=10")).body.data);
    expect(second.root).toContain("新闻 2");
    expect(second.root).not.toContain("新闻 13");
    const en = await page("/pc_index/news?lang=en");
    expect(en.res.headers.get("Content-Language")).toBe("en");
    expect(en.seed?.newsList).toEqual((await getJson("/api/news?language=en&pageIndex=1&pageSize=10")).body.data);
    expect(en.root).toContain("News 13");
  });

  it("renders a news item with its sanitised content; an unknown item keeps its 404 page", async () => {
    const item = await page("/pc_index/newsDetail?id=5");
    expect(item.res.status).toBe(200);
    expect(item.root).toMatch(/<h1 class="news-detail__title">新闻 5<\/h1>/);
    expect(item.root).toContain("<p>内容 5</p>");
    expect(item.root).not.toContain("<script>");
    const missing = await page("/pc_index/newsDetail?id=999");
    expect(missing.res.status).toBe(404);
    // The page without data, as the build prerendered it: its loading state, which the browser settles.
    expect(missing.root).toContain("news-detail__status");
    expect(missing.root).not.toContain("news-detail__title");
    expect(missing.seedText).toBeUndefined();
  });

  it("shows an edit at once, and stored text can never close the data script", async () => {
    const title = `编辑后</script><script>alert(1)</script><!-- \u2028`;
    await env.DB.prepare("UPDATE news_i18n SET title = ?1 WHERE news_id = 12 AND language = 'zh'").bind(title).run();
    const { html, seed, root } = await page("/pc_index/news");
    expect(html).not.toContain("<script>alert(1)");
    const list = seed?.newsList as { list: { title: string }[] } | undefined;
    expect(list?.list[1]?.title).toBe(title);
    expect(root).toContain("编辑后&lt;/script&gt;");
  });

  it("answers the lists of academy, update log, help and download, and shows home's banner and news", async () => {
    const cases: [string, string[]][] = [
      ["/academy", ["page", "videos"]],
      ["/updateLog", ["updateLogs"]],
      ["/updateLogDetail?id=2", ["updateLog"]],
      ["/help", ["page", "products", "manuals"]],
      ["/download", ["page", "products", "software"]],
      // Home is kept whole on its first load (decision 0072): its banner and news are in its HTML, not its script.
      ["/pc_index", ["products", "page"]],
    ];
    for (const [path, names] of cases) {
      const { seed } = await page(path);
      expect(Object.keys(seed ?? {}).sort(), path).toEqual([...names, "site"].sort());
    }
    const home = await page("/pc_index");
    const banners = (await getJson("/api/banners?language=zh")).body.data as { bigHeadline: string }[];
    const news = (await getJson("/api/news/top?language=zh")).body.data as { title: string }[];
    expect(banners.length * news.length, "the seeded banner and news").toBeGreaterThan(0);
    for (const text of [banners[0]!.bigHeadline, news[0]!.title]) expect(home.root).toContain(text);
    expect(home.seed?.page, "the copy is the HTML's").toEqual({ inHtml: true });
    expect((await page("/help")).seed?.manuals).toEqual((await getJson("/api/software?language=zh&kind=manual")).body.data);
  });

  it("never counts a video view while rendering (the player's read stays in the browser)", async () => {
    const views = () => env.DB.prepare("SELECT views FROM videos WHERE id = 1").first<number>("views");
    const before = await views();
    const { seed } = await page("/academy?video=1");
    expect(Object.keys(seed ?? {}).sort()).toEqual(["page", "site", "videos"]);
    expect(await views()).toBe(before);
  });

  it("serves the page as the build prerendered it (loading state, client fetch) when a read fails", async () => {
    const { res, root, seedText } = await page("/updateLogDetail?id=999");
    expect(res.status).toBe(200);
    expect(root).toContain('role="status"');
    expect(root).toContain("site-header");
    expect(seedText).toBeUndefined();
  });

  it("renders every page with the site settings D1 holds now, and the contact form with its products, in the page's language", async () => {
    await env.DB.prepare("UPDATE site_settings SET hotline = '400-' || language || '-2468'").run();
    for (const [path, lang] of [
      ["/about", "zh"],
      ["/about?lang=en", "en"],
      ["/digital/eicad", "zh"],
      ["/digital/eicad?lang=en", "en"],
    ] as const) {
      const { root, seed } = await page(path);
      const contact = !path.startsWith("/digital/eicad");
      const [site, products] = [`/api/site?language=${lang}`, `/api/products?language=${lang}`];
      const copy = PAGE(path.replace(/\?.*$/, ""), lang);
      expect(Object.keys(seed ?? {}).sort(), path).toEqual(contact ? ["page", "products", "site"] : ["page", "site"]);
      // The copy is in the kept HTML already: the value script only says so (decision 0040).
      expect(seed?.page, path).toEqual({ inHtml: true });
      const hero = ((await getJson(copy)).body.data as { blocks: { title: string }[] }).blocks[0]!.title;
      expect(root, path).toContain(hero);
      // The settings only where they differ from the build's copy, which the browser has.
      expect((await getJson(site)).body.data).toMatchObject(seed?.site as object);
      expect(seed?.site).toMatchObject({ hotline: `400-${lang}-2468` });
      if (contact) expect(seed?.products).toEqual((await getJson(products)).body.data);
      expect(root, path).toContain(`400-${lang}-2468`);
      expect(root, path).not.toContain("400-800-1234");
      if (!contact) continue;
      for (const p of (seed?.products ?? []) as { id: string; name: string }[]) expect(root, path).toContain(`<option value="${p.id}">${p.name}</option>`);
    }
  });

  it("carries no settings when they are the build's own: the browser renders from its copy", async () => {
    const stmt = env.DB.prepare(
      `UPDATE site_settings SET brand_name = ?2, hotline = ?3, contact_person = ?4, phone = ?5, whatsapp = ?6, email = ?7, saas_url = ?8, qr_path = ?9, facts_json = ?10,
         legal_name = ?11, address = ?12, licence_number = ?13, certifications_json = ?14, privacy_version = ?15 WHERE language = ?1`,
    );
    await env.DB.batch(
      LANGS.map((l) => {
        const b = buildSettings[l];
        return stmt.bind(
          l,
          b.brandName,
          b.hotline,
          b.contactPerson,
          b.phone,
          b.whatsapp,
          b.email,
          b.saasUrl,
          b.qrPath,
          JSON.stringify(b.facts),
          b.legalName,
          b.address,
          b.licenceNumber,
          JSON.stringify(b.certifications),
          b.privacyVersion,
        );
      }),
    );
    const { root, seed } = await page("/digital/eicad");
    expect(root).toContain(buildSettings.zh.hotline);
    expect(seed).toEqual({ page: { inHtml: true } });
    const about = await page("/about?lang=en");
    expect(Object.keys(about.seed ?? {}).sort()).toEqual(["page", "products"]);
  });

  it("renders the not-found page with the settings too, once for every unknown address", async () => {
    await env.DB.prepare("UPDATE site_settings SET hotline = '400-404-' || language").run();
    const { res, root, seed } = await page("/no-such-page");
    expect(res.status).toBe(404);
    expect(Object.keys(seed ?? {})).toEqual(["site"]);
    expect(root).toContain("400-404-zh");
    expect((await page("/another/unknown?x=1")).root).toBe(root);
  });
});

describe("the render cache (issue 32)", () => {
  it("keys a page by the parameters pages read: utm_* and unknown ones are one render, the same document", async () => {
    const first = await page("/about?r=first");
    const before = renderedDocuments();
    for (const q of ["r=0.123", "r=0.456&utm_source=x&utm_campaign=y", "gclid=abc", "fbclid=1&zzz=2", ""]) {
      expect((await page(`/about${q ? `?${q}` : ""}`)).html).toBe(first.html);
    }
    expect(renderedDocuments()).toBe(before);
  });

  it("still renders each value of a parameter a page reads, whatever else comes with it", async () => {
    const company = await page("/pc_index/news?tab=company&r=1");
    const before = renderedDocuments();
    expect((await page("/pc_index/news?r=2&tab=company&utm_medium=mail")).html).toBe(company.html);
    const industry = await page("/pc_index/news?tab=industry&r=2");
    const english = await page("/pc_index/news?tab=company&lang=en");
    expect(industry.html).not.toBe(company.html);
    expect(english.html).not.toBe(company.html);
    expect(renderedDocuments()).toBe(before + 2);
  });
});
