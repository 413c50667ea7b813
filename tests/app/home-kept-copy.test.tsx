// The home page's first load: its data script leaves out the copy the page keeps from the server HTML
// (headings, the product-line cards' text, the about and story slides' text), so the Chinese page fits
// TCP's first congestion window; the visitor still sees every word as the server wrote it, and the
// hydration finds no mismatch.
import { afterEach, describe, expect, it, vi } from "vitest";
import { browserValue, pageAt, preparePage, seededValue } from "../../src/entry-server";
import { LANGS } from "../../src/i18n/lang";
import { cleanUpHydrated, hydrateInto, serverPage } from "./support/server-page";
import { SEEDED_PAGES, seededPageValue } from "./support/seeded-page";
import { inLanguage } from "../../common/page-blocks";

afterEach(cleanUpHydrated);

const SECTIONS = [".home-news", ".home-solutions", ".home-about", ".home-stories"];

describe.each(LANGS)("the home page's kept copy (%s)", (lang) => {
  it("is not in the data script, and hydration keeps every word of the server HTML", async () => {
    // The news and banner reads stay pending, as before the Worker answers them.
    vi.stubGlobal("fetch", () => new Promise(() => {}));
    vi.stubGlobal("matchMedia", () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
    await preparePage("home");
    const answers = seededPageValue("/pc_index", lang);
    // The app's tree as the server renders it, with the page's answers.
    const server = serverPage("/pc_index", lang, answers);
    const script = JSON.stringify(browserValue(pageAt({ key: "home", location: "/pc_index", lang }), seededValue("home", lang, SEEDED_PAGES)));

    const home = SEEDED_PAGES.find((p) => p.path === "/pc_index")!;
    const stories = home.blocks.find((b) => b.type === "homeStories");
    const solutions = home.blocks.find((b) => b.type === "homeSolutions");
    if (stories?.type !== "homeStories" || solutions?.type !== "homeSolutions") throw new Error("home blocks missing");
    const quote = inLanguage(stories.items[0]!.quote, lang);
    const point = inLanguage(solutions.items[0]!.points[0]!, lang);
    const tab = inLanguage(stories.items[0]!.tab, lang);
    expect(server).toContain(quote);
    expect(script).not.toContain(quote);
    expect(script).not.toContain(point);
    // What moves still comes with the data: the story pager's tabs.
    expect(script).toContain(tab);

    const container = document.createElement("div");
    container.innerHTML = server;
    document.body.append(container);
    const before = SECTIONS.map((s) => container.querySelector(s)?.textContent);
    expect(before.every((t) => t && t.length > 0)).toBe(true);
    const hydrated = await hydrateInto(container, "/pc_index", lang, JSON.parse(script));
    const errors = hydrated.errors;
    expect(errors).toEqual([]);
    expect(SECTIONS.map((s) => container.querySelector(s)?.textContent)).toEqual(before);
    expect(container.querySelector(".home-stories__quote")?.textContent).toBe(quote);
  });
});
