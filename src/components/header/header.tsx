import { useEffect, useRef, useState, type MouseEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { Link } from "../link/link";
import { HEADER_LAYOUT_FROM } from "../../../common/header-fit";
import { HOME_PATH, NAV_ITEMS, type NavArea } from "../../../common/route-table";
import { useSiteSettings } from "../../app/site-settings";
import { format } from "../../i18n/catalogue";
import { useI18n, useMessages } from "../../i18n/i18n-context";
import type { CommonKey } from "../../i18n/messages/common";
import { postModuleClick } from "../../lib/api";
import { hasPopover } from "../../lib/popover";
import { BrandMark } from "./brand-mark";
import { headerMessages } from "./header-messages";
import { LangSwitch } from "./lang-switch";
import { SearchForm } from "./search-form";
import { activeAreaFor, isSamePath } from "./nav-state";
import "./header.css";

/**
 * Sticky site header: brand, the six modules plus SaaS, the search field, language switch, and a menu
 * on small screens (the field heads the menu there).
 *
 * The menu is the nav itself as a native popover (popover=auto) opened by the button's popovertarget:
 * the browser opens and closes it, before the app has started too, and closes it on Escape and on a
 * tap outside. The app only closes it when it navigates. At the wider layouts the nav is shown inline
 * (header.css undoes the popover's own styles there).
 *
 * Where the browser has no popovers (it ignores the attribute), the app's toggle does the same: it
 * marks the nav `data-open`, which header.css shows, and closes it on a second tap, Escape, a tap
 * outside and a navigation. A tap before the app starts is held there (src/app/early-clicks.ts).
 */
export function Header() {
  const { t } = useI18n();
  const m = useMessages(headerMessages);
  const site = useSiteSettings();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const nav = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  /** Open, where the browser has no popovers; never set where it has. */
  const [open, setOpen] = useState(false);
  const active = activeAreaFor(pathname);

  // A navigation closes the menu; not the first render (hydration): a menu opened before the app started stays open.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    closeMenu(nav.current, setOpen);
  }, [pathname]);
  // Widened past the compact layout (a tablet turned), an open menu would stay in the top layer above the inline nav.
  useEffect(() => {
    const compact = window.matchMedia?.(`(max-width: ${HEADER_LAYOUT_FROM.zh.tight - 1}px)`);
    const onChange = () => {
      if (!compact?.matches) closeMenu(nav.current, setOpen);
    };
    compact?.addEventListener("change", onChange);
    return () => compact?.removeEventListener("change", onChange);
  }, []);
  // Without popovers: what the browser does for one, Escape and a tap outside close the menu.
  useEffect(() => {
    if (!open) return;
    // Escape gives the focus back to the menu's button, as a popover gives it back to its invoker.
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    // Outside the menu and its button: another control of the header too, as for a popover.
    const onDown = (e: PointerEvent) => {
      const t = e.target as Node;
      if (!nav.current?.contains(t) && !button.current?.contains(t)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onDown);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onDown);
    };
  }, [open]);

  const onItemClick = (e: MouseEvent<HTMLAnchorElement>, area: NavArea, path: string) => {
    postModuleClick(area).catch(() => {
      /* analytics only: never disturbs the visitor */
    });
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return; // new tab: browser handles it
    e.preventDefault();
    closeMenu(nav.current, setOpen);
    if (!isSamePath(pathname, path)) navigate(path);
  };

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link to={HOME_PATH} className="site-header__brand" aria-label={format(m.homeLink, { brand: site.brandName })}>
          <BrandMark className="site-header__mark" />
          <span className="site-header__brand-name">{site.brandName}</span>
        </Link>
        <nav ref={nav} id="site-nav" className="site-header__nav" popover="auto" data-open={open || undefined} aria-label={m.mainNav}>
          <ul className="site-header__list">
            {NAV_ITEMS.map((item) => (
              <li key={item.area}>
                <a
                  href={item.path}
                  className="site-header__link"
                  aria-current={active === item.area ? "page" : undefined}
                  data-module={item.area}
                  onClick={(e) => onItemClick(e, item.area, item.path)}
                >
                  {t(item.labelKey as CommonKey, { brand: site.brandName })}
                </a>
              </li>
            ))}
            <li>
              <a href={site.saasUrl} className="site-header__link site-header__link--saas" target="_blank" rel="noopener noreferrer">
                {t("nav.saas")}
                <svg className="site-header__ext" viewBox="0 0 12 12" aria-hidden="true">
                  <path d="M4 2h6v6M10 2 3 9" />
                </svg>
                <span className="visually-hidden">{m.newWindow}</span>
              </a>
            </li>
            <li className="site-header__search">
              <SearchForm compact />
            </li>
          </ul>
        </nav>
        <LangSwitch />
        {/* The browser tells its expanded state; the icon follows the nav's :popover-open (header.css), or data-open without popovers. */}
        <button
          ref={button}
          type="button"
          className="site-header__menu-btn"
          popoverTarget="site-nav"
          aria-label={m.menu}
          aria-expanded={open || undefined}
          onClick={() => {
            if (!hasPopover()) setOpen((o) => !o);
          }}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M4 7h16M4 12h16M4 17h16" />
            <path d="m6 6 12 12M18 6 6 18" />
          </svg>
        </button>
      </div>
    </header>
  );
}

/** Closes the menu if it is open: the browser's popover, or the app's toggle where there are no popovers. */
function closeMenu(nav: HTMLElement | null, setOpen: (open: boolean) => void): void {
  if (nav && hasPopover() && nav.matches(":popover-open")) nav.hidePopover();
  setOpen(false);
}
