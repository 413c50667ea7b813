import { escapeHtml } from "../../../common/escape-html";
import { Link } from "../../components/link/link";
import { Carousel } from "../../components/carousel/carousel";
import { useSiteSettings } from "../../app/site-settings";
import { BannerMedia, bannerSrcSet } from "./banner-media";
import { apiSlides, defaultSlides, isInternal, type BannerSlide } from "./banner-slides";
import { useHomeContent } from "./home-content";
import { usePageRead } from "../../lib/page-data";
import { LOADING_ATTR } from "../../app/start-marks";
import "./home-banner.css";

/** SPEC section 9: banner autoplay. */
const BANNER_INTERVAL_MS = 8000;

function SlideLink({ href, children }: { href: string; children: string }) {
  if (isInternal(href))
    return (
      <Link className="btn btn--accent home-banner__cta" to={href}>
        {children}
      </Link>
    );
  return (
    <a className="btn btn--accent home-banner__cta" href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/**
 * The banner's indicators, rendered once with no state; which one is current is src/app/motion.ts's
 * alone (src/app/moving-parts.ts), and so is a click on one. The shown one's progress bar is drawn
 * by CSS (its `::before` and `::after`), and runs while it plays.
 */
function Indicators({ slides, label }: { slides: BannerSlide[]; label: string }) {
  return (
    <div className="home-banner__bar">
      <div className="container">
        <ol className="home-banner__indicators" aria-label={label}>
          {slides.map((s, i) => (
            <li key={s.id}>
              <button type="button" className="home-banner__indicator">
                <span className="home-banner__num" aria-hidden="true">
                  {String(i + 1).padStart(2, "0")}
                </span>
                <span className="home-banner__desc">{s.description}</span>
              </button>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}

/**
 * A slide's media that waits for the first paint (banner-media.tsx, decision 0035): its markup in a
 * `<template>`, inert until src/app/motion.ts puts it in place. React owns the slot, not its content:
 * inner HTML is neither hydrated nor written again while it is the same.
 */
function MediaSlot({ slide, eager }: { slide: BannerSlide; eager: boolean }) {
  if (eager && slide.kind === "image") return null;
  const { srcSet, sizes } = bannerSrcSet(slide);
  const video = slide.kind === "video";
  const attrs = video
    ? { poster: slide.poster, muted: "", loop: "", playsinline: "", preload: "metadata", "aria-hidden": "true" }
    : { srcset: srcSet, sizes, alt: slide.alt, loading: "lazy" };
  const html = Object.entries({ class: "home-banner__media", src: slide.src, width: "1600", height: "640", ...attrs })
    .map(([name, value]) => (value === undefined ? "" : ` ${name}="${escapeHtml(value)}"`))
    .join("");
  const media = video ? `<video${html}></video>` : `<img${html}>`;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: every value is escaped; the markup stays inert in its template until shown
  return <div className="home-banner__slot" dangerouslySetInnerHTML={{ __html: `<template>${media}</template>` }} />;
}

/** Home banner: API slides (or the four defaults), 640 px, 8 s autoplay, indicator list, no dots. */
export function HomeBanner() {
  const { banner } = useHomeContent();
  const { brandName } = useSiteSettings();
  const { data, loading } = usePageRead("banners");

  if (loading) return <div className="home-banner home-banner--loading" aria-busy="true" {...{ [LOADING_ATTR]: "" }} />;

  const fromApi = data ? apiSlides(data) : [];
  const slides = fromApi.length ? fromApi : defaultSlides(banner.slides, brandName);
  return (
    <Carousel
      className="home-banner"
      label={banner.label}
      interval={BANNER_INTERVAL_MS}
      items={slides}
      renderSlide={(s, i) => (
        <div className="home-banner__slide">
          <BannerMedia slide={s} eager={i === 0} />
          <MediaSlot slide={s} eager={i === 0} />
          <div className="container home-banner__content">
            <h2 className="home-banner__title">{s.headline}</h2>
            <p className="home-banner__subtitle">{s.subtitle}</p>
            <SlideLink href={s.href}>{s.button}</SlideLink>
          </div>
        </div>
      )}
      pager={<Indicators slides={slides} label={banner.nav} />}
    />
  );
}
