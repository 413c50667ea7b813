// The admin's copy in both languages, and small API helpers the admin
// browser tests share.
import { expect, inject } from "vitest";
import type { Page } from "playwright-core";
import { adminMessages } from "../../src/admin/i18n/admin-messages.ts";
import { pageT } from "../../src/admin/pages/page-messages.ts";
import { describeViolations, seriousViolations } from "./support/axe.ts";
import { baseUrl, type Session, urlOf } from "./support/session.ts";

export const ADMIN_COPY = adminMessages;

/** Opens an admin path and waits for its screen heading. */
export async function gotoAdmin(page: Page, path: string, heading?: string): Promise<void> {
  await page.goto(urlOf(path), { waitUntil: "domcontentloaded" });
  const h1 = page.locator("main h1");
  await h1.first().waitFor({ state: "visible", timeout: 20_000 });
  if (heading) await expect.poll(() => h1.first().innerText()).toBe(heading);
}

/** Fails with readable details when axe finds a serious or critical violation. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const violations = await seriousViolations(page);
  expect(violations, `${label}:\n${describeViolations(violations)}`).toEqual([]);
}

/** An admin API call with the suite's token; resolves to the envelope's data. */
export async function adminApi<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(new URL(`/api/admin${path}`, baseUrl()), {
    ...init,
    headers: {
      Authorization: `Bearer ${inject("adminToken")}`,
      ...(init.body || init.method === "POST" ? { "Content-Type": "application/json" } : {}),
      ...init.headers,
    },
  });
  if (!res.ok) throw new Error(`${init.method ?? "GET"} /api/admin${path} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

/** Polls `read` until it returns true, for up to the 30 s a published change may take to reach visitors. */
export async function within30s(read: () => Promise<boolean>, message: string): Promise<void> {
  await expect.poll(read, { timeout: 30_000, interval: 1000, message }).toBe(true);
}

/** A 1x1 PNG (a real one: the upload checks the type by its bytes). */
export const PNG_1X1 = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

/** Signs `page` in to the admin with a role's bearer token, the admin in English. */
export async function signInWithToken(s: Session, token: string): Promise<void> {
  const m = ADMIN_COPY.en;
  // The sign-in screen's own read of who is signed in, before the token is there.
  s.allow(/401 \(Unauthorized\)/);
  await s.context.addInitScript(() => localStorage.setItem("adminLanguage", "en"));
  await s.page.goto(urlOf("/admin"), { waitUntil: "domcontentloaded" });
  await s.page.getByLabel(m.tokenLabel).fill(token);
  await s.page.getByRole("button", { name: m.signIn, exact: true }).click();
  await expect.poll(() => s.page.locator("main h1").first().innerText(), { timeout: 20_000 }).not.toBe(m.signInTitle);
}

/**
 * Opens block `i` of the page editor: a page of more than two blocks opens with its blocks folded
 * to their headings. Does nothing to a block already open.
 */
export async function openBlock(page: Page, i: number): Promise<void> {
  const toggle = page.locator(`#block-${i}-toggle`);
  await toggle.waitFor({ timeout: 20_000 });
  if ((await toggle.getAttribute("aria-expanded")) === "false") await toggle.click();
  await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("true");
}

type Bi = readonly [zh: string, en: string];

/**
 * Adds a hero block to a page in the page editor (English admin) as its first block (a new landing
 * page's) and fills every field in both languages; the figure is one of the site's own pictures.
 */
export async function addHeroBlock(page: Page, hero: { eyebrow: Bi; title: Bi; lead: Bi; audience: Bi; alt: Bi }): Promise<void> {
  const pt = pageT("en");
  await page.getByLabel(pt("addBlockType")).selectOption("hero");
  await page.getByRole("button", { name: `+ ${pt("addBlock")}` }).click();
  const fields = { eyebrow: hero.eyebrow, title: hero.title, lead: hero.lead, audience: hero.audience, "figure-alt": hero.alt };
  for (const [name, [zh, en]] of Object.entries(fields)) {
    await page.locator(`#f-blocks-0-${name}-zh`).fill(zh);
    await page.locator(`#f-blocks-0-${name}-en`).fill(en);
  }
  await page.locator("#f-blocks-0-figure-src").fill("/img/eicad/hero.svg");
}
