import { env } from "cloudflare:workers";
// Everything the seed loads saves back through the admin API unchanged: each item of every content
// resource and the site settings pass their own admin schema, and a save of what the admin read
// changes nothing a visitor reads.
import { beforeAll, describe, expect, it } from "vitest";
import { CONTENT_RESOURCES, type ContentResource, type SavedRef } from "../../worker/schemas/admin-api.ts";
import { call, getJson } from "./fixtures.ts";
import { seedFullContent } from "./seed-fixture.ts";

const AUTH = { Authorization: `Bearer ${env.ADMIN_TOKEN}` };
beforeAll(seedFullContent, 60_000);

type Item = { id: number; rowVersion: number; updatedAt: string; updatedBy: string | null } & Record<string, unknown>;

/** The admin's read of one item or the settings, with the ETag a save must send back. */
async function adminRead(path: string) {
  const { res, body } = await getJson<Item>(path, AUTH);
  expect(res.status, path).toBe(200);
  return { etag: res.headers.get("ETag")!, item: body.data! };
}

/** A PUT of exactly what the admin read (the form sends back what it loaded). */
async function saveBack(path: string, etag: string, item: unknown) {
  const res = await call(path, {
    method: "PUT",
    headers: { ...AUTH, "Content-Type": "application/json", "If-Match": etag, "Accept-Language": "en" },
    body: JSON.stringify(item),
  });
  const body = (await res.json()) as { msg: string; data: SavedRef & { field?: string } };
  expect(res.status, `${path}: ${body.msg}`).toBe(200);
}

/** Both languages of what a visitor reads about one item (lists where a detail read has side effects). */
async function publicRead(resource: ContentResource, id: number) {
  const read = async (lang: "zh" | "en") => {
    const one = (path: string) => getJson<Record<string, unknown>>(`${path}?language=${lang}`).then((r) => r.body.data);
    const fromList = async (path: string) => ((await getJson<{ id: number }[]>(`${path}?language=${lang}`)).body.data ?? []).find((x) => x.id === id);
    switch (resource) {
      case "news":
        return one(`/api/news/${id}`);
      case "banners":
        return fromList("/api/banners");
      // A save is a software entry's "last updated": the one field that may move.
      case "software":
        return one(`/api/software/${id}`).then((s) => ({ ...s, updatedAt: undefined }));
      // The detail read counts a view.
      case "videos":
        return fromList("/api/videos");
      case "update-logs":
        return one(`/api/update-logs/${id}`);
      case "pages": {
        const { path } = (await adminRead(`/api/admin/pages/${id}`)).item as unknown as { path: string };
        return (await getJson<Record<string, unknown>>(`/api/pages?path=${encodeURIComponent(path)}&language=${lang}`)).body.data;
      }
    }
  };
  return { zh: await read("zh"), en: await read("en") };
}

/** The item without who saved or published it last, and when (a page's `live` names its publish). */
const unversioned = ({ rowVersion: _v, updatedAt: _a, updatedBy: _b, ...rest }: Item) =>
  rest.live ? { ...rest, live: { ...(rest.live as object), publishedAt: undefined, publishedBy: undefined } } : rest;

describe("seeded content saves back unchanged", () => {
  it.each(CONTENT_RESOURCES)("every seeded item of %s", async (resource) => {
    const list = await getJson<{ list: { id: number }[]; total: number }>(`/api/admin/${resource}?pageSize=100`, AUTH);
    const ids = list.body.data!.list.map((i) => i.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.length).toBe(list.body.data!.total);
    for (const id of ids) {
      const path = `/api/admin/${resource}/${id}`;
      const before = await adminRead(path);
      const seen = await publicRead(resource, id);
      expect(seen.zh, `${path} public`).toBeDefined();
      await saveBack(path, before.etag, before.item);
      const after = await adminRead(path);
      expect(after.item.rowVersion).toBe(before.item.rowVersion + 1);
      expect(unversioned(after.item), path).toEqual(unversioned(before.item));
      expect(await publicRead(resource, id), `${path} public`).toEqual(seen);
    }
  });

  it("the seeded site settings, keyed figures and all", async () => {
    const read = async () => ({ zh: (await getJson("/api/site?language=zh")).body.data, en: (await getJson("/api/site?language=en")).body.data });
    const before = await adminRead("/api/admin/site-settings");
    const seen = await read();
    expect(JSON.stringify(seen)).toContain("schemeEfficiency");
    await saveBack("/api/admin/site-settings", before.etag, before.item);
    const after = await adminRead("/api/admin/site-settings");
    expect(unversioned(after.item)).toEqual(unversioned(before.item));
    expect(await read()).toEqual(seen);
  });
});
