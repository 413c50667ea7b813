import { Link } from "../../components/link/link";
import { HOME_PATH, NAV_ITEMS, pathOf } from "../../../common/route-table";
import { useSiteSettings } from "../../app/site-settings";
import { useI18n, useMessages } from "../../i18n/i18n-context";
import type { CommonKey } from "../../i18n/messages/common";
import { notFoundMessages } from "./not-found-messages";
import "./not-found.css";

/** The page for any address outside the route table (the Worker answers it with status 404). */
export default function NotFoundPage() {
  const m = useMessages(notFoundMessages);
  const { t } = useI18n();
  const { brandName } = useSiteSettings();
  return (
    <div className="not-found container">
      <svg className="not-found__art" viewBox="0 0 240 120" aria-hidden="true" fill="none" strokeLinecap="round">
        <path d="M10 100C60 100 80 40 130 40" stroke="var(--c-brand-700)" strokeWidth="2" />
        <path d="M130 40h30" stroke="var(--c-brand-700)" strokeWidth="2" strokeDasharray="4 6" />
        <path d="M178 28v24M170 52h16" stroke="var(--c-amber-500)" strokeWidth="2" />
        <path d="M172 28h12l-6-10z" stroke="var(--c-amber-500)" strokeWidth="2" strokeLinejoin="round" />
        <path d="M10 110h220" stroke="var(--c-line)" strokeWidth="2" />
      </svg>
      <p className="not-found__code">{m.code}</p>
      <h1 className="not-found__title">{m.title}</h1>
      <p className="not-found__body">{m.body}</p>
      <div className="not-found__actions">
        <Link className="btn btn--primary" to={HOME_PATH}>
          {m.home}
        </Link>
        <Link className="btn btn--ghost" to={pathOf("download")}>
          {m.download}
        </Link>
      </div>
      <nav className="not-found__links" aria-label={m.shortcuts}>
        {NAV_ITEMS.slice(1).map((item) => (
          <Link key={item.area} to={item.path}>
            {t(item.labelKey as CommonKey, { brand: brandName })}
          </Link>
        ))}
      </nav>
    </div>
  );
}
