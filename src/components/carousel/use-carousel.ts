import { useCallback, useEffect, useState } from "react";
import { REDUCED_MOTION_QUERY } from "../../lib/reduced-motion";
import { motionHandover } from "../../app/start-marks";

export interface CarouselOptions {
  /** Number of slides (or highlighted items). */
  count: number;
  /** Autoplay interval in ms; 0 turns autoplay off. */
  interval: number;
  /** The part's `data-motion` id: it starts at the index the motion script left there (decision 0030). */
  motionId?: string;
}

export interface CarouselState {
  index: number;
  goTo: (i: number) => void;
  next: () => void;
  prev: () => void;
  /** True while the visitor hovers or focuses the region (autoplay pauses). */
  setHeld: (held: boolean) => void;
  /** Visitor's explicit pause/play choice (rotation control). */
  stopped: boolean;
  setStopped: (stopped: boolean) => void;
  /** True when slides are advancing on their own right now. */
  playing: boolean;
  reducedMotion: boolean;
}

/** Whether the visitor asked the OS for less motion; read after mount (SSR-safe), kept live. */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== "function") return;
    const mq = window.matchMedia(REDUCED_MOTION_QUERY);
    const update = () => setReduced(mq.matches);
    update();
    mq.addEventListener?.("change", update);
    return () => mq.removeEventListener?.("change", update);
  }, []);
  return reduced;
}

/** Whether the tab is visible; autoplay stops while it is hidden so nothing advances unseen. */
function usePageVisible(): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== "hidden");
    update();
    document.addEventListener("visibilitychange", update);
    return () => document.removeEventListener("visibilitychange", update);
  }, []);
  return visible;
}

/**
 * Index and autoplay of one carousel: advances every `interval` ms, pauses on hover/focus, when the
 * tab is hidden, when stopped by the visitor, and never runs under prefers-reduced-motion.
 */
export function useCarousel({ count, interval, motionId }: CarouselOptions): CarouselState {
  const [index, setIndex] = useState(() => {
    const handed = motionId === undefined ? undefined : motionHandover()?.index[motionId];
    return handed !== undefined && handed < count ? handed : 0;
  });
  const [held, setHeld] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useReducedMotion();
  const visible = usePageVisible();
  const playing = interval > 0 && count > 1 && !held && !stopped && !reducedMotion && visible;

  const goTo = useCallback((i: number) => setIndex(count > 0 ? ((i % count) + count) % count : 0), [count]);
  const next = useCallback(() => setIndex((i) => (count > 0 ? (i + 1) % count : 0)), [count]);
  const prev = useCallback(() => setIndex((i) => (count > 0 ? (i - 1 + count) % count : 0)), [count]);

  // The timer restarts on every index change, so a manual move gets a full interval before the next.
  useEffect(() => {
    if (!playing) return;
    const t = setTimeout(next, interval);
    return () => clearTimeout(t);
  }, [playing, interval, next, index]);

  // Slides can shrink when data reloads (e.g. language switch): keep the index in range.
  useEffect(() => {
    if (index >= count && count > 0) setIndex(0);
  }, [count, index]);

  return { index, goTo, next, prev, setHeld, stopped, setStopped, playing, reducedMotion };
}
