import { createElement, type CSSProperties, type MouseEventHandler, type ReactNode } from "react";

type Tag = "h1" | "h2" | "h3" | "p" | "span" | "ul" | "dl" | "blockquote" | "figcaption" | "option" | "div" | "footer" | "section";

interface KeptProps {
  as: Tag;
  /** False while the copy inside is not in the page's data (a first load's value script leaves it out). */
  ready: boolean;
  className?: string;
  id?: string;
  value?: string;
  style?: CSSProperties;
  onClick?: MouseEventHandler<HTMLElement>;
  children?: ReactNode;
}

/**
 * An element of copy that never moves on its own, whose text the first load's value script leaves out
 * because the server HTML already shows it (decision 0040; the home page stays within the first
 * congestion window). Until the copy is there (`ready`), the element keeps what the server wrote:
 * hydration does not patch an element set by inner HTML, so the visitor sees the server's text and
 * React renders nothing inside. Once it is (a language switch, a later visit), it renders for real;
 * the new key replaces the kept element instead of patching it.
 */
export function Kept({ as, ready, children, ...attrs }: KeptProps) {
  if (ready) return createElement(as, { ...attrs, key: "live" }, children);
  // suppressHydrationWarning: the element is empty in React's tree and holds the server's copy in the page, on purpose.
  return createElement(as, { ...attrs, key: "kept", suppressHydrationWarning: true, dangerouslySetInnerHTML: { __html: "" } });
}
