// Every route of the route table, in both languages, opened directly (deep link): the page renders
// its h1 in the right language, the frame follows the route table, and nothing logs an error.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { notFoundMessages } from "../../src/pages/not-found/not-found-messages.ts";
import { launchBrowser } from "./support/chromium.ts";
import { openSession, urlOf } from "./support/session.ts";
import { detailIds, expectFrame, hasCjk, LANGS, mainHeading, pathFor, ROUTES, visit } from "./support/site.ts";

let browser: Browser;
let ids: Awaited<ReturnType<typeof detailIds>>;
beforeAll(async () => {
  browser = await launchBrowser();
  ids = await detailIds();
});
afterAll(() => browser?.close());

describe.each(LANGS)("every route in %s", (lang) => {
  it.each(ROUTES.map((r) => [r.path, r] as const))("%s renders its h1, the frame of the route table and no errors", async (_path, route) => {
    const s = await openSession(browser, { lang });
    try {
      const res = await visit(s, pathFor(route, ids));
      expect(res?.status(), "document status").toBe(200);
      const h1 = (await mainHeading(s.page).innerText()).trim();
      expect(h1, "h1 text").not.toBe("");
      expect(await s.page.locator("main h1").count(), "one h1 in main").toBe(1);
      expect(await s.page.getAttribute("html", "lang")).toBe(lang === "zh" ? "zh-CN" : "en");
      const main = await s.page.locator("main").innerText();
      if (lang === "en") expect(hasCjk(h1), `English h1 without Chinese: "${h1}"`).toBe(false);
      else expect(hasCjk(main), "Chinese text in main").toBe(true);
      await expectFrame(s.page, route);
      s.assertNoErrors();
    } finally {
      await s.close();
    }
  });

  it("an unknown path answers 404 with the not-found page, footer and no contact block", async () => {
    const s = await openSession(browser, { lang });
    s.allow(/status of 404/); // Chromium logs the document's own 404 status
    try {
      const res = await visit(s, "/no-such-page/here");
      expect(res?.status()).toBe(404);
      expect((await mainHeading(s.page).innerText()).trim()).toBe(notFoundMessages[lang].title);
      await expectFrame(s.page, undefined);
      s.assertNoErrors();
    } finally {
      await s.close();
    }
  });
});

describe("the root address", () => {
  it("redirects / to /pc_index", async () => {
    const s = await openSession(browser);
    try {
      await visit(s, "/");
      expect(new URL(s.page.url()).pathname).toBe("/pc_index");
      expect(await s.page.getAttribute("html", "lang")).toBe("zh-CN");
      s.assertNoErrors();
    } finally {
      await s.close();
    }
  });

  it("keeps ?lang=en through the redirect and shows the English home page", async () => {
    const s = await openSession(browser);
    try {
      await s.page.goto(urlOf("/?lang=en"));
      await mainHeading(s.page).waitFor();
      const url = new URL(s.page.url());
      expect(url.pathname).toBe("/pc_index");
      expect(url.searchParams.get("lang")).toBe("en");
      expect(await s.page.getAttribute("html", "lang")).toBe("en");
      expect(hasCjk(await mainHeading(s.page).innerText())).toBe(false);
      s.assertNoErrors();
    } finally {
      await s.close();
    }
  });
});
