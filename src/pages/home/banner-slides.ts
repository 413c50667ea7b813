import { pathOf } from "../../../common/route-table";
import { format } from "../../i18n/catalogue";
import type { Banner } from "../../lib/api-types";
import type { HomeSlide } from "../../content/types";
import type { MediaRef } from "../../../common/image-variants";

/** One banner slide as the page renders it, whether it came from the API or the defaults. */
export interface BannerSlide {
  id: string;
  headline: string;
  subtitle: string;
  description: string;
  button: string;
  href: string;
  kind: "image" | "video";
  src: string;
  poster?: string;
  alt: string;
  /** An uploaded picture's size and responsive variants (docs/decisions/0041). */
  picture?: MediaRef;
}

/** The four built-in slides used when the banner call fails or returns nothing (SPEC section 8). */
export function defaultSlides(slides: readonly HomeSlide[], brand: string): BannerSlide[] {
  return slides.map((s, i) => ({
    id: `default-${i + 1}`,
    headline: format(s.headline, { brand }),
    subtitle: s.subtitle,
    description: s.description,
    button: s.button,
    href: pathOf(s.route),
    kind: "image",
    src: s.image,
    alt: s.alt,
  }));
}

/** API banners → slides; items without a background file are skipped. */
export function apiSlides(banners: Banner[]): BannerSlide[] {
  return banners.flatMap((b) => {
    const files = b.carouselBgUrlIdList ?? [];
    const src = files[0]?.path;
    if (!src) return [];
    return [
      {
        id: String(b.id),
        headline: b.bigHeadline,
        subtitle: b.subtitle,
        description: b.description,
        button: b.buttonLabels[0] ?? "",
        href: b.jumpToUrl,
        kind: b.carouselBgType === "2" ? "video" : "image",
        src,
        poster: b.posterPath ?? undefined,
        alt: "",
        picture: b.carouselBgType === "2" ? undefined : files[0],
      },
    ];
  });
}

/** Internal (client-side) link: a site path, not `//host` or a full URL. */
export const isInternal = (href: string): boolean => href.startsWith("/") && !href.startsWith("//");
