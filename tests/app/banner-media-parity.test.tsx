// Decision 0030 with responsive pictures (0041): the banner's later slides' pictures are put in by the
// motion script before the app starts; they must carry the srcset and sizes React renders for them,
// or the hydrated page keeps a picture without its narrower copies.
import { afterEach, describe, expect, it } from "vitest";
import { preparePage, renderApp } from "../../src/entry-server";
import { startMotion, stopMotion } from "../../src/app/motion";
import type { Banner } from "../../src/lib/api-types";

const variants = (stem: string) => [480, 960, 1440].map((w) => ({ w, h: w / 2, path: `${stem}.w${w}.webp`, type: "image/webp" as const }));
const banner = (id: number, path: string, extra: Partial<Banner["carouselBgUrlIdList"][number]> = {}): Banner => ({
  id, carouselBgUrlIdList: [{ path, ...extra }], carouselBgType: "1", posterPath: null, jumpToUrl: "/digital",
  bigHeadline: `Slide ${id}`, subtitle: "", description: `Slide ${id}`, buttonLabels: ["More"],
});
const BANNERS = [
  banner(1, "/files/banners/First-00000001.svg"),
  banner(2, "/files/images/Photo-00000002.jpg", { width: 1600, height: 800, variants: variants("/files/images/Photo-00000002") }),
];
const answers = { "/api/banners?language=zh": BANNERS };

const attrsOf = (img: Element | null) => (img ? Object.fromEntries([...img.attributes].map((a) => [a.name, a.value])) : null);

afterEach(() => {
  stopMotion();
  window.__motion = undefined;
  document.body.innerHTML = "";
});

describe("banner pictures put in before the app starts", () => {
  it("carry the srcset and sizes React renders for the same slide", async () => {
    await preparePage("home", "zh");
    // jsdom has no matchMedia: no reduced motion asked.
    window.matchMedia ??= ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
    // As the server sends it: the first slide's picture, the later ones waiting.
    document.body.innerHTML = `<div id="root">${(await renderApp("/pc_index", "zh", answers)).appHtml}</div>`;
    const root = document.getElementById("root")!;
    const photo = '.home-banner__slide img[src="/files/images/Photo-00000002.jpg"]';
    expect(root.querySelector(photo), "the later slide's picture waits").toBeNull();
    startMotion(root);
    stopMotion();
    const written = attrsOf(root.querySelector(photo));

    // As the app renders it once the motion script has put the media in.
    window.__motion = { index: {}, media: true };
    const react = document.createElement("div");
    react.innerHTML = (await renderApp("/pc_index", "zh", answers)).appHtml;
    const rendered = attrsOf(react.querySelector(photo));
    expect(rendered).toMatchObject({
      srcset: "/files/images/Photo-00000002.w480.webp 480w, /files/images/Photo-00000002.w960.webp 960w, /files/images/Photo-00000002.w1440.webp 1440w, /files/images/Photo-00000002.jpg 1600w",
      sizes: "100vw",
    });
    expect(written).toEqual(rendered);
  });
});
