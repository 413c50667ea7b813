/** The admin frame: a side navigation (a menu button on phones), the top bar and the screen. */
import { useEffect, useState, type ReactNode } from "react";
import { NavLink, useLocation } from "react-router";
import { useI18n } from "../i18n/admin-i18n";
import type { MessageKey } from "../i18n/admin-messages";
import { useAuth, useCan } from "./auth";
import { LangButton } from "./lang-button";

/** Each screen with the API call it opens with: a role that may not make it does not see the entry. */
export const SCREENS: { label: MessageKey; items: { to: string; label: MessageKey; api: string }[] }[] = [
  {
    label: "navOps",
    items: [
      { to: "/admin/dashboard", label: "navDashboard", api: "/dashboard" },
      { to: "/admin/leads", label: "navLeads", api: "/consultations" },
      { to: "/admin/audit", label: "navAudit", api: "/audit" },
    ],
  },
  {
    label: "navContent",
    items: [
      { to: "/admin/news", label: "navNews", api: "/news" },
      { to: "/admin/banners", label: "navBanners", api: "/banners" },
      { to: "/admin/software", label: "navSoftware", api: "/software" },
      { to: "/admin/videos", label: "navVideos", api: "/videos" },
      { to: "/admin/update-logs", label: "navUpdateLogs", api: "/update-logs" },
      { to: "/admin/pages", label: "navPages", api: "/pages" },
      { to: "/admin/media", label: "navMedia", api: "/media" },
      { to: "/admin/settings", label: "navSettings", api: "/site-settings" },
    ],
  },
];

export function Shell({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const { state, signOut } = useAuth();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  // A chosen screen closes the phone menu.
  useEffect(() => setOpen(false), [location.pathname]);
  const can = useCan();
  const actor = state.kind === "signed-in" ? state.me.actor : "";
  const role = state.kind === "signed-in" ? state.me.role : null;
  const groups = SCREENS.map((g) => ({ ...g, items: g.items.filter((item) => can("GET", item.api)) })).filter((g) => g.items.length > 0);

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t("skipToContent")}
      </a>
      <header className="topbar">
        <button type="button" className="btn btn--quiet topbar__menu" aria-expanded={open} aria-controls="admin-nav" onClick={() => setOpen(!open)}>
          {open ? t("closeMenu") : t("openMenu")}
        </button>
        <a className="topbar__brand" href="/admin">
          {t("appName")}
        </a>
        <div className="topbar__end">
          <span className="topbar__actor">
            {t("signedInAs", { actor })}
            {role && <> · {t(`role_${role}`)}</>}
          </span>
          <a className="btn btn--quiet topbar__site" href="/" target="_blank" rel="noopener">
            {t("viewSite")}
          </a>
          <LangButton />
          {state.kind === "signed-in" && state.me.via === "token" && (
            <button type="button" className="btn btn--quiet" onClick={signOut}>
              {t("signOut")}
            </button>
          )}
        </div>
      </header>
      <nav id="admin-nav" className={`sidenav${open ? " sidenav--open" : ""}`} aria-label={t("navLabel")}>
        {groups.map((g) => (
          <div key={g.label} className="sidenav__group">
            <p className="sidenav__heading">{t(g.label)}</p>
            <ul>
              {g.items.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} className="sidenav__link">
                    {t(item.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <a className="sidenav__link sidenav__site" href="/" target="_blank" rel="noopener">
          {t("viewSite")} ↗
        </a>
      </nav>
      <main id="main" className="screen" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
