/**
 * A paged list screen's results: the load error (with a retry where the screen offers one), the first
 * load's status, then a table that becomes a card a row on a phone (each cell labelled by its column
 * through data-label), the empty message and the pager.
 */
import type { Key, ReactNode } from "react";
import type { Page } from "../../../worker/schemas/admin-api";
import { useI18n } from "../i18n/admin-i18n";
import type { Loaded } from "../lib/use-load";
import { Notice } from "./notice";
import { Pager } from "./pager";

export interface Column<T> {
  /** The heading, and the cell's data-label on a phone. Unique within a table (it keys the column). */
  label: string;
  cell: (row: T) => ReactNode;
  className?: string;
}

export function DataTable<T>({
  columns,
  rows,
  rowKey,
  busy,
}: {
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => Key;
  busy: boolean;
}) {
  return (
    <div className="table-wrap">
      <table className="table table--cards" aria-busy={busy}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th scope="col" key={c.label}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={rowKey(row, i)}>
              {columns.map((c) => (
                <td key={c.label} className={c.className} data-label={c.label}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function PagedTable<T>({
  list,
  columns,
  rowKey,
  page,
  pageSize,
  onPage,
  retry = false,
}: {
  list: Loaded<Page<T>>;
  columns: readonly Column<T>[];
  rowKey: (row: T, index: number) => Key;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** Offer a retry button next to the load error. */
  retry?: boolean;
}) {
  const { t } = useI18n();
  return (
    <>
      {list.error && (
        <Notice tone="bad">
          {t("loadFailed", { msg: list.error.message })}
          {retry && (
            <>
              {" "}
              <button type="button" className="btn btn--quiet" onClick={list.reload}>
                {t("retry")}
              </button>
            </>
          )}
        </Notice>
      )}
      {list.loading && !list.data && <p role="status">{t("loading")}</p>}
      {list.data && (
        <>
          <DataTable columns={columns} rows={list.data.list} rowKey={rowKey} busy={list.loading} />
          {list.data.list.length === 0 && <p className="empty">{t("noResults")}</p>}
          <Pager page={page} pageSize={pageSize} total={list.data.total} onPage={onPage} />
        </>
      )}
    </>
  );
}
