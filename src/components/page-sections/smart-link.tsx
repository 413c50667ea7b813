import type { MouseEvent, ReactNode } from "react";
import { Link } from "../link/link";
import { prefersReducedMotion } from "../../lib/reduced-motion";

/**
 * An in-app link: `#id` scrolls to that element on this page (no router navigation, so the
 * frame's scroll-to-top never fights it); anything else is a router link.
 */
export function SmartLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  if (href.startsWith("#")) {
    const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
      const target = document.getElementById(href.slice(1));
      if (!target) return;
      e.preventDefault();
      target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
    };
    return (
      <a href={href} className={className} onClick={onClick}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} className={className}>
      {children}
    </Link>
  );
}
