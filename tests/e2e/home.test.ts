// The home banner: the API's slides when the call works, four default slides when it fails or is empty.
// Reduced motion: slides switch without the sliding transition, so reading each one is quick.
import { describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { pathOf } from "../../common/route-table.ts";
import { headerMessages } from "../../src/components/header/header-messages.ts";
import { seededBlock } from "./support/seeded-pages.ts";
import type { Session } from "./support/session.ts";
import { afterPageChange, apiData, isSameDocument, LANGS, markDocument, pushPath, visit } from "./support/site.ts";
import { urlOf } from "./support/session.ts";
import { it } from "./support/fixture.ts";

const HOME = { zh: { banner: seededBlock("/pc_index", "zh", "homeBanner") }, en: { banner: seededBlock("/pc_index", "en", "homeBanner") } };
const DEFAULT_TARGETS = [pathOf("academy"), pathOf("digital"), pathOf("intelligent"), pathOf("dtwin")];

/** Shows each slide through its indicator and reads its headline and button target. */
async function slides(page: Page, lang: "zh" | "en") {
  const m = HOME[lang].banner;
  const banner = page.getByRole("region", { name: m.label, exact: true });
  const indicators = banner.getByRole("list", { name: m.nav }).getByRole("button");
  // The banner shows a loading block until /api/banners answers (or fails).
  await expect.poll(() => indicators.count(), { message: "banner indicators", timeout: 10_000 }).toBeGreaterThan(0);
  const count = await indicators.count();
  const seen: { headline: string; href: string | null }[] = [];
  for (let i = 0; i < count; i++) {
    await indicators.nth(i).click();
    const active = banner.locator(".carousel__slide.is-active");
    seen.push({ headline: (await active.locator("h2").innerText()).trim(), href: await active.getByRole("link").getAttribute("href") });
  }
  return seen;
}

/**
 * The home page reached by a client navigation, where the banner asks /api/banners itself: a first
 * load carries the Worker's answer in its HTML and asks nothing (docs/decisions/0028).
 */
async function homeByNavigation(s: Session): Promise<void> {
  await visit(s, pathOf("about"));
  await afterPageChange(s.page, () => pushPath(s.page, pathOf("home")));
}

describe.each(LANGS)("home banner in %s", (lang) => {
  it("shows the slides of /api/banners", async ({ open }) => {
    const s = await open({ lang, context: { reducedMotion: "reduce" } });
    await visit(s, "/pc_index");
    const api = await apiData<{ bigHeadline: string }[]>("/banners", lang);
    expect(api.length).toBeGreaterThan(0);
    expect((await slides(s.page, lang)).map((x) => x.headline)).toEqual(api.map((b) => b.bigHeadline.trim()));
    s.assertNoErrors();
  });

  it("falls back to four default slides linking to academy, digital, intelligent and dtwin when the call fails", async ({ open }) => {
    const s = await open({ lang, context: { reducedMotion: "reduce" } });
    s.allow(/net::ERR_FAILED|Failed to load resource/);
    await s.page.route("**/api/banners**", (route) => route.abort("failed"));
    await homeByNavigation(s);
    const shown = await slides(s.page, lang);
    expect(shown.map((x) => x.href)).toEqual(DEFAULT_TARGETS);
    expect(shown.every((x) => x.headline.length > 0)).toBe(true);
    // The first slide's button is an in-app link.
    await markDocument(s.page);
    await s.page.getByRole("list", { name: HOME[lang].banner.nav }).getByRole("button").first().click();
    await s.page.locator(".home-banner .carousel__slide.is-active").getByRole("link").click();
    await s.page.waitForURL((u) => u.pathname === pathOf("academy"));
    expect(await isSameDocument(s.page)).toBe(true);
    s.assertNoErrors();
  });

  it("uses the default slides when the call answers an empty list", async ({ open }) => {
    const s = await open({ lang, context: { reducedMotion: "reduce" } });
    await s.page.route("**/api/banners**", (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ code: 200, success: true, msg: "ok", data: [] }) }),
    );
    await homeByNavigation(s);
    expect((await slides(s.page, lang)).map((x) => x.href)).toEqual(DEFAULT_TARGETS);
    s.assertNoErrors();
  });
});

describe.each(LANGS)("the home page's first screen in %s", (lang) => {
  it("fetches the first slide's picture (the seeded video's poster) at high priority, hinted once in the head", async ({ open }) => {
    const s = await open({ lang, viewport: { width: 390, height: 844 } });
    const cdp = await s.context.newCDPSession(s.page);
    await cdp.send("Network.enable");
    const priority = new Map<string, string>();
    cdp.on("Network.requestWillBeSent", (e) => {
      if (!priority.has(e.request.url)) priority.set(e.request.url, e.request.initialPriority);
    });
    const res = await visit(s, "/pc_index");
    const first = (await apiData<{ carouselBgType: string; posterPath: string | null; carouselBgUrlIdList: { path: string }[] }[]>("/banners", lang))[0]!;
    const picture = first.carouselBgType === "2" ? first.posterPath! : first.carouselBgUrlIdList[0]!.path;
    const html = await res!.text();
    const head = html.slice(0, html.indexOf("</head>"));
    const hints = head.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    expect(hints, "the head's image preloads").toHaveLength(1);
    expect(hints[0]).toContain(`href="${picture}"`);
    expect(hints[0]!.toLowerCase()).toContain('fetchpriority="high"');
    // A second hint without the priority, found first, had the browser fetch it at Low.
    expect(priority.get(urlOf(picture)), `${picture} requested`).toBe("High");
    s.assertNoErrors();
  });
});

describe("the contact block's line art", () => {
  const ART = "/img/contact/contact-art.svg";

  it("shows beside the form on a wide screen", async ({ open }) => {
    const s = await open({ viewport: { width: 1440, height: 900 } });
    await visit(s, "/pc_index");
    const art = s.page.locator("#contact .contact__art");
    await art.scrollIntoViewIfNeeded();
    await expect.poll(() => art.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { message: "line art loaded" }).toBe(480);
    expect(await art.boundingBox()).toMatchObject({ width: 480, height: 200 });
    s.assertNoErrors();
  });

  it("is never fetched on a phone, where it is hidden", async ({ open }) => {
    const s = await open({ viewport: { width: 390, height: 844 } });
    const fetched: string[] = [];
    s.page.on("request", (r) => {
      if (new URL(r.url()).pathname === ART) fetched.push(r.url());
    });
    await visit(s, "/pc_index");
    await s.page.locator("#contact").scrollIntoViewIfNeeded();
    await s.page.locator("footer.site-footer").scrollIntoViewIfNeeded();
    await s.page.waitForTimeout(500);
    expect(await s.page.locator("#contact .contact__art").isVisible()).toBe(false);
    expect(fetched).toEqual([]);
    s.assertNoErrors();
  });
});

describe("the banner's subtitle on a phone", () => {
  it.for([360, 390, 414])("keeps a figure like 8–10 whole on one line at %i px (zh)", async (width, { open }) => {
    const s = await open({ lang: "zh", viewport: { width, height: 844 } });
    await visit(s, "/pc_index");
    const subtitle = s.page.locator(".home-banner .carousel__slide").first().locator(".home-banner__subtitle");
    const text = await subtitle.innerText();
    const range = /\d+–\d+/.exec(text)?.[0];
    expect(range, `a figure range in "${text}"`).toBeTruthy();
    // One line box for the range: its characters' rects all share one top.
    const tops = await subtitle.evaluate((el, r) => {
      const node = [...el.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.includes(r)) as Text;
      const at = node.textContent!.indexOf(r);
      const range = document.createRange();
      const out: number[] = [];
      for (let i = 0; i < r.length; i++) {
        range.setStart(node, at + i);
        range.setEnd(node, at + i + 1);
        out.push(Math.round(range.getBoundingClientRect().top));
      }
      return out;
    }, range!);
    expect(new Set(tops).size, `"${range}" at ${width} px, tops ${tops.join(",")}`).toBe(1);
    s.assertNoErrors();
  });
});

describe("the home page kept whole on its first load (decision 0072)", () => {
  it("starts the app asking the API for nothing but the settings; switched to English in the app, it shows the English home, whose carousels move", async ({
    open,
  }) => {
    const s = await open({ viewport: { width: 1366, height: 768 } });
    const reads: string[] = [];
    s.page.on("request", (r) => {
      const { pathname } = new URL(r.url());
      if (r.method() === "GET" && pathname.startsWith("/api/")) reads.push(pathname);
    });
    await visit(s, "/pc_index");
    await s.page.waitForTimeout(1_000);
    expect(
      reads.filter((p) => p !== "/api/site"),
      "the app's start asks for nothing its HTML shows",
    ).toEqual([]);
    const quote = (lang: "zh" | "en") => seededBlock("/pc_index", lang, "homeStories").items[0]!.quote;
    expect(await s.page.locator(".home-stories__quote").first().textContent()).toBe(quote("zh"));

    await markDocument(s.page);
    await s.page.getByRole("group", { name: headerMessages.zh.language }).getByRole("link", { name: headerMessages.zh.en, exact: true }).click();
    await expect.poll(() => s.page.getAttribute("html", "lang")).toBe("en");
    await expect.poll(() => s.page.locator(".home-stories__quote").first().textContent(), { message: "the English stories" }).toBe(quote("en"));
    expect(await isSameDocument(s.page), "switched in the app, no page load").toBe(true);
    const shown = () => s.page.locator(".home-banner .carousel__slide").evaluateAll((slides) => slides.findIndex((el) => el.classList.contains("is-active")));
    await expect.poll(shown, { message: "the English banner's first slide" }).toBe(0);
    await s.page.locator('.home-banner [data-go="next"]').click();
    await expect.poll(shown, { message: "Next moves the English banner" }).toBe(1);
    s.assertNoErrors();
  });
});
