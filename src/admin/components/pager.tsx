/** Previous / next paging with the position read out. */
import { useI18n } from "../i18n/admin-i18n";

export function Pager({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage: (page: number) => void }) {
  const { t } = useI18n();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="pager" aria-label={t("pagination")}>
      <button type="button" className="btn btn--quiet" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t("previous")}
      </button>
      <span className="pager__pos" aria-live="polite">
        {t("pageOf", { page, pages, total })}
      </span>
      <button type="button" className="btn btn--quiet" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t("next")}
      </button>
    </nav>
  );
}
