import { pathOf } from "../../../common/route-table";
import { format } from "../../i18n/catalogue";
import type { Banner } from "../../lib/api-types";
import type { homeMessages } from "./home-messages";

type HomeWords = (typeof homeMessages)["zh"];

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
}

const DEFAULTS = [
  { n: 1, route: "academy", img: "/img/home/banner-academy.svg" },
  { n: 2, route: "digital", img: "/img/home/banner-digital.svg" },
  { n: 3, route: "intelligent", img: "/img/home/banner-intelligent.svg" },
  { n: 4, route: "dtwin", img: "/img/home/banner-dtwin.svg" },
] as const;

/** The four built-in slides used when the banner call fails or returns nothing (SPEC section 8). */
export function defaultSlides(m: HomeWords, brand: string): BannerSlide[] {
  return DEFAULTS.map(({ n, route, img }) => {
    const k = (suffix: string) => m[`slide${n}${suffix}` as keyof HomeWords];
    return {
      id: `default-${n}`,
      headline: format(k("Headline"), { brand }),
      subtitle: k("Subtitle"),
      description: k("Desc"),
      button: k("Button"),
      href: pathOf(route),
      kind: "image",
      src: img,
      alt: k("Alt"),
    };
  });
}

/** API banners → slides; items without a background file are skipped. */
export function apiSlides(banners: Banner[]): BannerSlide[] {
  return banners.flatMap((b) => {
    const files = b.carouselBgUrlIdList ?? [];
    const src = files[0]?.path;
    if (!src) return [];
    return [{
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
    }];
  });
}

/** Internal (client-side) link: a site path, not `//host` or a full URL. */
export const isInternal = (href: string): boolean => href.startsWith("/") && !href.startsWith("//");
