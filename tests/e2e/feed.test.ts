// The news feed (CONTRACT GET /feed.xml): the news pages name it in <head> in both languages, and
// what the running site serves there is XML a browser parses, every URL on the configured SITE_ORIGIN.
import { beforeAll, describe, expect } from "vitest";
import { siteOrigin, urlOf } from "./support/session.ts";
import { apiData, detailIds, LANGS } from "./support/site.ts";
import { it } from "./support/fixture.ts";

let newsId: number;
beforeAll(async () => {
  newsId = (await detailIds()).news;
});

/** The feed link of a page's head as a crawler gets it (no JavaScript). */
async function feedLinkOf(path: string): Promise<string | undefined> {
  const html = await (await fetch(urlOf(path))).text();
  const head = html.slice(0, html.indexOf("</head>"));
  return /<link rel="alternate" type="application\/atom\+xml" title="[^"]+" href="([^"]+)" \/>/.exec(head)?.[1]?.replace(/&amp;/g, "&");
}

describe("news feed", () => {
  it("is linked from the head of the news list and news detail pages in both languages, and from no other page", async () => {
    for (const lang of LANGS) {
      const q = lang === "en" ? "lang=en" : "";
      const feed = `${siteOrigin()}/feed.xml${q ? `?${q}` : ""}`;
      expect(await feedLinkOf(`/pc_index/news${q ? `?${q}` : ""}`), `news ${lang}`).toBe(feed);
      expect(await feedLinkOf(`/pc_index/newsDetail?id=${newsId}${q ? `&${q}` : ""}`), `news detail ${lang}`).toBe(feed);
      expect(await feedLinkOf(`/digital${q ? `?${q}` : ""}`), `digital ${lang}`).toBeUndefined();
    }
  });

  it("parses as Atom XML in the browser, lists the published news newest first, and every URL is on the site's origin", async ({ open }) => {
    for (const lang of LANGS) {
      const s = await open({ lang });
      await s.page.goto(urlOf(`/pc_index/news${lang === "en" ? "?lang=en" : ""}`), { waitUntil: "domcontentloaded" });
      const feed = await s.page.evaluate(async () => {
        const link = document.head.querySelector<HTMLLinkElement>('link[rel="alternate"][type="application/atom+xml"]');
        if (!link) return null;
        const res = await fetch(link.getAttribute("href")!);
        const doc = new DOMParser().parseFromString(await res.text(), "application/xml");
        const atom = "http://www.w3.org/2005/Atom";
        const entries = [...doc.getElementsByTagNameNS(atom, "entry")];
        return {
          type: res.headers.get("content-type"),
          parseErrors: doc.getElementsByTagName("parsererror").length,
          root: `${doc.documentElement.namespaceURI} ${doc.documentElement.localName}`,
          lang: doc.documentElement.getAttribute("xml:lang"),
          titles: entries.map((e) => e.getElementsByTagNameNS(atom, "title")[0]?.textContent ?? ""),
          urls: [...doc.getElementsByTagNameNS(atom, "link")]
            .map((l) => l.getAttribute("href") ?? "")
            .concat([...doc.getElementsByTagNameNS(atom, "id")].map((i) => i.textContent ?? "")),
          contentUrls: [
            ...entries.flatMap((e) => [
              ...new DOMParser()
                .parseFromString(e.getElementsByTagNameNS(atom, "content")[0]?.textContent ?? "", "text/html")
                .querySelectorAll("[src], [href]"),
            ]),
          ]
            .map((el) => el.getAttribute("src") ?? el.getAttribute("href") ?? "")
            .filter((u) => u.startsWith("/") || u.includes("://")),
        };
      });
      expect(feed, `feed link on the ${lang} news page`).not.toBeNull();
      expect(feed!.type).toBe("application/atom+xml; charset=utf-8");
      expect(feed!.parseErrors).toBe(0);
      expect(feed!.root).toBe("http://www.w3.org/2005/Atom feed");
      expect(feed!.lang).toBe(lang === "en" ? "en" : "zh-CN");
      // The published news dated up to now (other suites may add items), newest instant first.
      const news = (await apiData<{ list: { id: number; title: string; effectiveTime: string }[] }>("/news?pageIndex=1&pageSize=50", lang)).list
        .filter((n) => Date.parse(n.effectiveTime) <= Date.now())
        .sort((a, b) => Date.parse(b.effectiveTime) - Date.parse(a.effectiveTime) || b.id - a.id);
      expect(feed!.titles).toEqual(news.map((n) => n.title));
      expect(feed!.urls.length).toBeGreaterThan(news.length * 2);
      expect(feed!.urls.filter((u) => !u.startsWith(`${siteOrigin()}/`))).toEqual([]);
      expect(feed!.contentUrls.filter((u) => u.startsWith("/") && !u.startsWith("//"))).toEqual([]);
      s.assertNoErrors();
    }
  });
});
