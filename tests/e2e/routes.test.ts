// Every route of the route table, in both languages, opened directly (deep link): the page renders
// its h1 in the right language, the frame follows the route table, nothing logs an error, and axe
// finds no serious or critical violation. Reduced motion is on so content waiting for its
// scroll-in animation is visible and axe checks its contrast too (the motion path is covered by
// navigation.test.ts). One page per language, reloaded for each route, keeps the sweep fast.
import { afterAll, beforeAll, beforeEach, describe, expect } from "vitest";
import type { Lang } from "../../src/i18n/lang.ts";
import { notFoundMessages } from "../../src/pages/not-found/not-found-messages.ts";
import { describeViolations, seriousViolations } from "./support/axe.ts";
import { openSession, urlOf, type Session } from "./support/session.ts";
import { detailIds, expectFrame, hasCjk, LANGS, mainHeading, pathFor, ROUTES, visit } from "./support/site.ts";
import { it } from "./support/fixture.ts";

let ids: Awaited<ReturnType<typeof detailIds>>;
beforeAll(async () => {
  ids = await detailIds();
});

async function expectLanguage(s: Session, lang: Lang): Promise<void> {
  expect(await s.page.getAttribute("html", "lang"), "<html lang>").toBe(lang === "zh" ? "zh-CN" : "en");
  const h1 = (await mainHeading(s.page).innerText()).trim();
  expect(h1, "h1 text").not.toBe("");
  if (lang === "en") expect(hasCjk(h1), `English h1 without Chinese: "${h1}"`).toBe(false);
  else expect(hasCjk(await s.page.locator("main").innerText()), "Chinese text in main").toBe(true);
}

describe.each(LANGS)("every route in %s", (lang) => {
  let s: Session;
  // One session for every route: each test is one more page of the same visit.
  it.beforeAll(async ({ browser }) => {
    s = await openSession(browser, { lang, context: { reducedMotion: "reduce" } });
  });
  afterAll(() => s?.close());
  beforeEach(() => {
    s.errors.splice(0);
  }); // a failed test's errors are its own

  it.each(ROUTES.map((r) => [r.path, r] as const))("%s renders its h1 and frame, without errors or serious axe violations", async (_path, route) => {
    const res = await visit(s, pathFor(route, ids));
    expect(res?.status(), "document status").toBe(200);
    expect(await s.page.locator("main h1").count(), "one h1 in main").toBe(1);
    await expectLanguage(s, lang);
    await expectFrame(s.page, route);
    expect(describeViolations(await seriousViolations(s.page)), `axe on ${lang} ${route.path}`).toBe("");
    s.assertNoErrors();
  });

  it("an unknown path answers 404 with the not-found page, footer and no contact block", async () => {
    s.allow(/status of 404/); // Chromium logs the document's own 404 status
    const res = await visit(s, "/no-such-page/here");
    expect(res?.status()).toBe(404);
    expect((await mainHeading(s.page).innerText()).trim()).toBe(notFoundMessages[lang].title);
    await expectLanguage(s, lang);
    await expectFrame(s.page, undefined);
    expect(describeViolations(await seriousViolations(s.page)), `axe on the ${lang} not-found page`).toBe("");
    s.assertNoErrors();
  });
});

describe("the root address", () => {
  it("redirects / to /pc_index", async ({ open }) => {
    const s = await open();
    await visit(s, "/");
    expect(new URL(s.page.url()).pathname).toBe("/pc_index");
    await expectLanguage(s, "zh");
    s.assertNoErrors();
  });

  it("keeps ?lang=en through the redirect and shows the English home page", async ({ open }) => {
    const s = await open();
    await s.page.goto(urlOf("/?lang=en"));
    await mainHeading(s.page).waitFor();
    const url = new URL(s.page.url());
    expect(url.pathname).toBe("/pc_index");
    expect(url.searchParams.get("lang")).toBe("en");
    await expectLanguage(s, "en");
    s.assertNoErrors();
  });
});
