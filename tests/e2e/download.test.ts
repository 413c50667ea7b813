// Downloads: files save under their hash-free names (in the browser and in Content-Disposition),
// failures toast, and ?anchor=manual lands on the manuals.
import { readFile } from "node:fs/promises";
import { beforeAll, describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { footerMessages } from "../../src/components/footer/footer-messages.ts";
import { common } from "../../src/i18n/messages/common.ts";
import { toasts } from "./support/contact.ts";
import { apiData, isSameDocument, markDocument, scrollY, visit } from "./support/site.ts";
import { it } from "./support/fixture.ts";

interface Software {
  id: number;
  kind: "software" | "manual";
  name: string;
  size: number;
  fileUrl: string;
  fileName: string;
}

let items: Software[];
beforeAll(async () => {
  items = await apiData<Software[]>("/software");
});

/** The download button in the list item headed by `name`. */
const buttonOf = (page: Page, name: string) =>
  page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name, exact: true }) })
    .getByRole("button", { name: common.zh["label.download"] });

describe("downloads", () => {
  it.for([
    ["a manual", (s: Software) => s.kind === "manual" && /^[\x20-\x7e]+$/.test(s.fileName)],
    ["a manual with a Chinese name", (s: Software) => s.kind === "manual" && /[\u3400-\u9fff]/.test(s.fileName)],
    ["a small installer", (s: Software) => s.kind === "software" && s.size < 1_000_000],
  ] as const)("saves %s under its name without the hash", async ([_what, pick], { open }) => {
    const item = items.find(pick);
    expect(item, "such an item is seeded").toBeDefined();
    const { name, fileUrl, fileName, size } = item!;
    expect(decodeURIComponent(fileUrl), "the stored key carries a content hash").toMatch(/-[0-9a-f]{8}\.[a-z]+$/);
    const s = await open();
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
  });

  it("shows the resource error toast when the file cannot be fetched", async ({ open }) => {
    const manual = items.find((s) => s.kind === "manual")!;
    const s = await open();
    s.allow(/net::ERR_FAILED|Failed to load resource/);
    await s.page.route("**/files/**", (route) => route.abort("failed"));
    await visit(s, "/download");
    await buttonOf(s.page, manual.name).click();
    await expect.poll(() => toasts(s.page).innerText()).toContain(common.zh["error.resource"]);
    s.assertNoErrors();
  });
});

describe("download anchors", () => {
  const manualsInView = (page: Page) =>
    page.locator("#manual").evaluate((el) => {
      const top = el.getBoundingClientRect().top;
      return top >= 0 && top < window.innerHeight / 2;
    });

  it("/download?anchor=manual opens scrolled to the manuals", async ({ open }) => {
    const s = await open();
    await visit(s, "/download?anchor=manual");
    await expect.poll(() => manualsInView(s.page), { message: "manual section near the top of the viewport" }).toBe(true);
    expect(await scrollY(s.page)).toBeGreaterThan(0);
    s.assertNoErrors();
  });

  it("the footer's help-document link goes to the manuals without a reload", async ({ open }) => {
    const s = await open({ lang: "en" });
    await visit(s, "/cases");
    await markDocument(s.page);
    await s.page.getByRole("contentinfo").getByRole("link", { name: footerMessages.en.helpDoc, exact: true }).click();
    await s.page.waitForURL((u) => u.pathname === "/download" && u.searchParams.get("anchor") === "manual");
    await expect.poll(() => manualsInView(s.page)).toBe(true);
    expect(await isSameDocument(s.page)).toBe(true);
    s.assertNoErrors();
  });
});
