import { env } from "cloudflare:workers";
// What visitors get of a page, as the admin's page item tells it (`live`, `hasDraftChanges`): the
// published copy (published, or scheduled with its time) and whether the copy being edited differs
// from it. A draft save after a publish or a schedule no longer reads as if nothing were live.
import { beforeAll, describe, expect, it } from "vitest";
import type { LocalPage } from "../../common/page-text.ts";
import type { AdminPage } from "../../worker/schemas/admin-api.ts";
import { call, getJson, seedPages } from "./fixtures.ts";

const AUTH = { Authorization: `Bearer ${env.ADMIN_TOKEN}` };
const TOKEN_NAME = "运维 / Ops token";
beforeAll(() => seedPages(env.DB));

const put = (page: AdminPage, etag: string, changes: Partial<AdminPage>) =>
  call(`/api/admin/pages/${page.id}`, {
    method: "PUT",
    headers: { ...AUTH, "Content-Type": "application/json", "If-Match": etag },
    body: JSON.stringify({ ...page, ...changes }),
  });

/** The page at `path` as the list shows it and as the editor loads it (they must agree). */
async function adminPage(path: string) {
  const list = await getJson<{ list: AdminPage[] }>("/api/admin/pages?pageSize=100", AUTH);
  const listed = list.body.data!.list.find((p) => p.path === path)!;
  const { res, body } = await getJson<AdminPage>(`/api/admin/pages/${listed.id}`, AUTH);
  const page = body.data!;
  expect({ live: listed.live, hasDraftChanges: listed.hasDraftChanges }).toEqual({ live: page.live, hasDraftChanges: page.hasDraftChanges });
  return { etag: res.headers.get("ETag")!, page };
}

const visitorTitle = async (path: string) => {
  const { body } = await getJson<LocalPage>(`/api/pages?path=${encodeURIComponent(path)}&language=zh`);
  return body.data!.title;
};

describe("a page's live state in the admin", () => {
  it("a page never published from the admin shows its seeded copy: published, by nobody yet, nothing unpublished", async () => {
    const { page } = await adminPage("/about");
    expect(page.live).toEqual({ status: "published", publishAt: null, publishedAt: null, publishedBy: null });
    expect(page.hasDraftChanges).toBe(false);
  });

  it("a publish says when and by whom; a later draft save keeps the page published and marks unpublished changes", async () => {
    const start = Date.now();
    const first = await adminPage("/digital/eicad");
    const published = await put(first.page, first.etag, { title: { zh: "发布的标题", en: "Published title" }, status: "published" });
    expect(published.status).toBe(200);
    const after = await adminPage("/digital/eicad");
    expect(after.page.status).toBe("published");
    expect(after.page.live).toMatchObject({ status: "published", publishAt: null, publishedBy: TOKEN_NAME });
    expect(Date.parse(after.page.live.publishedAt!)).toBeGreaterThanOrEqual(start - 1000);
    expect(after.page.hasDraftChanges).toBe(false);

    const draft = await put(after.page, after.etag, { title: { zh: "还在改的标题", en: "Title being edited" }, status: "draft" });
    expect(draft.status).toBe(200);
    const edited = await adminPage("/digital/eicad");
    expect(edited.page.status).toBe("draft");
    expect(edited.page.live).toEqual(after.page.live);
    expect(edited.page.hasDraftChanges).toBe(true);
    expect(await visitorTitle("/digital/eicad")).toBe("发布的标题");

    // Edited back to the published text: nothing left to publish.
    const back = await put(edited.page, edited.etag, { title: { zh: "发布的标题", en: "Published title" }, status: "draft" });
    expect(back.status).toBe(200);
    expect((await adminPage("/digital/eicad")).page.hasDraftChanges).toBe(false);
  });

  it("a change to the blocks or to the description alone, in one language, is an unpublished change", async () => {
    const { page, etag } = await adminPage("/cases");
    const desc = await put(page, etag, { description: { ...page.description, en: `${page.description.en} (edited)` }, status: "draft" });
    expect(desc.status).toBe(200);
    const a = await adminPage("/cases");
    expect(a.page.hasDraftChanges).toBe(true);
    const reverted = await put(a.page, a.etag, { description: page.description, blocks: page.blocks.slice(1), status: "draft" });
    expect(reverted.status).toBe(200);
    expect((await adminPage("/cases")).page.hasDraftChanges).toBe(true);
  });

  it("scheduled ahead then saved as a draft: live says scheduled with its time, with unpublished changes, and published once the time has passed", async () => {
    const { page, etag } = await adminPage("/dtwin");
    const publishAt = new Date(Date.now() + 2500).toISOString();
    const scheduled = await put(page, etag, { title: { zh: "定时的标题", en: "Scheduled title" }, status: "published", publishAt });
    expect(scheduled.status).toBe(200);
    const waiting = await adminPage("/dtwin");
    expect(waiting.page.live).toMatchObject({ status: "scheduled", publishAt, publishedBy: TOKEN_NAME });
    expect(waiting.page.hasDraftChanges).toBe(false);

    // The marketer edits again and presses Save: the schedule stands.
    const saved = await put(waiting.page, waiting.etag, { title: { zh: "定时后又改的标题", en: "Edited after scheduling" }, status: "draft" });
    expect(saved.status).toBe(200);
    const edited = await adminPage("/dtwin");
    expect(edited.page.status).toBe("draft");
    expect(edited.page.live).toEqual(waiting.page.live);
    expect(edited.page.hasDraftChanges).toBe(true);
    expect(await visitorTitle("/dtwin")).toBe(page.title.zh);

    await new Promise((r) => setTimeout(r, Date.parse(publishAt) - Date.now() + 300));
    const due = await adminPage("/dtwin");
    expect(due.page.live).toMatchObject({ status: "published", publishAt, publishedBy: TOKEN_NAME });
    expect(due.page.hasDraftChanges).toBe(true);
    expect(await visitorTitle("/dtwin")).toBe("定时的标题");
  });

  it("a publish time changed and saved as a draft is an unpublished change; the published copy keeps its own", async () => {
    const { page, etag } = await adminPage("/solutions");
    const publishAt = new Date(Date.now() + 86_400_000).toISOString();
    const saved = await put(page, etag, { publishAt, status: "draft" });
    expect(saved.status).toBe(200);
    const after = await adminPage("/solutions");
    expect(after.page.publishAt).toBe(publishAt);
    expect(after.page.live).toEqual({ status: "published", publishAt: null, publishedAt: null, publishedBy: null });
    expect(after.page.hasDraftChanges).toBe(true);
  });
});
