// The news pages name their Atom feed in <head>: in the prerendered files (head-tags.ts) and after a
// client navigation (apply-page-meta.ts), so feed readers find it on either news page.
import { describe, expect, it } from "vitest";
import { applyPageMeta } from "../../src/app/apply-page-meta";
import { headTags } from "../../src/app/head-tags";
import { buildPageMeta } from "../../src/app/page-meta";
import { INITIAL_SITE_SETTINGS } from "../../src/app/site-settings";
import type { Lang } from "../../common/languages";

const ORIGIN = "https://www.example.com";
const input = (key: "news" | "newsDetail" | "digital", path: string, lang: Lang) => ({ key, path, lang, origin: ORIGIN, site: INITIAL_SITE_SETTINGS[lang] });
const feedLinks = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][type="application/atom+xml"]')];

describe("feed link", () => {
  it("is in the head of the news list and news detail pages, in the page's language", () => {
    const zh = headTags(buildPageMeta(input("news", "/pc_index/news", "zh"))).join("\n");
    expect(zh).toContain(
      `<link rel="alternate" type="application/atom+xml" title="${INITIAL_SITE_SETTINGS.zh.brandName} 新闻资讯" href="${ORIGIN}/feed.xml" />`,
    );
    const en = headTags(buildPageMeta(input("newsDetail", "/pc_index/newsDetail", "en"))).join("\n");
    expect(en).toContain(
      `<link rel="alternate" type="application/atom+xml" title="${INITIAL_SITE_SETTINGS.en.brandName} News" href="${ORIGIN}/feed.xml?lang=en" />`,
    );
  });

  it("is on no other page", () => {
    expect(headTags(buildPageMeta(input("digital", "/digital", "en"))).join("\n")).not.toContain("application/atom+xml");
  });

  it("follows client navigation: added on a news page, switched with the language, removed elsewhere", () => {
    applyPageMeta(input("news", "/pc_index/news", "zh"));
    expect(feedLinks().map((l) => l.href)).toEqual([`${ORIGIN}/feed.xml`]);
    applyPageMeta(input("newsDetail", "/pc_index/newsDetail", "en"));
    expect(feedLinks().map((l) => [l.href, l.title])).toEqual([[`${ORIGIN}/feed.xml?lang=en`, `${INITIAL_SITE_SETTINGS.en.brandName} News`]]);
    // The language links stay as they were (three hreflang alternates).
    expect(document.head.querySelectorAll('link[rel="alternate"][hreflang]')).toHaveLength(3);
    applyPageMeta(input("digital", "/digital", "en"));
    expect(feedLinks()).toEqual([]);
  });
});
