// The academy, download and help pages' intro and help's FAQ are their `pages` items (decision 0040),
// the lists around them their own reads. As the build prerenders them (seeded copy, the fallback when
// D1 cannot be read): the copy in the page and the head's title and description from the item, figures
// filled from the settings; the data script only says the copy is in the HTML; hydration keeps every
// word as the server wrote it, without a mismatch.
import { afterEach, describe, expect, it, vi } from "vitest";
import { browserValue, pageAt, preparePage, renderPage, seededValue } from "../../src/entry-server";
import { INITIAL_SITE_SETTINGS } from "../../src/app/site-settings";
import { LANGS } from "../../src/i18n/lang";
import { pathOf } from "../../common/route-table";
import { fillText, pageVars } from "../../common/page-vars";
import { cleanUpHydrated, hydrateInto, serverPage } from "./support/server-page";
import { SEEDED_PAGES } from "./support/seeded-page";

afterEach(cleanUpHydrated);

const SHELL = { boot: "/assets/boot-test.js", style: ".t{}", preload: [] };
const PAGES = [
  { key: "academy", head: ".academy-page__head" },
  { key: "download", head: ".download-page__head" },
  { key: "help", head: ".help-page__head" },
] as const;

const decode = (s: string) =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
const metaOf = (html: string, name: string) => decode(new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(html)?.[1] ?? "");

describe.each(LANGS)("the academy, download and help pages' own copy (%s)", (lang) => {
  const vars = pageVars(INITIAL_SITE_SETTINGS[lang]);
  const fill = (t: string) => fillText(t, vars);

  it.each(PAGES)("$key: the intro (and help's FAQ) as the page item says, kept by the hydration, not again in the data script", async ({ key, head }) => {
    // The lists' reads stay pending, as before the Worker answers them.
    vi.stubGlobal("fetch", () => new Promise(() => {}));
    vi.stubGlobal("matchMedia", () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
    const path = pathOf(key);
    const item = SEEDED_PAGES.find((p) => p.path === path)!;
    const intro = item.blocks.find((b) => b.type === "intro");
    if (intro?.type !== "intro") throw new Error(`${path} has no intro block`);
    await preparePage(key);
    const value = seededValue(key, lang, SEEDED_PAGES);
    const at = pageAt({ key, location: path, lang });
    const appHtml = serverPage(path, lang, value);
    for (const text of [intro.eyebrow[lang], intro.title[lang], intro.lead[lang]]) {
      expect(decode(appHtml), key).toContain(fill(text));
      expect(fill(text)).not.toMatch(/\{\w+\}/);
    }
    const faq = item.blocks.find((b) => b.type === "faq");
    if (key === "help") {
      if (faq?.type !== "faq") throw new Error("help has no FAQ block");
      expect(faq.items).toHaveLength(4);
      for (const q of faq.items) {
        expect(decode(appHtml)).toContain(fill(q.question[lang]));
        expect(decode(appHtml)).toContain(fill(q.answer[lang]));
      }
      // The answers name the support channels from the settings.
      expect(decode(appHtml)).toContain(INITIAL_SITE_SETTINGS[lang].hotline);
      expect(decode(appHtml)).toContain(INITIAL_SITE_SETTINGS[lang].email);
    }
    // The copy is in the HTML: the value script says so instead of sending it twice.
    const script = browserValue(at, value);
    expect(script.page).toEqual({ inHtml: true });

    // The browser hydrates from the data script: every word of the intro and FAQ stays as written.
    const container = document.createElement("div");
    container.innerHTML = appHtml;
    document.body.append(container);
    const parts = [head, ".help-page__faq"];
    const before = parts.map((s) => container.querySelector(s)?.textContent);
    expect(before[0]).toContain(fill(intro.title[lang]));
    const hydrated = await hydrateInto(container, path, lang, script);
    const errors = hydrated.errors;
    expect(errors).toEqual([]);
    expect(parts.map((s) => container.querySelector(s)?.textContent)).toEqual(before);
    if (key === "help") expect(container.querySelectorAll(".help-faq__item")).toHaveLength(4);
  });
});

describe.each(LANGS)("the academy, download and help pages' head as prerendered (%s)", (lang) => {
  const vars = pageVars(INITIAL_SITE_SETTINGS[lang]);
  const fill = (t: string) => fillText(t, vars);

  it.each(PAGES)("$key: its title and description are the page item's, figures filled", async ({ key }) => {
    const path = pathOf(key);
    const item = SEEDED_PAGES.find((p) => p.path === path)!;
    const { html, title } = await renderPage({
      key,
      location: path,
      lang,
      origin: "https://www.example.com",
      urlLang: lang,
      value: seededValue(key, lang, SEEDED_PAGES),
      shell: SHELL,
    });
    expect(title).toBe(`${fill(item.title[lang])} | ${INITIAL_SITE_SETTINGS[lang].brandName}`);
    expect(metaOf(html, "description")).toBe(fill(item.description[lang]));
    expect(metaOf(html, "description")).not.toBe("");
  });
});
