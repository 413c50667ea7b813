import { format } from "../../i18n/catalogue";
import { useMessages } from "../../i18n/i18n-context";
import { paginationMessages } from "./pagination-messages";
import "./pagination.css";

/** What the control emits: the page the visitor asked for, with the page size to fetch it with. */
export interface PageChange {
  pageIndex: number;
  pageSize: number;
}

export interface PaginationProps {
  /** Total number of items (not pages). */
  total: number;
  /** 1-based; SPEC default 1. */
  pageIndex?: number;
  /** SPEC default 10. */
  pageSize?: number;
  onChange: (change: PageChange) => void;
}

/** Number of pages for `total` items; an empty list still has one (empty) page. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));
}

/** Previous, "current / total", next (SPEC section 2). */
export function Pagination({ total, pageIndex = 1, pageSize = 10, onChange }: PaginationProps) {
  const m = useMessages(paginationMessages);
  const pages = pageCount(total, pageSize);
  const page = Math.min(Math.max(1, pageIndex), pages);
  const go = (target: number) => onChange({ pageIndex: target, pageSize });
  return (
    <nav className="pagination" aria-label={m.label}>
      <button type="button" className="pagination__btn" disabled={page <= 1} onClick={() => go(page - 1)}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="M15 5l-7 7 7 7" />
        </svg>
        {m.previous}
      </button>
      <span className="pagination__current" aria-live="polite">
        <span className="visually-hidden">{format(m.current, { page, pages })}</span>
        <span aria-hidden="true" data-testid="pagination-current">
          <strong>{page}</strong> / {pages}
        </span>
      </span>
      <button type="button" className="pagination__btn" disabled={page >= pages} onClick={() => go(page + 1)}>
        {m.next}
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="M9 5l7 7-7 7" />
        </svg>
      </button>
    </nav>
  );
}
