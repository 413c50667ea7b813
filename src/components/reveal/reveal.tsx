import { useEffect, useRef, useState, type CSSProperties, type ElementType, type ReactNode } from "react";
import { prefersReducedMotion } from "../../lib/reduced-motion";
import "./reveal.css";

/** SPEC section 9 animation defaults. */
export const REVEAL_DEFAULTS = { duration: 1000, delay: 0, offset: 50, threshold: 0.1 } as const;

interface RevealProps {
  children: ReactNode;
  as?: ElementType;
  className?: string;
  duration?: number;
  delay?: number;
  /** Pixels the element must be inside the viewport's bottom edge before it plays. */
  offset?: number;
  threshold?: number;
}

type Phase = "static" | "waiting" | "shown";

function motionAllowed(): boolean {
  return typeof IntersectionObserver !== "undefined" && !prefersReducedMotion();
}

/**
 * Fade-in-up once when scrolled into view. Rendered visible ("static") on the server and before
 * hydration; only elements still below the fold at mount are hidden and then animated, so content
 * is never hidden without JavaScript, and there is no flash for what is already on screen.
 */
export function Reveal({ children, as: Tag = "div", className, ...opts }: RevealProps) {
  const { duration, delay, offset, threshold } = { ...REVEAL_DEFAULTS, ...opts };
  const ref = useRef<HTMLElement>(null);
  const [phase, setPhase] = useState<Phase>("static");

  useEffect(() => {
    const el = ref.current;
    if (!el || !motionAllowed()) return;
    if (el.getBoundingClientRect().top < window.innerHeight - offset) return; // already visible: leave it
    setPhase("waiting");
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setPhase("shown");
          observer.disconnect(); // once
        }
      },
      { threshold, rootMargin: `0px 0px -${offset}px 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [offset, threshold]);

  const style = phase === "static" ? undefined : ({ "--reveal-duration": `${duration}ms`, "--reveal-delay": `${delay}ms` } as CSSProperties);
  return (
    <Tag ref={ref} className={`reveal reveal--${phase}${className ? ` ${className}` : ""}`} style={style}>
      {children}
    </Tag>
  );
}
