// Decision 0035 with responsive pictures (0041): the banner's later slides' pictures are put in by
// src/app/motion.ts (before the app starts and after); they carry the same srcset and sizes as the
// first slide's picture, which React renders, or a phone loads the full-size upload.
import { afterEach, describe, expect, it } from "vitest";
import { preparePage, renderApp } from "../../src/entry-server";
import { motion, startMotion } from "../../src/app/motion";
import { bannerSrcSet } from "../../src/pages/home/banner-media";
import type { Banner } from "../../src/lib/api-types";
import { seededPageValue } from "./support/seeded-page";

const variants = (stem: string) => [480, 960, 1440].map((w) => ({ w, h: w / 2, path: `${stem}.w${w}.webp`, type: "image/webp" as const }));
const banner = (id: number, path: string, extra: Partial<Banner["carouselBgUrlIdList"][number]> = {}): Banner => ({
  id,
  carouselBgUrlIdList: [{ path, ...extra }],
  carouselBgType: "1",
  posterPath: null,
  jumpToUrl: "/digital",
  bigHeadline: `Slide ${id}`,
  subtitle: "",
  description: `Slide ${id}`,
  buttonLabels: ["More"],
});
const BANNERS = [
  banner(1, "/files/banners/First-00000001.svg"),
  banner(2, "/files/images/Photo-00000002.jpg", { width: 1600, height: 800, variants: variants("/files/images/Photo-00000002") }),
];
// With the home page's copy as the Worker answers it (decision 0040).
const answers = { banners: BANNERS, ...seededPageValue("/pc_index", "zh") };

const attrsOf = (img: Element | null) => (img ? Object.fromEntries([...img.attributes].map((a) => [a.name, a.value])) : null);

afterEach(() => {
  for (const el of document.querySelectorAll("[data-autoplay]")) motion(el).destroy();
  document.body.innerHTML = "";
});

describe("banner pictures put in before the app starts", () => {
  it("carry the srcset and sizes of the slide's variants, as the first picture does", async () => {
    await preparePage("home");
    // jsdom has no matchMedia: no reduced motion asked.
    window.matchMedia ??= ((query: string) => ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    })) as unknown as typeof window.matchMedia;
    // As the server sends it: the first slide's picture, the later ones waiting.
    document.body.innerHTML = `<div id="root">${(await renderApp("/pc_index", "zh", answers)).appHtml}</div>`;
    const root = document.getElementById("root")!;
    const photo = '.home-banner__slide img[src="/files/images/Photo-00000002.jpg"]';
    expect(root.querySelector(photo), "the later slide's picture waits").toBeNull();
    startMotion(root);
    // Shown (the module puts the shown slide's media in at once).
    motion(root.querySelector(".home-banner")!).goTo(1);
    const written = attrsOf(root.querySelector(photo));
    expect(written).toMatchObject({
      srcset:
        "/files/images/Photo-00000002.w480.webp 480w, /files/images/Photo-00000002.w960.webp 960w, /files/images/Photo-00000002.w1440.webp 1440w, /files/images/Photo-00000002.jpg 1600w",
      sizes: "100vw",
      width: "1600",
      height: "640",
    });
    // The same helper gives the first slide's picture, which React renders.
    const { srcSet, sizes } = bannerSrcSet({
      kind: "image",
      src: "/files/images/Photo-00000002.jpg",
      picture: BANNERS[1]!.carouselBgUrlIdList[0],
    } as Parameters<typeof bannerSrcSet>[0]);
    expect({ srcset: written?.srcset, sizes: written?.sizes }).toEqual({ srcset: srcSet, sizes });
  });
});
