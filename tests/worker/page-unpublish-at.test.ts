import { env } from "cloudflare:workers";
// unpublishAt on pages (CONTRACT "Content": after it "a seeded page shows its seeded copy again"): an
// edit of /about published with an unpublish time a moment ahead is what visitors get until then, in
// GET /api/pages, the Worker-rendered page (zh and en) and the search; after it, with no save and no
// cron, they get the page's seeded copy again, through the read cache too. An unpublish time not after
// the publish time is refused, naming the field.
import { beforeAll, describe, expect, it } from "vitest";
import type { LocalPage } from "../../common/page-text.ts";
import seedPages from "../../seed/content/pages.json";
import { readContentVersion } from "../../worker/db/content-version.ts";
import { contentVersion } from "../../worker/lib/content-version.ts";
import type { AdminPage } from "../../worker/schemas/admin-api.ts";
import { callWithEnv, getJson, pageAssets } from "./fixtures.ts";
import { seedFullContent } from "./seed-fixture.ts";

const AUTH = { Authorization: `Bearer ${env.ADMIN_TOKEN}` };
beforeAll(seedFullContent, 60_000);

const SEEDED = (
  seedPages as unknown as { path: string; title: { zh: string; en: string }; blocks: { type: string; title?: { zh: string; en: string } }[] }[]
).find((p) => p.path === "/about")!;
const SEEDED_HERO = SEEDED.blocks.find((b) => b.type === "hero")!.title!;
const EDIT = { zh: "钕镨钐的定时页面", en: "Neodymic timed page" };

// The read cache on (30 s), as in production: the seeded copy must come back through it.
const ENV = { ASSETS: pageAssets({}), API_CACHE_SECONDS: "30" };
const get = (path: string, init: RequestInit = {}) => callWithEnv(path, init, ENV);

async function adminAbout() {
  const list = await getJson<{ list: AdminPage[] }>("/api/admin/pages?pageSize=100", AUTH);
  const id = list.body.data!.list.find((p) => p.path === "/about")!.id;
  const { res, body } = await getJson<AdminPage>(`/api/admin/pages/${id}`, AUTH);
  return { etag: res.headers.get("ETag")!, page: body.data! };
}

async function publishEdit(times: { publishAt?: string | null; unpublishAt?: string | null }) {
  const { etag, page } = await adminAbout();
  const blocks = page.blocks.map((b) => (b.type === "hero" ? { ...b, title: EDIT } : b));
  return get(`/api/admin/pages/${page.id}`, {
    method: "PUT",
    headers: { ...AUTH, "Content-Type": "application/json", "Accept-Language": "en", "If-Match": etag },
    body: JSON.stringify({ ...page, blocks, status: "published", ...times }),
  });
}

/** The hero title visitors get of /about in `lang`: from GET /api/pages and from the rendered page. */
async function visitorsGet(lang: "zh" | "en") {
  const api = (await (await get(`/api/pages?path=/about&language=${lang}`)).json()) as { data: LocalPage };
  const hero = api.data.blocks.find((b) => b.type === "hero") as { title: string };
  const html = await (await get(`/about${lang === "en" ? "?lang=en" : ""}`)).text();
  const search = (await (await get(`/api/search?q=${encodeURIComponent(lang === "en" ? "neodymic" : "钕镨")}&language=${lang}`)).json()) as {
    data: { list: { url: string }[] };
  };
  return {
    api: hero.title,
    html: html.includes(EDIT[lang]) ? "edit" : html.includes(SEEDED_HERO[lang].replace(/&/g, "&amp;")) ? "seeded" : "neither",
    found: search.data.list.some((h) => h.url === "/about"),
  };
}

describe("unpublishAt on a page", () => {
  it("refuses an unpublishAt not after the publishAt (400, code 20001, the field named) and stores nothing", async () => {
    const before = await adminAbout();
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const res = await publishEdit({ publishAt: at, unpublishAt: at });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: number; msg: string; data: { field: string } };
    expect(body.code).toBe(20001);
    expect(body.data.field).toBe("unpublishAt");
    expect((await adminAbout()).page.rowVersion).toBe(before.page.rowVersion);
  });

  it("serves a published edit until its unpublishAt, then the seeded copy again in zh and en, with no save", async () => {
    // Room for the saves and eight reads before it passes, on a busy 2-core machine too (8 s was not).
    const unpublishAt = new Date(Date.now() + 20_000).toISOString();
    const res = await publishEdit({ unpublishAt });
    expect(res.status).toBe(200);
    const { page } = await adminAbout();
    expect(page.unpublishAt).toBe(unpublishAt);
    expect(page.hasDraftChanges).toBe(false);

    await contentVersion(env.DB, Date.now() + 10 * 60_000);
    const version = await readContentVersion(env.DB);
    expect(await visitorsGet("zh")).toEqual({ api: EDIT.zh, html: "edit", found: true });
    expect(await visitorsGet("en")).toEqual({ api: EDIT.en, html: "edit", found: true });

    await new Promise((r) => setTimeout(r, Date.parse(unpublishAt) - Date.now() + 300));
    expect(await readContentVersion(env.DB)).toBeGreaterThan(version);
    // The isolate re-reads the version (as it does every VERSION_CHECK_MS); nothing cached had expired.
    await contentVersion(env.DB, Date.now() + 20 * 60_000);
    expect(await visitorsGet("zh")).toEqual({ api: SEEDED_HERO.zh, html: "seeded", found: false });
    expect(await visitorsGet("en")).toEqual({ api: SEEDED_HERO.en, html: "seeded", found: false });
    // The search finds the page by its seeded words again.
    const seededWord = (await (await get(`/api/search?q=${encodeURIComponent(SEEDED_HERO.en)}&language=en`)).json()) as { data: { list: { url: string }[] } };
    expect(seededWord.data.list.filter((h) => h.url === "/about")).toHaveLength(1);
    // The admin still has the edit, published, with its time.
    expect((await adminAbout()).page).toMatchObject({ status: "published", unpublishAt });
  }, 60_000);
  it("gives the seeded copy's contact block (the route's default) after the unpublish time, not the published setting", async () => {
    const { etag, page } = await adminAbout();
    const unpublishAt = new Date(Date.now() + 6000).toISOString();
    const res = await get(`/api/admin/pages/${page.id}`, {
      method: "PUT",
      headers: { ...AUTH, "Content-Type": "application/json", "If-Match": etag },
      body: JSON.stringify({ ...page, contact: "on", status: "published", publishAt: null, unpublishAt }),
    });
    expect(res.status).toBe(200);
    const contactOf = async () => ((await (await get("/api/pages?path=/about&language=en")).json()) as { data: LocalPage }).data.contact;
    await contentVersion(env.DB, Date.now() + 30 * 60_000);
    expect(await contactOf()).toBe(true);
    await new Promise((r) => setTimeout(r, Date.parse(unpublishAt) - Date.now() + 300));
    await contentVersion(env.DB, Date.now() + 40 * 60_000);
    expect(await contactOf()).toBeUndefined();
  });

  it("gives a page seeded before migration 0026 its seeded copy from its revision 1 (the seed's), not from a later publish", async () => {
    const { page } = await adminAbout();
    // As before 0026: no seeded copy kept with the page, whose published copy is an edit by now.
    await env.DB.batch([
      env.DB.prepare("UPDATE pages SET seed_blocks = NULL WHERE id = ?").bind(page.id),
      env.DB.prepare("UPDATE page_i18n SET seed_title = NULL, seed_description = NULL WHERE page_id = ?").bind(page.id),
    ]);
    const fills = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0026"))!.queries.filter((q) => /UPDATE (pages|page_i18n) SET\s+seed_/.test(q));
    expect(fills).toHaveLength(2);
    await env.DB.batch(fills.map((q) => env.DB.prepare(q)));
    const row = await env.DB.prepare(
      "SELECT p.seed_blocks, i.seed_title FROM pages p JOIN page_i18n i ON i.page_id = p.id AND i.language = 'en' WHERE p.id = ?",
    )
      .bind(page.id)
      .first<{ seed_blocks: string; seed_title: string }>();
    expect(JSON.parse(row!.seed_blocks)).toEqual(SEEDED.blocks);
    expect(row!.seed_title).toBe(SEEDED.title.en);
  });
});
