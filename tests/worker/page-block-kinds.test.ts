// Each page shows only certain blocks (common/page-layouts.ts, decision 0044): /help draws its intro
// and its FAQ in its own markup, the home page its five sections, a content page any generic block.
// A save, publish or restore with a block the page cannot show is refused with a 400 naming the block
// and the page in the admin's language, and nothing stored changes.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { Block } from "../../common/page-blocks.ts";
import type { LocalPage } from "../../common/page-text.ts";
import type { AdminPage } from "../../worker/schemas/admin-api.ts";
import { call, getJson } from "./fixtures.ts";
import { seedFullContent } from "./seed-fixture.ts";

const AUTH = { Authorization: `Bearer ${env.ADMIN_TOKEN}` };
beforeAll(seedFullContent, 60_000);

const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  call(path, { method, headers: { ...AUTH, "Content-Type": "application/json", ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });

async function adminPage(path: string) {
  const list = await getJson<{ list: AdminPage[] }>("/api/admin/pages?pageSize=100", AUTH);
  const item = list.body.data!.list.find((p) => p.path === path)!;
  const { res, body } = await getJson<AdminPage>(`/api/admin/pages/${item.id}`, AUTH);
  return { etag: res.headers.get("ETag")!, page: body.data! };
}

const visitorRead = async (path: string, lang: "zh" | "en") => {
  const { res, body } = await getJson<LocalPage>(`/api/pages?path=${encodeURIComponent(path)}&language=${lang}`);
  expect(res.status).toBe(200);
  return body.data!;
};

/** The page's row as D1 holds it: both copies of the blocks, the version and both languages' texts. */
const stored = (path: string) =>
  env.DB.prepare(
    `SELECT p.blocks, p.published_blocks, p.row_version, p.published, group_concat(i.title || '|' || i.published_title, ';') AS texts
     FROM pages p JOIN page_i18n i ON i.page_id = p.id WHERE p.path = ? GROUP BY p.id`,
  )
    .bind(path)
    .first();

const textBlock: Block = { type: "text", title: { zh: "新公告", en: "A notice" }, body: { zh: "正文", en: "Body" } };

interface Refusal {
  code: number;
  success: boolean;
  msg: string;
  data: { field: string; page: string; type: string };
}

describe("blocks a page cannot show", () => {
  it("refuses publishing a text block on /help, naming the block and the page in the admin's language, and keeps what D1 has", async () => {
    const { etag, page } = await adminPage("/help");
    const before = await stored("/help");
    const visitorBefore = await visitorRead("/help", "en");
    const blocks = [...page.blocks, textBlock];
    const title = { zh: "改过的标题", en: "Changed title" };
    for (const [lang, words] of [
      ["en", ["/help", "“Text”", "block 3"]],
      ["zh", ["/help", "“正文”", "区块 3"]],
    ] as const) {
      for (const status of ["published", "draft"] as const) {
        const res = await send("PUT", `/api/admin/pages/${page.id}`, { ...page, title, blocks, status }, { "If-Match": etag, "Accept-Language": lang });
        expect(res.status).toBe(400);
        const body = (await res.json()) as Refusal;
        expect(body).toMatchObject({ code: 20001, success: false, data: { field: "blocks.2", page: "/help", type: "text" } });
        for (const w of words) expect(body.msg).toContain(w);
      }
    }
    expect(await stored("/help")).toEqual(before);
    expect((await adminPage("/help")).etag).toBe(etag);
    expect(await visitorRead("/help", "en")).toEqual(visitorBefore);
  });

  it("refuses /help without its FAQ, with two intros, or with its blocks swapped", async () => {
    const { etag, page } = await adminPage("/help");
    const before = await stored("/help");
    const [intro, faq] = page.blocks as [Block, Block];
    const cases: [Block[], string, string][] = [
      [[intro], "blocks", "The page /help needs one “FAQ” block."],
      [[intro, intro, faq], "blocks.1", "The page /help shows only one “Intro” block: block 2 is one too many"],
      [[faq, intro], "blocks.1", "The page /help shows its blocks in a fixed order (Intro, FAQ): block 2 (“Intro”) is out of place."],
    ];
    for (const [blocks, field, msg] of cases) {
      const res = await send("PUT", `/api/admin/pages/${page.id}`, { ...page, blocks, status: "published" }, { "If-Match": etag, "Accept-Language": "en" });
      expect(res.status).toBe(400);
      const body = (await res.json()) as Refusal;
      expect(body.data.field).toBe(field);
      expect(body.msg).toContain(msg);
    }
    expect(await stored("/help")).toEqual(before);
  });

  it("refuses a content block on the home page and a home section on a content page", async () => {
    const home = await adminPage("/pc_index");
    const hero = (await adminPage("/digital/eicad")).page.blocks[0]!;
    const onHome = await send(
      "PUT",
      `/api/admin/pages/${home.page.id}`,
      { ...home.page, blocks: [...home.page.blocks, hero], status: "published" },
      { "If-Match": home.etag },
    );
    expect(onHome.status).toBe(400);
    expect(((await onHome.json()) as Refusal).msg).toBe("页面 /pc_index 不显示“首屏”区块：请删除区块 6 后再保存");

    const eicad = await adminPage("/digital/eicad");
    const eicadBefore = await stored("/digital/eicad");
    const banner = home.page.blocks[0]!;
    const onEicad = await send(
      "PUT",
      `/api/admin/pages/${eicad.page.id}`,
      { ...eicad.page, blocks: [banner, ...eicad.page.blocks] },
      { "If-Match": eicad.etag, "Accept-Language": "en" },
    );
    expect(onEicad.status).toBe(400);
    expect((await onEicad.json()) as Refusal).toMatchObject({ data: { field: "blocks.0", type: "homeBanner" } });
    expect(await stored("/digital/eicad")).toEqual(eicadBefore);
  });

  it("publishes a text block on a content page, which shows it", async () => {
    const { etag, page } = await adminPage("/digital/eicad");
    const res = await send("PUT", `/api/admin/pages/${page.id}`, { ...page, blocks: [...page.blocks, textBlock], status: "published" }, { "If-Match": etag });
    expect(res.status).toBe(200);
    const en = await visitorRead("/digital/eicad", "en");
    expect(en.blocks.at(-1)).toMatchObject({ type: "text", title: "A notice" });
  });

  it("refuses restoring a revision whose blocks the page cannot show", async () => {
    const { etag, page } = await adminPage("/academy");
    // A revision written before the rule (the admin cannot make one now): the page with a text block.
    const snapshot = { title: page.title, description: page.description, blocks: [...page.blocks, textBlock], status: "published", publishAt: null };
    const inserted = await env.DB.prepare(
      "INSERT INTO content_revisions (resource, item_id, row_version, actor, action, snapshot) VALUES ('pages', ?, ?, 'earlier@example.com', 'update', ?)",
    )
      .bind(page.id, page.rowVersion, JSON.stringify(snapshot))
      .run();
    const revisionId = inserted.meta.last_row_id;
    const before = await stored("/academy");
    const res = await send("POST", `/api/admin/pages/${page.id}/revisions/${revisionId}/restore`, undefined, { "If-Match": etag, "Accept-Language": "en" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Refusal).msg).toBe("The page /academy does not show a “Text” block: remove block 2 before saving.");
    expect(await stored("/academy")).toEqual(before);
  });
});
