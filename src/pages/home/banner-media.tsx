import { useEffect, useRef, useState } from "react";
import { useReducedMotion } from "../../components/carousel/use-carousel";
import type { BannerSlide } from "./banner-slides";
import { motionHandover } from "../../app/start-marks";
import { pictureAttrs } from "../../components/picture/picture";

/** The banner is as wide as the window. */
export const BANNER_SIZES = "100vw";

/** The banner picture's srcset and sizes, when the upload has variants (docs/decisions/0041). */
export function bannerSrcSet(slide: BannerSlide): { srcSet?: string; sizes?: string } {
  const { srcSet, sizes } = pictureAttrs(slide.picture ?? { path: slide.src }, BANNER_SIZES, { width: 1600, height: 640 });
  return srcSet ? { srcSet, sizes } : {};
}

/**
 * True from the frame after the first paint: heavy media waits so text and layout show first. Once
 * the motion script has put the media in (decision 0030), true from the start, as the DOM already is.
 */
function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(() => motionHandover()?.media === true);
  useEffect(() => {
    if (ready) return;
    const id = requestAnimationFrame(() => setTimeout(() => setReady(true), 0));
    return () => cancelAnimationFrame(id);
  }, [ready]);
  return ready;
}

/**
 * Background of one banner slide: an image, or a muted looping inline video that only loads after
 * first paint, plays while its slide is shown and stays on its poster under reduced motion.
 */
export function BannerMedia({ slide, active, eager }: { slide: BannerSlide; active: boolean; eager: boolean }) {
  const ready = useAfterFirstPaint();
  const reduced = useReducedMotion();
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const v = video.current;
    if (!v) return;
    if (active && !reduced) v.play().catch(() => { /* autoplay refused: the poster stays */ });
    else v.pause();
  }, [active, reduced, ready]);

  if (slide.kind === "video") {
    return (
      <>
        {/* The shown slide's video is put in and played after the first paint, by the motion
            script before the app runs (decision 0030) or by this component's render once ready.
            Its poster, a frame of the same video, is the picture meanwhile. */}
        {slide.poster && <img className="home-banner__media" src={slide.poster} alt="" width={1600} height={640} />}
        {ready && (
          // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a muted background loop without controls is not focusable; the slide's text says what it shows
          <video
            ref={video}
            className="home-banner__media"
            src={slide.src}
            poster={slide.poster}
            muted
            loop
            playsInline
            autoPlay={active && !reduced}
            preload={active ? "auto" : "metadata"}
            aria-hidden="true"
            width={1600}
            height={640}
          />
        )}
      </>
    );
  }
  // The other slides' pictures wait too: in the server HTML (docs/decisions/0028) they sit beside the
  // first one, inside the lazy-load margin, and their large SVGs would be decoded on the main thread
  // while the page starts.
  if (!eager && !ready) return null;
  return (
    <img
      className="home-banner__media"
      src={slide.src}
      {...bannerSrcSet(slide)}
      alt={slide.alt}
      width={1600}
      height={640}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : "auto"}
    />
  );
}
