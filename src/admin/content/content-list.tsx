/**
 * The list of one content type: search, status (and tab or kind) filter, paging; a plain table whose
 * title links open the editor, so it is worked by keyboard like any page (Tab, Enter).
 */
import { useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { CONTENT_STATUSES } from "../../../common/content-types/status";
import type { AdminPage, ContentResource, Page } from "../../../worker/schemas/admin-api";
import { Badge, CONTENT_TONE } from "../components/badge";
import { type Column, PagedTable } from "../components/paged-table";
import { useI18n } from "../i18n/admin-i18n";
import type { MessageKey } from "../i18n/admin-messages";
import { adminFetch } from "../lib/admin-fetch";
import { oneOf } from "../lib/one-of";
import { bytes, dateOnly, dateTime, duration } from "../lib/format";
import { useLoad } from "../lib/use-load";
import { useTitle } from "../lib/use-title";
import { RESOURCES, optionLabel } from "./resources";
import { hasEnded, isScheduled, siteDateTime } from "../lib/site-time";
import { PageLiveStatus } from "../pages/page-live-status";
import { isLandingPath } from "../../../common/route-table";

type Item = Record<string, unknown> & { id: number; status: string; updatedAt: string };
const hasLiveState = (item: Item): item is Item & Pick<AdminPage, "live" | "hasDraftChanges"> => typeof item.live === "object" && item.live !== null;
const PAGE_SIZE = 20;

export function ContentList({ resource }: { resource: ContentResource }) {
  const def = RESOURCES[resource];
  const { t, lang } = useI18n();
  useTitle(t(def.nav));
  const [params, setParams] = useSearchParams();
  const page = Number(params.get("page") ?? 1) || 1;
  const q = params.get("q") ?? "";
  // Pages are always public (a save keeps the published copy): no filter by the edited copy's status.
  const status = def.fixedSet ? undefined : oneOf(CONTENT_STATUSES, params.get("status"));
  const extra = def.filter ? (params.get(def.filter.name) ?? "") : "";
  const [query, setQuery] = useState(q);

  const list = useLoad(
    (signal) =>
      adminFetch(`GET /api/admin/${resource}`, {
        query: { pageIndex: page, pageSize: PAGE_SIZE, q, status, ...(def.filter ? { [def.filter.name]: extra } : {}) },
        signal,
      }).then((a): Page<Item> => a.data),
    [resource, page, q, status, extra],
  );

  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes))
      if (v) next.set(k, v);
      else next.delete(k);
    if (!("page" in changes)) next.delete("page");
    setParams(next);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    set({ q: query.trim() });
  };

  const titleLabel = def.fields.find((f) => f.name === def.titleField)!.label[lang];
  const titleOf = (item: Item) => {
    const v = item[def.titleField] as { zh?: string; en?: string } | undefined;
    return (lang === "en" ? v?.en || v?.zh : v?.zh || v?.en) || t("untitled");
  };
  const cell = (item: Item, col: (typeof def.columns)[number]) => {
    const v = item[col.name];
    if (col.show === "date-time") return dateTime(String(v), lang);
    if (col.show === "date") return dateOnly(String(v), lang);
    if (col.show === "option") return optionLabel(def, col.name, v, lang);
    if (col.show === "duration") return duration(Number(v) || 0);
    if (col.show === "bytes") return typeof v === "number" ? bytes(v) : "";
    // A landing page's address is its public link (opens the page visitors get).
    if (resource === "pages" && col.name === "path" && typeof v === "string" && isLandingPath(v)) {
      return (
        <a href={v} target="_blank" rel="noreferrer" title={t("landingPublicLink")}>
          {v}
        </a>
      );
    }
    return String(v ?? "");
  };

  const columns: Column<Item>[] = [
    { label: "#", className: "num", cell: (item) => item.id },
    { label: titleLabel, className: "table__title", cell: (item) => <Link to={`/admin/${resource}/${item.id}`}>{titleOf(item)}</Link> },
    ...def.columns.map((c): Column<Item> => ({ label: c.label[lang], cell: (item) => cell(item, c) })),
    {
      label: t("statusLabel"),
      cell: (item) => (
        <>
          {statusCell(item)}
          {item.pending === true && (
            <>
              {" "}
              <Badge tone="warn">{t("pendingBadge")}</Badge>
            </>
          )}
        </>
      ),
    },
  ];

  function statusCell(item: Item) {
    return (
      // A page tells what visitors get (its published copy) apart from the copy being edited.
      hasLiveState(item) ? (
        <PageLiveStatus item={item} />
      ) : hasEnded(item) ? (
        <span title={t("endedAt", { at: siteDateTime(String(item.unpublishAt), lang) })}>
          <Badge tone="neutral">{t("status_ended")}</Badge>
          <span className="table__sub">{siteDateTime(String(item.unpublishAt), lang)}</span>
        </span>
      ) : isScheduled(item) ? (
        <span title={t("scheduledFor", { at: siteDateTime(String(item.publishAt), lang) })}>
          <Badge tone="info">{t("status_scheduled")}</Badge>
          <span className="table__sub">{siteDateTime(String(item.publishAt), lang)}</span>
        </span>
      ) : (
        <Badge tone={CONTENT_TONE[item.status] ?? "neutral"}>{t(`status_${item.status}` as MessageKey)}</Badge>
      )
    );
  }

  return (
    <>
      <div className="screen__head">
        <h1>{t(def.nav)}</h1>
        {!def.fixedSet && (
          <Link className="btn btn--primary" to={`/admin/${resource}/new`}>
            {t("newItem", { what: t(def.what) })}
          </Link>
        )}
        {resource === "pages" && (
          <Link className="btn btn--primary" to="/admin/pages/new-landing">
            {t("newLanding")}
          </Link>
        )}
      </div>
      <div className="toolbar">
        <form className="toolbar__search" onSubmit={submit}>
          <label className="visually-hidden" htmlFor="list-q">
            {t("search")}
          </label>
          <input id="list-q" className="input" type="search" value={query} placeholder={t("searchPlaceholder")} onChange={(e) => setQuery(e.target.value)} />
          <button className="btn btn--ghost" type="submit">
            {t("search")}
          </button>
        </form>
        {!def.fixedSet && (
          <label className="toolbar__filter">
            <span>{t("statusLabel")}</span>
            <select className="input" value={status} onChange={(e) => set({ status: e.target.value })}>
              <option value="">{t("all")}</option>
              <option value="draft">{t("status_draft")}</option>
              <option value="published">{t("status_published")}</option>
            </select>
          </label>
        )}
        {def.filter && (
          <label className="toolbar__filter">
            <span>{def.filter.label[lang]}</span>
            <select className="input" value={extra} onChange={(e) => set({ [def.filter!.name]: e.target.value })}>
              <option value="">{t("all")}</option>
              {def.filter.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label[lang]}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      <PagedTable list={list} columns={columns} rowKey={(item) => item.id} page={page} pageSize={PAGE_SIZE} onPage={(p) => set({ page: String(p) })} retry />
    </>
  );
}
