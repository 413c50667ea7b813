// The home page's first load: nothing on it is React's state (what moves is src/app/motion.ts's), so
// the whole page keeps its server HTML and its data script carries none of its copy (decision 0072);
// the Chinese page stays within TCP's first congestion window. Where a read failed (a loading
// placeholder in the server HTML), the app renders the page at once and the copy comes whole.
import { afterEach, describe, expect, it, vi } from "vitest";
import { browserValue, pageAt, preparePage } from "../../src/entry-server";
import { LANGS } from "../../src/i18n/lang";
import { cleanUpHydrated, hydrateInto, serverPage } from "./support/server-page";
import { SEEDED_PAGES, seededPageValue } from "./support/seeded-page";
import { inLanguage } from "../../common/page-blocks";
import type { TypedPageValue } from "../../worker/schemas/api-requests";

afterEach(cleanUpHydrated);

const SECTIONS = [".home-banner", ".home-news", ".home-solutions", ".home-about", ".home-stories"];

const NEWS = [{ id: 7, title: "Bridge model delivered", subtitle: "A milestone", effectiveTime: "2026-11-20", coverUrlIdList: [], tab: "company" as const }];

/** Words of the seeded home copy in `lang`: a story's quote and tab, a product line's point. */
function words(lang: (typeof LANGS)[number]) {
  const home = SEEDED_PAGES.find((p) => p.path === "/pc_index")!;
  const stories = home.blocks.find((b) => b.type === "homeStories");
  const solutions = home.blocks.find((b) => b.type === "homeSolutions");
  if (stories?.type !== "homeStories" || solutions?.type !== "homeSolutions") throw new Error("home blocks missing");
  return {
    quote: inLanguage(stories.items[0]!.quote, lang),
    tab: inLanguage(stories.items[0]!.tab, lang),
    point: inLanguage(solutions.items[0]!.points[0]!, lang),
  };
}

async function served(lang: (typeof LANGS)[number], value: TypedPageValue) {
  vi.stubGlobal("fetch", () => new Promise(() => {}));
  vi.stubGlobal("matchMedia", () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
  await preparePage("home");
  const server = serverPage("/pc_index", lang, value);
  const script = JSON.stringify(browserValue(pageAt({ key: "home", location: "/pc_index", lang }), value));
  const container = document.createElement("div");
  container.innerHTML = server;
  document.body.append(container);
  return { server, script, container };
}

describe.each(LANGS)("the home page's first load (%s)", (lang) => {
  it("keeps every word of the server HTML, none of its copy in the data script, and hydrates without a mismatch", async () => {
    const { quote, tab, point } = words(lang);
    const { server, script, container } = await served(lang, { ...seededPageValue("/pc_index", lang), banners: [], newsTop: NEWS } as TypedPageValue);
    expect(server).toContain(quote);
    for (const word of [quote, tab, point]) expect(script).not.toContain(word);
    const before = SECTIONS.map((s) => container.querySelector(s)?.textContent);
    expect(before.every((t) => t && t.length > 0)).toBe(true);
    const { errors } = await hydrateInto(container, "/pc_index", lang, JSON.parse(script));
    expect(errors).toEqual([]);
    expect(SECTIONS.map((s) => container.querySelector(s)?.textContent)).toEqual(before);
    expect(container.querySelector(".home-stories__quote")?.textContent).toBe(quote);
  });

  it("sends the copy whole where a read failed, and the app renders the page with it, the same words", async () => {
    const { quote, tab } = words(lang);
    // The banners and news were not read: the server HTML shows their placeholders.
    const { script, container } = await served(lang, seededPageValue("/pc_index", lang));
    expect(container.querySelector("[data-loading]"), "a loading placeholder, so the app starts at once").not.toBeNull();
    expect(script).toContain(quote);
    expect(script).toContain(tab);
    const before = container.querySelector(".home-stories")?.textContent;
    const { errors } = await hydrateInto(container, "/pc_index", lang, JSON.parse(script));
    expect(errors).toEqual([]);
    expect(container.querySelector(".home-stories")?.textContent).toBe(before);
  });
});
