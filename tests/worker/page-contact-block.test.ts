// Issue 33, every lead counted where it came from: a content page's contact block follows its route's
// default (common/route-table.ts `contact`: off on the product pages) unless the page editor switched it
// on or off for the page; the published switch decides the page the Worker serves, in zh and en, and a
// product page's own form has its product chosen.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { LocalPage } from "../../common/page-text.ts";
import type { AdminPage } from "../../worker/schemas/admin-api.ts";
import { call, callWithEnv, getJson, pageAssets } from "./fixtures.ts";
import { seedFullContent } from "./seed-fixture.ts";

const ASSETS = pageAssets();
const AUTH = { Authorization: `Bearer ${env.ADMIN_TOKEN}` };

beforeAll(async () => {
  await seedFullContent();
  // The first page of an isolate imports the app's renderer; under test transforms that can pass the 1 s data budget.
  await callWithEnv("/pc_index", {}, { ASSETS });
}, 60_000);

async function adminPage(path: string) {
  const list = await getJson<{ list: AdminPage[] }>("/api/admin/pages?pageSize=100", AUTH);
  const item = list.body.data!.list.find((p) => p.path === path)!;
  const { res, body } = await getJson<AdminPage>(`/api/admin/pages/${item.id}`, AUTH);
  return { etag: res.headers.get("ETag")!, page: body.data! };
}

/** Save the page with its contact block set so (`status`: draft or published). */
async function setContact(path: string, contact: "default" | "on" | "off", status: "draft" | "published" = "published") {
  const { etag, page } = await adminPage(path);
  const {
    id: _i,
    rowVersion: _v,
    path: _p,
    live: _l,
    hasDraftChanges: _h,
    updatedAt: _u,
    updatedBy: _b,
    ...input
  } = page as AdminPage & Record<string, unknown>;
  const res = await call(`/api/admin/pages/${page.id}`, {
    method: "PUT",
    headers: { ...AUTH, "Content-Type": "application/json", "If-Match": etag },
    body: JSON.stringify({ ...input, contact, status }),
  });
  expect(res.status).toBe(200);
}

const served = async (path: string, lang: "zh" | "en") => {
  const res = await callWithEnv(`${path}${path.includes("?") ? "&" : "?"}lang=${lang}`, {}, { ASSETS });
  expect(res.status).toBe(200);
  return res.text();
};

/** The served contact block's product select, or null when the page has no contact block. */
function contactForm(html: string): { chosen: string | null } | null {
  const block = html.match(/<section id="contact"[\s\S]*?<\/section>/)?.[0];
  if (!block) return null;
  const select = block.match(/<select id="[^"]*-product"[\s\S]*?<\/select>/)?.[0];
  expect(select, "the contact block has its product select").toBeTruthy();
  return { chosen: select!.match(/<option value="([^"]*)" selected=""/)?.[1] ?? null };
}

describe("a content page's contact block", () => {
  it("is off on a product page by the route's default, and an admin reads the setting as the default", async () => {
    expect((await adminPage("/digital/eicad")).page).toMatchObject({ contact: "default" });
    expect(contactForm(await served("/digital/eicad", "zh"))).toBeNull();
    expect(contactForm(await served("/digital/eicad", "en"))).toBeNull();
  });

  it("shows on a product page once published switched on, in zh and en, with the page's product chosen; a draft changes nothing until then", async () => {
    await setContact("/digital/eicad", "on", "draft");
    expect(contactForm(await served("/digital/eicad", "zh"))).toBeNull();
    expect((await adminPage("/digital/eicad")).page.hasDraftChanges).toBe(true);

    await setContact("/digital/eicad", "on");
    expect((await adminPage("/digital/eicad")).page.hasDraftChanges).toBe(false);
    const read = (await getJson<LocalPage>("/api/pages?path=/digital/eicad&language=en")).body.data!;
    expect(read.contact).toBe(true);
    for (const lang of ["zh", "en"] as const) {
      const html = await served("/digital/eicad", lang);
      expect(contactForm(html), lang).toEqual({ chosen: "eicad" });
      // The form's products came with the page (its data), so the served form lists them.
      expect(html).toContain(lang === "zh" ? "道路与互通立交一体化设计（EICAD）" : "Road and interchange design (EICAD)");
    }
  });

  it("is gone again once published switched off, and an overview page that shows it by default loses it too", async () => {
    await setContact("/digital/eicad", "off");
    expect(contactForm(await served("/digital/eicad", "zh"))).toBeNull();
    expect(contactForm(await served("/digital/eicad", "en"))).toBeNull();

    expect(contactForm(await served("/digital", "zh"))).toEqual({ chosen: "" });
    await setContact("/digital", "off");
    expect(contactForm(await served("/digital", "zh"))).toBeNull();
    expect(contactForm(await served("/digital", "en"))).toBeNull();
    await setContact("/digital", "default");
    expect(contactForm(await served("/digital", "en"))).toEqual({ chosen: "" });
  });
});
