// Issue 33: a product page's contact block switched on in the page editor (published through the admin
// API), in Chromium against the real Worker and D1: /digital/eicad is served with the contact form and
// EICAD chosen, the app hydrates it as served (no error) and keeps EICAD chosen, and a client
// navigation from /digital to /digital/eicad shows the block with EICAD chosen; switched back to the
// route's default, the page is served without it again.
import { describe, expect } from "vitest";
import { urlOf } from "./support/session.ts";
import { appStarted, LANGS, visit } from "./support/site.ts";
import { it } from "./support/fixture.ts";
import { contactForm } from "./support/contact.ts";
import { adminApi, within30s } from "./admin-helpers.ts";

type AdminPage = Record<string, unknown> & { id: number; rowVersion: number; path: string };

async function setContact(path: string, contact: "default" | "on" | "off"): Promise<void> {
  const { list } = await adminApi<{ list: AdminPage[] }>("/pages?pageSize=100");
  const id = list.find((p) => p.path === path)!.id;
  const page = await adminApi<AdminPage>(`/pages/${id}`);
  const { id: _i, rowVersion, path: _p, live: _l, hasDraftChanges: _h, updatedAt: _u, updatedBy: _b, ...input } = page;
  await adminApi(`/pages/${id}`, {
    method: "PUT",
    headers: { "If-Match": `"${rowVersion}"` },
    body: JSON.stringify({ ...input, contact, status: "published" }),
  });
}

const servedHasBlock = async (path: string, lang: string) => {
  const res = await fetch(urlOf(`${path}?lang=${lang}`));
  return (await res.text()).includes('<section id="contact"');
};

describe.each(LANGS)("a product page's contact block switched on in the page editor (%s)", (lang) => {
  it("is served and hydrated with the page's product chosen, also after a client navigation", async ({ open }) => {
    await setContact("/digital/eicad", "on");
    try {
      await within30s(() => servedHasBlock("/digital/eicad", lang), "the published switch reaches the served page");
      const s = await open({ lang });
      await visit(s, "/digital/eicad");
      expect(await appStarted(s.page)).toBe(true);
      const f = contactForm(s.page, lang);
      await expect.poll(() => f.form.count()).toBe(1);
      expect(await f.product.inputValue()).toBe("eicad");

      // A client navigation from the line's page to the product page.
      await visit(s, "/digital");
      await s.page.locator('main a[href="/digital/eicad"]').first().click();
      await s.page.waitForURL(/\/digital\/eicad/);
      await expect.poll(() => s.page.locator("section#contact form").count(), { timeout: 10_000 }).toBe(1);
      await expect.poll(() => contactForm(s.page, lang).product.inputValue()).toBe("eicad");
      s.assertNoErrors();
    } finally {
      await setContact("/digital/eicad", "default");
    }
    await within30s(async () => !(await servedHasBlock("/digital/eicad", lang)), "the route's default again");
  }, 120_000);
});
