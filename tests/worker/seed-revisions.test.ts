import { env } from "cloudflare:workers";
// A seeded item's content is its revision 1 (issue 35, docs/decisions/0052): after edits, a seeded
// page's original can be restored like any revision. The seed writes it once per item, through the
// content type's own row mapping; an environment seeded before gets it on its next seed run, and that
// run changes no edit.
import { beforeAll, describe, expect, it } from "vitest";
import { CONTENT_RESOURCES } from "../../common/content-types/index.ts";
import type { LocalPage } from "../../common/page-text.ts";
import type { AdminPage } from "../../worker/schemas/admin-api.ts";
import { call, getJson } from "./fixtures.ts";
import { seedFullContent } from "./seed-fixture.ts";

const AUTH = { Authorization: `Bearer ${env.ADMIN_TOKEN}` };
beforeAll(seedFullContent, 60_000);

interface Revision {
  revisionId: number;
  rowVersion: number;
  actor: string;
  verb: string;
}

const send = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(path, { method, headers: { ...AUTH, "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) });
const revisions = async (resource: string, id: number) => (await getJson<Revision[]>(`/api/admin/${resource}/${id}/revisions`, AUTH)).body.data!;
/** The item as the admin edits it, without what a revision does not keep. */
const content = (item: Record<string, unknown>) => {
  const { rowVersion: _v, updatedAt: _a, updatedBy: _b, live: _l, hasDraftChanges: _d, pending: _p, ...rest } = item;
  return rest;
};
async function adminPage(path: string) {
  const list = await getJson<{ list: AdminPage[] }>("/api/admin/pages?pageSize=100", AUTH);
  const id = list.body.data!.list.find((p) => p.path === path)!.id;
  const { res, body } = await getJson<AdminPage>(`/api/admin/pages/${id}`, AUTH);
  return { etag: res.headers.get("ETag")!, page: body.data! };
}

const heroTitle = async (path: string, lang: "zh" | "en") => {
  const { body } = await getJson<LocalPage>(`/api/pages?path=${encodeURIComponent(path)}&language=${lang}`);
  return (body.data!.blocks.find((b) => b.type === "hero") as { title: string }).title;
};

async function publishHeroTitle(path: string, title: { zh: string; en: string }) {
  const { etag, page } = await adminPage(path);
  const blocks = page.blocks.map((b) => (b.type === "hero" ? { ...b, title } : b));
  const res = await send("PUT", `/api/admin/pages/${page.id}`, { ...page, blocks, status: "published" }, { "If-Match": etag });
  expect(res.status).toBe(200);
}

describe("a seeded item's content is its revision 1", () => {
  it("every seeded item of every kind has revision 1, equal to the item as seeded", async () => {
    for (const resource of CONTENT_RESOURCES) {
      const list = await getJson<{ list: { id: number }[]; total: number }>(`/api/admin/${resource}?pageSize=100`, AUTH);
      expect(list.body.data!.total, resource).toBeGreaterThan(0);
      for (const { id } of list.body.data!.list) {
        const revs = await revisions(resource, id);
        expect(
          revs.map((r) => [r.rowVersion, r.actor, r.verb]),
          `${resource} ${id}`,
        ).toEqual([[1, "seed", "create"]]);
        const item = (await getJson<Record<string, unknown>>(`/api/admin/${resource}/${id}`, AUTH)).body.data!;
        // The stored snapshot (the revision's GET lays its own fields over the item's, software's
        // `summary` among them).
        const stored = await env.DB.prepare("SELECT snapshot FROM content_revisions WHERE id = ?").bind(revs[0]!.revisionId).first<{ snapshot: string }>();
        expect(JSON.parse(stored!.snapshot), `${resource} ${id}`).toEqual(content(item));
      }
    }
  });

  it("restores a seeded page's original after edits", async () => {
    const original = { zh: await heroTitle("/digital/eicad", "zh"), en: await heroTitle("/digital/eicad", "en") };
    await publishHeroTitle("/digital/eicad", { zh: "第一次修改", en: "First edit" });
    await publishHeroTitle("/digital/eicad", { zh: "第二次修改", en: "Second edit" });
    const { etag, page } = await adminPage("/digital/eicad");
    const revs = await revisions("pages", page.id);
    expect(revs.map((r) => r.rowVersion)).toEqual([3, 2, 1]);
    const res = await send("POST", `/api/admin/pages/${page.id}/revisions/${revs.at(-1)!.revisionId}/restore`, {}, { "If-Match": etag });
    expect(res.status).toBe(200);
    expect(await heroTitle("/digital/eicad", "zh")).toBe(original.zh);
    expect(await heroTitle("/digital/eicad", "en")).toBe(original.en);
  });

  it("an environment seeded before gets revision 1 on its next seed run, and keeps its edits", async () => {
    // As before this change: seeded, edited in the admin, no revision 1.
    await publishHeroTitle("/dtwin", { zh: "员工的修改", en: "Staff edit" });
    const { page } = await adminPage("/dtwin");
    await env.DB.prepare("DELETE FROM content_revisions WHERE actor = 'seed'").run();
    expect((await revisions("pages", page.id)).map((r) => r.rowVersion)).toEqual([2]);

    await seedFullContent();
    expect(await heroTitle("/dtwin", "en")).toBe("Staff edit");
    const after = await adminPage("/dtwin");
    expect(after.page.rowVersion).toBe(page.rowVersion);
    const revs = await revisions("pages", page.id);
    // Newest first by the version each saved, though revision 1 was written last.
    expect(revs.map((r) => [r.rowVersion, r.actor])).toEqual([
      [2, expect.not.stringMatching(/^seed$/)],
      [1, "seed"],
    ]);
    // A third run adds nothing.
    await seedFullContent();
    expect(await revisions("pages", page.id)).toHaveLength(2);

    const res = await send("POST", `/api/admin/pages/${page.id}/revisions/${revs[1]!.revisionId}/restore`, {}, { "If-Match": after.etag });
    expect(res.status).toBe(200);
    expect(await heroTitle("/dtwin", "en")).not.toBe("Staff edit");
  });
});
