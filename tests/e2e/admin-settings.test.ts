// The site settings screen as marketing uses it on a 390 px phone: a company figure found by its
// label, its value changed and saved, and visitors see the new value on /about; nothing on the screen
// scrolls sideways, and axe finds nothing serious, in both admin languages.
import { afterAll, describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { ADMIN_COPY, adminApi, expectAccessible, gotoAdmin, within30s } from "./admin-helpers.ts";
import { it } from "./support/fixture.ts";
import { urlOf } from "./support/session.ts";

const PHONE = { width: 390, height: 844 };
type Both = { zh: string; en: string };
type Fact = { key?: string; value: Both; label: Both };
/** What a save of the settings takes (the admin read without its version fields). */
type Input = { facts: Fact[] } & Record<string, unknown>;

/** The settings as the admin API answers them, and their version. */
async function current(): Promise<{ rowVersion: number; input: Input }> {
  const {
    rowVersion,
    updatedAt: _a,
    updatedBy: _b,
    privacyVersion: _p,
    ...input
  } = await adminApi<{ rowVersion: number } & Record<string, unknown>>("/site-settings");
  return { rowVersion, input: input as Input };
}

let original: Input | undefined;
afterAll(async () => {
  if (!original) return;
  const { rowVersion } = await current();
  await adminApi("/site-settings", { method: "PUT", headers: { "If-Match": `"${rowVersion}"` }, body: JSON.stringify(original) });
});

/** How wide the document is: more than the 390 px viewport means the screen scrolls sideways. */
const documentWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe("site settings on a 390 px phone", () => {
  for (const lang of ["zh", "en"] as const) {
    it(`fits the screen and has no serious accessibility problem (${lang})`, async ({ openAdmin }) => {
      const m = ADMIN_COPY[lang];
      const { input } = await current();
      const s = await openAdmin({ adminLang: lang, viewport: PHONE });
      await gotoAdmin(s.page, "/admin/settings", m.settingsTitle);
      await s.page.getByRole("heading", { name: input.facts[0]!.label[lang], exact: true }).waitFor();
      expect(await documentWidth(s.page), "the figures as cards").toBeLessThanOrEqual(PHONE.width);
      await s.page.getByText(m.s_factAdvanced).first().click();
      await expect.poll(() => s.page.getByLabel(m.s_factKey, { exact: true }).first().isVisible()).toBe(true);
      expect(await documentWidth(s.page), "with a key shown").toBeLessThanOrEqual(PHONE.width);
      await expectAccessible(s.page, `settings screen (${lang})`);
      s.assertNoErrors();
    });
  }

  it("changes a figure found by its label; visitors see the new value on /about in both languages", async ({ open, openAdmin }) => {
    const m = ADMIN_COPY.en;
    const { input } = await current();
    original ??= input;
    const patents = input.facts.find((f) => f.key === "patents")!;
    const n = String(100 + Math.floor(Math.random() * 900));
    const next = { zh: `${n} 项`, en: n };

    const s = await openAdmin({ adminLang: "en", viewport: PHONE });
    await gotoAdmin(s.page, "/admin/settings", m.settingsTitle);
    const card = s.page.getByRole("listitem").filter({ has: s.page.getByRole("heading", { name: patents.label.en, exact: true }) });
    await card.getByLabel(`${m.s_factValue} · ${m.zhField}`, { exact: true }).fill(next.zh);
    await card.getByLabel(`${m.s_factValue} · ${m.enField}`, { exact: true }).fill(next.en);
    await s.page.getByRole("button", { name: m.save, exact: true }).click();
    await expect.poll(() => s.page.getByRole("status").filter({ hasText: m.saved }).count()).toBe(1);
    expect(await documentWidth(s.page)).toBeLessThanOrEqual(PHONE.width);
    s.assertNoErrors();
    expect((await current()).input.facts.find((f) => f.key === "patents")!.value).toEqual(next);

    for (const lang of ["zh", "en"] as const) {
      const visitor = await open({ lang, viewport: PHONE });
      const shown = visitor.page.locator("#facts .fact-list__item").filter({ hasText: patents.label[lang] }).locator("dd");
      await within30s(async () => {
        await visitor.page.goto(urlOf("/about"), { waitUntil: "load" });
        return (await shown.textContent()) === next[lang];
      }, `/about shows the new figure (${lang})`);
      visitor.assertNoErrors();
    }
  });
});
