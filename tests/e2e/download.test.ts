// Downloads: files save under their hash-free names (in the browser and in Content-Disposition),
// failures toast, and ?anchor=manual lands on the manuals.
import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { footerMessages } from "../../src/components/footer/footer-messages.ts";
import { common } from "../../src/i18n/messages/common.ts";
import { launchBrowser } from "./support/chromium.ts";
import { toasts } from "./support/contact.ts";
import { openSession } from "./support/session.ts";
import { apiData, isSameDocument, markDocument, scrollY, visit } from "./support/site.ts";

interface Software { id: number; kind: "software" | "manual"; name: string; size: number; fileUrl: string; fileName: string }

let browser: Browser;
let items: Software[];
beforeAll(async () => {
  browser = await launchBrowser();
  items = await apiData<Software[]>("/software");
});
afterAll(() => browser?.close());

/** The download button in the list item headed by `name`. */
const buttonOf = (page: Page, name: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) })
    .getByRole("button", { name: common.zh["label.download"] });

describe("downloads", () => {
  it.each([
    ["a manual", (s: Software) => s.kind === "manual" && /^[\x20-\x7e]+$/.test(s.fileName)],
    ["a manual with a Chinese name", (s: Software) => s.kind === "manual" && /[\u3400-\u9fff]/.test(s.fileName)],
    ["a small installer", (s: Software) => s.kind === "software" && s.size < 1_000_000],
  ] as const)("saves %s under its name without the hash", async (_what, pick) => {
    const item = items.find(pick);
    expect(item, "such an item is seeded").toBeDefined();
    const { name, fileUrl, fileName, size } = item!;
    expect(decodeURIComponent(fileUrl), "the stored key carries a content hash").toMatch(/-[0-9a-f]{8}\.[a-z]+$/);
    const s = await openSession(browser);
    try {
      await visit(s, "/download");
      const fileResponse = s.page.waitForResponse((r) => new URL(r.url()).pathname === new URL(fileUrl, "http://x").pathname);
      const download = s.page.waitForEvent("download");
      await buttonOf(s.page, name).click();
      const res = await fileResponse;
      const disposition = res.headers()["content-disposition"] ?? "";
      expect(disposition).toMatch(/^attachment;/);
      expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(fileName)}`);
      if (/^[\x20-\x7e]+$/.test(fileName)) expect(disposition).toContain(`filename="${fileName}"`);
      const saved = await download;
      expect(saved.suggestedFilename()).toBe(fileName);
      const bytes = await readFile((await saved.path())!);
      expect(bytes.byteLength).toBe(size);
      s.assertNoErrors();
    } finally {
      await s.close();
    }
  });

  it("shows the resource error toast when the file cannot be fetched", async () => {
    const manual = items.find((s) => s.kind === "manual")!;
    const s = await openSession(browser);
    s.allow(/net::ERR_FAILED|Failed to load resource/);
    try {
      await s.page.route("**/files/**", (route) => route.abort("failed"));
      await visit(s, "/download");
      await buttonOf(s.page, manual.name).click();
      await expect.poll(() => toasts(s.page).innerText()).toContain(common.zh["error.resource"]);
      s.assertNoErrors();
    } finally {
      await s.close();
    }
  });
});

describe("download anchors", () => {
  const manualsInView = (page: Page) =>
    page.locator("#manual").evaluate((el) => {
      const top = el.getBoundingClientRect().top;
      return top >= 0 && top < window.innerHeight / 2;
    });

  it("/download?anchor=manual opens scrolled to the manuals", async () => {
    const s = await openSession(browser);
    try {
      await visit(s, "/download?anchor=manual");
      await expect.poll(() => manualsInView(s.page), { message: "manual section near the top of the viewport" }).toBe(true);
      expect(await scrollY(s.page)).toBeGreaterThan(0);
      s.assertNoErrors();
    } finally {
      await s.close();
    }
  });

  it("the footer's help-document link goes to the manuals without a reload", async () => {
    const s = await openSession(browser, { lang: "en" });
    try {
      await visit(s, "/cases");
      await markDocument(s.page);
      await s.page.getByRole("contentinfo").getByRole("link", { name: footerMessages.en.helpDoc, exact: true }).click();
      await s.page.waitForURL((u) => u.pathname === "/download" && u.searchParams.get("anchor") === "manual");
      await expect.poll(() => manualsInView(s.page)).toBe(true);
      expect(await isSameDocument(s.page)).toBe(true);
      s.assertNoErrors();
    } finally {
      await s.close();
    }
  });
});
