import type { AnchorHTMLAttributes, MouseEvent } from "react";
import { useHref, useLocation, useNavigate, type To } from "react-router";

interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  to: To;
}

/**
 * The router link the site needs: an anchor whose plain left click navigates client-side, as React
 * Router's `Link` does. That one also brings page prefetching, view transitions and document
 * reloads, none of which the site uses, and the module they share with `<BrowserRouter>`
 * (src/app/browser-router.tsx, docs/decisions/0026).
 */
export function Link({ to, onClick, target, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const follow = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return;
    if (target && target !== "_self") return;
    e.preventDefault();
    // A link to the page already shown replaces its history entry instead of adding one (as Link does).
    navigate(to, { replace: href === pathname + search + hash });
  };
  return <a {...rest} href={href} target={target} onClick={follow} />;
}
