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
 * Where src/app/motion.ts puts a slide's media that waits for the first paint (banner-media.tsx,
 * decision 0035), with what it needs. React owns the element, not its content: an empty
 * `dangerouslySetInnerHTML` is neither hydrated nor written again, so the media put in before the
 * app started are no mismatch.
 */
function MediaSlot({ slide, eager }: { slide: BannerSlide; eager: boolean }) {
  if (eager && slide.kind === "image") return null;
  const { srcSet, sizes } = bannerSrcSet(slide);
  return (
    <div
      className="home-banner__slot"
      data-media-kind={slide.kind}
      data-media-src={slide.src}
      data-media-srcset={srcSet}
      data-media-sizes={sizes}
      data-media-alt={slide.alt || undefined}
      data-media-poster={slide.poster}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant empty string, no content from anywhere; it only tells React not to hydrate or write the children
      dangerouslySetInnerHTML={{ __html: "" }}
    />
  );
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
