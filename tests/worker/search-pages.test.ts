import { env } from "cloudflare:workers";
// The site search sees every publish of a content page (issue 35): the seed indexes each page's
// published copy, and a publish or restore in the admin rewrites the page's documents in the same
// batch, so the page is found by its new words at once and no longer by its old ones. A draft save
// or a stale save changes nothing that visitors can find.
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminPage } from "../../worker/schemas/admin-api.ts";
import { call, getJson } from "./fixtures.ts";
import { seedFullContent } from "./seed-fixture.ts";

const AUTH = { Authorization: `Bearer ${env.ADMIN_TOKEN}` };
beforeAll(seedFullContent, 60_000);

interface Results {
  list: { kind: string; title: string; snippet: string; url: string }[];
  total: number;
}

const found = async (q: string, lang: "zh" | "en") => {
  const { res, body } = await getJson<Results>(`/api/search?q=${encodeURIComponent(q)}&language=${lang}&pageSize=20`);
  expect(res.status, q).toBe(200);
  return body.data!.list.map((h) => h.url);
};

const send = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(path, { method, headers: { ...AUTH, "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) });

async function adminPage(path: string) {
  const list = await getJson<{ list: AdminPage[] }>("/api/admin/pages?pageSize=100", AUTH);
  const id = list.body.data!.list.find((p) => p.path === path)!.id;
  const { res, body } = await getJson<AdminPage>(`/api/admin/pages/${id}`, AUTH);
  return { etag: res.headers.get("ETag")!, page: body.data! };
}

/** The page with its hero's title replaced, saved with `status`. */
async function saveHeroTitle(path: string, title: { zh: string; en: string }, status: "published" | "draft", ifMatch?: string) {
  const { etag, page } = await adminPage(path);
  const blocks = page.blocks.map((b) => (b.type === "hero" ? { ...b, title } : b));
  return send("PUT", `/api/admin/pages/${page.id}`, { ...page, blocks, status }, { "If-Match": ifMatch ?? etag });
}

describe("search over content pages", () => {
  it("finds a seeded page by its seeded copy, with the brand and figures filled in", async () => {
    expect(await found("Infrastructure software that understands engineering", "en")).toContain("/about");
    expect(await found("做懂工程的基础设施数字化软件", "zh")).toContain("/about");
    // The hero's lead names the brand through {brand}: the index has the name, not the placeholder.
    expect(await found("路衍数科成立于", "zh")).toContain("/about");
    // The home page is its sections' lists, not a search result; the help page is help.
    expect(await found("帮助文档", "zh")).not.toContain("/pc_index");
    const help = await getJson<Results>(`/api/search?q=${encodeURIComponent("常见问题")}&language=zh`);
    expect(help.body.data!.list.find((h) => h.url === "/help")?.kind).toBe("help");
  });

  it("finds a published edit by its new words at once, and no longer by its old ones", async () => {
    const first = await saveHeroTitle("/about", { zh: "镧铈钇钪的桥梁软件", en: "Zephyrine bridge software" }, "published");
    expect(first.status).toBe(200);
    expect(await found("zephyrine", "en")).toEqual(["/about"]);
    expect(await found("镧铈", "zh")).toEqual(["/about"]);

    const second = await saveHeroTitle("/about", { zh: "钌铑钯的隧道软件", en: "Quillority tunnel software" }, "published");
    expect(second.status).toBe(200);
    expect(await found("quillority", "en")).toEqual(["/about"]);
    expect(await found("钌铑", "zh")).toEqual(["/about"]);
    expect(await found("zephyrine", "en")).toEqual([]);
    expect(await found("镧铈", "zh")).toEqual([]);
  });

  it("keeps the published copy's words through a draft save and a stale save", async () => {
    expect((await saveHeroTitle("/about", { zh: "锇铱铂草稿", en: "Draftonium" }, "draft")).status).toBe(200);
    expect(await found("draftonium", "en")).toEqual([]);
    expect(await found("quillority", "en")).toEqual(["/about"]);
    const stale = await saveHeroTitle("/about", { zh: "过期铪钽", en: "Stalewort" }, "published", `"1"`);
    expect(stale.status).toBe(412);
    expect(await found("stalewort", "en")).toEqual([]);
    expect(await found("quillority", "en")).toEqual(["/about"]);
  });

  it("finds a restored copy by its words, and not by those it replaced", async () => {
    const { etag, page } = await adminPage("/about");
    const revisions = await getJson<{ revisionId: number }[]>(`/api/admin/pages/${page.id}/revisions`, AUTH);
    // The first publish above is the one revision with its words.
    const zephyrine = [];
    for (const r of revisions.body.data!) {
      const one = await getJson<AdminPage>(`/api/admin/pages/${page.id}/revisions/${r.revisionId}`, AUTH);
      if (JSON.stringify(one.body.data!.blocks).includes("Zephyrine")) zephyrine.push(r.revisionId);
    }
    expect(zephyrine.length).toBe(1);
    const restore = await send("POST", `/api/admin/pages/${page.id}/revisions/${zephyrine[0]}/restore`, {}, { "If-Match": etag });
    expect(restore.status).toBe(200);
    expect(await found("zephyrine", "en")).toEqual(["/about"]);
    expect(await found("quillority", "en")).toEqual([]);
  });
});
