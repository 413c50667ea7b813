// Campaign landing pages (CONTRACT "Landing pages", issue 36): POST /api/admin/pages creates a page at
// /lp/<slug> (any other path 400/20001, a taken one 409); it is served by the Worker at its path in zh
// and en with the site's header and footer and its own head only while published, due and before its
// unpublish time, is in the sitemap unless noindex, answers 404 (the not-found page) after DELETE; the
// route table's pages cannot be deleted; marketing may do all of it, sales none.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { LocalPage } from "../../common/page-text.ts";
import { contentVersion } from "../../worker/lib/content-version.ts";
import seedPages from "../../seed/content/pages.json";
import { callWithEnv, getJson, lead, pageAssets, postJson } from "./fixtures.ts";
import { seedFullContent } from "./seed-fixture.ts";

const ASSETS = pageAssets();
const MARKETING = { Authorization: `Bearer ${env.MARKETING_TOKEN}` };
const SALES = { Authorization: `Bearer ${env.SALES_TOKEN}` };
const get = (path: string, init: RequestInit = {}) => callWithEnv(path, init, { ASSETS });

beforeAll(async () => {
  await seedFullContent();
  // The first page of an isolate imports the app's renderer; under test transforms that can pass the 1 s data budget.
  await get("/pc_index");
}, 60_000);

const HERO = { zh: "钛铌春季活动", en: "Titanium spring campaign" };
/** The about page's seeded hero (a complete one, its picture and alt text included) with the campaign's title. */
const hero = {
  ...(seedPages as unknown as { path: string; blocks: { type: string }[] }[]).find((p) => p.path === "/about")!.blocks.find((b) => b.type === "hero")!,
  title: HERO,
};

/** A landing page's body: a hero, both languages' head, `extra` over it. */
function landing(slug: string, extra: Record<string, unknown> = {}) {
  return {
    path: `/lp/${slug}`,
    title: { zh: "春季活动页", en: "Spring campaign" },
    description: { zh: "道路设计软件春季活动", en: "Road design software spring offer" },
    blocks: [hero],
    status: "published",
    ...extra,
  };
}

const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = MARKETING) =>
  get(path, {
    method,
    headers: { ...headers, "Content-Type": "application/json", "Accept-Language": "en" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function create(slug: string, extra: Record<string, unknown> = {}) {
  const res = await send("POST", "/api/admin/pages", landing(slug, extra));
  const body = (await res.json()) as { data: { id: number; rowVersion: number } };
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.data;
}

/** Isolates re-read the content version every few seconds; a test moves past that at once. */
let clock = Date.now() + 60_000;
const fresh = () => {
  clock += 60_000;
  return contentVersion(env.DB, clock);
};

const page = async (path: string) => {
  await fresh();
  return get(path);
};

describe("landing pages", () => {
  it("refuses a bad slug or another path (400, 20001, naming path) and a taken path (409), storing nothing", async () => {
    const before = (await getJson<{ total: number }>("/api/admin/pages?pageSize=100", MARKETING)).body.data!.total;
    for (const path of ["/lp/Upper", "/lp/", "/lp/a_b", `/lp/${"a".repeat(61)}`, "/about", "/lp/x/y", "/campaign"]) {
      const res = await send("POST", "/api/admin/pages", { ...landing("x"), path });
      expect(res.status, path).toBe(400);
      const body = (await res.json()) as { code: number; msg: string; data: { field: string } };
      expect(body.code).toBe(20001);
      expect(body.data.field).toBe("path");
      expect(body.msg).toMatch(/\/lp\//);
    }
    await create("taken-one");
    const again = await send("POST", "/api/admin/pages", landing("taken-one"));
    expect(again.status).toBe(409);
    expect((await send("POST", "/api/admin/pages", { ...landing("about"), path: "/about" })).status).toBe(400);
    expect((await getJson<{ total: number }>("/api/admin/pages?pageSize=100", MARKETING)).body.data!.total).toBe(before + 1);
  });

  it("serves a published landing page in zh and en with the header, the footer and its own head; GET /api/pages reads it", async () => {
    const { id, rowVersion } = await create("spring-2027", { sharePicture: "/img/share/eicad.jpg" });
    expect(rowVersion).toBe(1);
    for (const lang of ["zh", "en"] as const) {
      const res = await page(`/lp/spring-2027${lang === "en" ? "?lang=en" : ""}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain(HERO[lang]);
      expect(html).toMatch(/<header[\s>]/);
      expect(html).toMatch(/<footer[\s>]/);
      expect(html).toContain(`<title>${lang === "zh" ? "春季活动页" : "Spring campaign"}`);
      expect(html).toContain(lang === "zh" ? "道路设计软件春季活动" : "Road design software spring offer");
      expect(html).toMatch(/<meta property="og:image" content="[^"]*\/img\/share\/eicad\.jpg"/);
      expect(html).not.toContain('name="robots"');
    }
    const read = (await getJson<LocalPage>("/api/pages?path=/lp/spring-2027&language=en")).body.data!;
    expect(read).toMatchObject({ path: "/lp/spring-2027", title: "Spring campaign" });
    expect((await getJson<{ path: string }>(`/api/admin/pages/${id}`, MARKETING)).body.data).toMatchObject({
      path: "/lp/spring-2027",
      sharePicture: "/img/share/eicad.jpg",
      noindex: false,
    });
  });

  it("shows the contact block when the page switches it on, in zh and en, with the page's product chosen", async () => {
    await create("with-form", { contact: "on", contactProduct: "report3d" });
    await create("without-form");
    for (const lang of ["zh", "en"] as const) {
      const html = await (await page(`/lp/with-form${lang === "en" ? "?lang=en" : ""}`)).text();
      const block = html.match(/<section id="contact"[\s\S]*?<\/section>/)?.[0];
      expect(block, lang).toBeTruthy();
      const select = block!.match(/<select id="[^"]*-product"[\s\S]*?<\/select>/)?.[0];
      expect(select!.match(/<option value="([^"]*)" selected=""/)?.[1], lang).toBe("report3d");
    }
    expect(await (await page("/lp/without-form")).text()).not.toContain('<section id="contact"');
  });

  it("answers 404 with the not-found page for a draft, before publishAt and after unpublishAt; 200 in between", async () => {
    await create("draft-one", { status: "draft" });
    const draft = await page("/lp/draft-one");
    expect(draft.status).toBe(404);
    expect(await draft.text()).not.toContain(HERO.zh);
    expect((await get("/api/pages?path=/lp/draft-one&language=zh")).status).toBe(404);

    const publishAt = new Date(Date.now() + 3000).toISOString();
    const unpublishAt = new Date(Date.now() + 6000).toISOString();
    await create("timed", { publishAt, unpublishAt });
    expect((await page("/lp/timed")).status).toBe(404);
    await new Promise((r) => setTimeout(r, Date.parse(publishAt) - Date.now() + 300));
    const live = await page("/lp/timed?lang=en");
    expect(live.status).toBe(200);
    expect(await live.text()).toContain(HERO.en);
    await new Promise((r) => setTimeout(r, Date.parse(unpublishAt) - Date.now() + 300));
    expect((await page("/lp/timed")).status).toBe(404);
    expect((await page("/lp/timed?lang=en")).status).toBe(404);
    expect((await get("/api/pages?path=/lp/timed&language=en")).status).toBe(404);
  });

  it("publishes a draft with a PUT, and a DELETE takes it away (404); a route's page cannot be deleted (409)", async () => {
    const { id } = await create("later", { status: "draft" });
    const { res, body } = await getJson<Record<string, unknown>>(`/api/admin/pages/${id}`, MARKETING);
    const put = await send("PUT", `/api/admin/pages/${id}`, { ...body.data, status: "published" }, { ...MARKETING, "If-Match": res.headers.get("ETag")! });
    expect(put.status).toBe(200);
    expect((await page("/lp/later")).status).toBe(200);
    const revisions = await getJson<unknown[]>(`/api/admin/pages/${id}/revisions`, MARKETING);
    expect(revisions.body.data!.length).toBe(2);

    expect((await send("DELETE", `/api/admin/pages/${id}`)).status).toBe(200);
    const gone = await page("/lp/later");
    expect(gone.status).toBe(404);
    expect(await gone.text()).not.toContain(HERO.zh);

    const list = await getJson<{ list: { id: number; path: string }[] }>("/api/admin/pages?pageSize=100", MARKETING);
    const about = list.body.data!.list.find((p) => p.path === "/about")!;
    const refused = await send("DELETE", `/api/admin/pages/${about.id}`);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { msg: string }).msg).toMatch(/cannot be deleted/);
    expect((await page("/about")).status).toBe(200);
  });

  it("lists a public landing page in the sitemap unless it is noindex, which its head says too", async () => {
    await create("in-map");
    const { id } = await create("hidden-map", { noindex: true });
    await create("draft-map", { status: "draft" });
    // A save that leaves the head's fields out (the admin's form) keeps them.
    const { res, body } = await getJson<Record<string, unknown>>(`/api/admin/pages/${id}`, MARKETING);
    const { noindex: _n, sharePicture: _s, ...rest } = body.data!;
    const put = await send("PUT", `/api/admin/pages/${id}`, rest, { ...MARKETING, "If-Match": res.headers.get("ETag")! });
    expect(put.status).toBe(200);
    expect((await getJson<{ noindex: boolean }>(`/api/admin/pages/${id}`, MARKETING)).body.data!.noindex).toBe(true);
    await fresh();
    const xml = await (await get("/sitemap.xml")).text();
    expect(xml).toContain("/lp/in-map</loc>");
    expect(xml).toContain("/lp/in-map?lang=en</loc>");
    expect(xml).not.toContain("/lp/hidden-map");
    expect(xml).not.toContain("/lp/draft-map");
    const hidden = await page("/lp/hidden-map");
    expect(hidden.status).toBe(200);
    expect(await hidden.text()).toContain('<meta name="robots" content="noindex" />');
  });

  it("counts visits, form events and leads of a landing page under its own path in the funnel; a made-up /lp/ path as other", async () => {
    await create("funnel-lp");
    const today = new Date().toISOString().slice(0, 10);
    const from = { Referer: "https://example.com/lp/funnel-lp?utm_source=x&utm_campaign=y" };
    await postJson("/api/visits", { path: "/lp/funnel-lp?utm_source=x&utm_campaign=y" }, from);
    await postJson("/api/visits", { path: "/lp/funnel-lp", event: "form_view", utm: { source: "x", campaign: "y" } }, from);
    await postJson("/api/visits", { path: "/lp/funnel-lp", event: "form_start", utm: { source: "x", campaign: "y" } }, from);
    const sent = await postJson(
      "/api/consultations",
      lead({ page: "/lp/funnel-lp", landingPage: "/lp/funnel-lp", utm: { utm_source: "x", utm_campaign: "y" } }),
      from,
    );
    expect(sent.res.status).toBe(200);
    await postJson("/api/visits", { path: "/lp/no-such-page" });
    const rows = (
      await getJson<{ key: string; visits: number; formViews: number; formStarts: number; leads: number }[]>(
        `/api/admin/stats/funnel?from=${today}&to=${today}&by=page`,
        MARKETING,
      )
    ).body.data!;
    expect(rows.find((r) => r.key === "/lp/funnel-lp")).toMatchObject({ visits: 1, formViews: 1, formStarts: 1, leads: 1 });
    expect(rows.find((r) => r.key === "/lp/no-such-page")).toBeUndefined();
    expect(rows.find((r) => r.key === "other")?.visits).toBeGreaterThanOrEqual(1);
  });

  it("lets marketing create and delete landing pages, sales neither (403, 1011003, nothing stored)", async () => {
    const refused = await send("POST", "/api/admin/pages", landing("by-sales"), SALES);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: number }).code).toBe(1011003);
    expect((await page("/lp/by-sales")).status).toBe(404);
    const { id } = await create("by-marketing");
    expect((await send("DELETE", `/api/admin/pages/${id}`, undefined, SALES)).status).toBe(403);
    expect((await page("/lp/by-marketing")).status).toBe(200);
    expect((await send("DELETE", `/api/admin/pages/${id}`)).status).toBe(200);
  });
});
