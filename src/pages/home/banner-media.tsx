import type { BannerSlide } from "./banner-slides";
import { pictureAttrs } from "../../components/picture/picture";

/** The banner is as wide as the window. */
export const BANNER_SIZES = "100vw";

/** The banner picture's srcset and sizes, when the upload has variants (docs/decisions/0041). */
export function bannerSrcSet(slide: BannerSlide): { srcSet?: string; sizes?: string } {
  const { srcSet, sizes } = pictureAttrs(slide.picture ?? { path: slide.src }, BANNER_SIZES, { width: 1600, height: 640 });
  return srcSet ? { srcSet, sizes } : {};
}

/**
 * Background of one banner slide as the first render has it: the first slide's picture, or a video
 * slide's poster (a frame of the same video). The other slides' pictures and every video wait for
 * the first paint: src/app/motion.ts puts them in from the slot's template (home-banner.tsx),
 * the shown slide's at once and the others halfway to the first step, and plays the shown video
 * (never under reduced motion). In the server HTML (docs/decisions/0028) the later pictures would sit
 * beside the first, inside the lazy-load margin, and their large SVGs be decoded while the page starts.
 */
export function BannerMedia({ slide, eager }: { slide: BannerSlide; eager: boolean }) {
  if (slide.kind === "video") {
    // The first slide's poster is the page's largest paint, as the first picture would be: fetched first.
    if (!slide.poster) return null;
    return (
      <img
        className="home-banner__media"
        src={slide.poster}
        alt=""
        width={1600}
        height={640}
        {...(eager ? ({ loading: "eager", fetchPriority: "high" } as const) : {})}
      />
    );
  }
  if (!eager) return null;
  return (
    <img
      className="home-banner__media"
      src={slide.src}
      {...bannerSrcSet(slide)}
      alt={slide.alt}
      width={1600}
      height={640}
      loading="eager"
      fetchPriority="high"
    />
  );
}
