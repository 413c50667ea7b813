/**
 * The media library's list (docs/decisions/0055): a search by name, the files newest first as cards
 * (a picture as its smallest variant, a file by its type and size), where each is used with links to
 * those editors, and paging. The library screen adds a delete to each card; a file field's picker
 * (media-picker.tsx) a "choose" button instead. A plain list of cards: Tab reaches every control.
 */
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { Link } from "react-router";
import type { MediaItem, MediaUse } from "../../../worker/schemas/admin-api";
import { Pager } from "../components/pager";
import type { UploadAccept } from "../content/resources";
import { RESOURCE_NAMES } from "../content/resource-names";
import { useI18n } from "../i18n/admin-i18n";
import { adminFetch } from "../lib/admin-fetch";
import { bytes, dateTime } from "../lib/format";
import { useLoad } from "../lib/use-load";

export const MEDIA_PAGE_SIZE = 24;

/** The thumbnail: the narrowest WebP variant when the picture has one, else the picture itself. */
export function thumbnailOf(item: MediaItem): string | null {
  if (!item.contentType?.startsWith("image/")) return null;
  const smallest = [...(item.variants ?? [])].filter((v) => v.type === "image/webp").sort((a, b) => a.w - b.w)[0];
  return smallest?.path ?? item.path;
}

/** The short type a card shows: PDF, ZIP, MP4, PNG, SVG … */
const typeLabel = (item: MediaItem) => (item.name.match(/\.([a-z0-9]+)$/i)?.[1] ?? item.contentType ?? "").toUpperCase();

function UseLine({ use, link }: { use: MediaUse; link: boolean }) {
  const { t } = useI18n();
  const kind = use.kind === "site-settings" ? t("navSettings") : t(RESOURCE_NAMES[use.kind].nav);
  const where = `${kind} · ${use.label}`;
  return (
    <li>
      {link ? <Link to={use.editor}>{where}</Link> : where}
      <span className="media-card__field"> — {use.fieldLabel}</span>
    </li>
  );
}

interface Props {
  /** Only what a field takes (the picker); every file when absent (the library). */
  accept?: UploadAccept;
  /** The control(s) of one card: delete in the library, choose in the picker. */
  actions: (item: MediaItem) => ReactNode;
  /** Bumped by the caller to load the page again (after a delete). */
  version?: number;
  /** Headings of the cards: h2 on the screen, h3 inside the picker dialog. */
  headingLevel?: 2 | 3;
  /** Where-used entries link to their editors (not inside the picker: it would leave the form). */
  links?: boolean;
}

export function MediaBrowser({ accept, actions, version = 0, headingLevel = 2, links = true }: Props) {
  const { t, lang } = useI18n();
  const id = useId();
  const [query, setQuery] = useState("");
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const list = useLoad(
    (signal) => adminFetch("GET /api/admin/media", { query: { q, accept, pageIndex: page, pageSize: MEDIA_PAGE_SIZE }, signal }).then((a) => a.data),
    [q, accept, page, version, lang],
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // Inside a file field's picker: the editor's own form must not take this search as a save.
    e.stopPropagation();
    setQ(query.trim());
    setPage(1);
  };
  const H = headingLevel === 2 ? "h2" : "h3";
  const data = list.data;
  return (
    <div className="media-browser">
      <div className="toolbar">
        <form className="toolbar__search" onSubmit={submit}>
          <label className="visually-hidden" htmlFor={`${id}-q`}>
            {t("mediaSearchLabel")}
          </label>
          <input
            id={`${id}-q`}
            className="input"
            type="search"
            value={query}
            placeholder={t("mediaSearchPlaceholder")}
            onChange={(e) => setQuery(e.target.value)}
          />
          <button className="btn btn--ghost" type="submit">
            {t("search")}
          </button>
        </form>
        {data && (
          <span className="media-browser__count" role="status">
            {t("mediaCount", { total: data.total })}
          </span>
        )}
      </div>
      {list.error && (
        <p className="field__error" role="alert">
          {list.error.message}
        </p>
      )}
      {!data && list.loading && <p role="status">{t("loading")}</p>}
      {data && data.list.length === 0 && <p className="media-browser__empty">{t("mediaEmpty")}</p>}
      {data && data.list.length > 0 && (
        <ul className="media-grid" aria-busy={list.loading || undefined}>
          {data.list.map((item) => {
            const thumb = thumbnailOf(item);
            return (
              <li key={item.key} className="media-card">
                <div className="media-card__preview">
                  {thumb ? (
                    <img src={thumb} alt="" width={160} height={90} loading="lazy" decoding="async" />
                  ) : (
                    <span className="media-card__type" aria-hidden="true">
                      {typeLabel(item)}
                    </span>
                  )}
                </div>
                <div className="media-card__body">
                  <H className="media-card__name">{item.name}</H>
                  <p className="media-card__facts">
                    {[typeLabel(item), item.size !== null ? bytes(item.size) : null, item.width && item.height ? `${item.width}×${item.height}` : null]
                      .filter(Boolean)
                      .join(" · ")}
                  </p>
                  <p className="media-card__facts">{t("mediaUploadedAt", { at: dateTime(item.uploadedAt, lang) })}</p>
                  {item.usedBy.length > 0 ? (
                    <>
                      <p className="media-card__label">{t("mediaUsedBy")}</p>
                      <ul className="media-card__uses">
                        {item.usedBy.map((u) => (
                          <UseLine key={`${u.kind}:${u.id}:${u.field}`} use={u} link={links} />
                        ))}
                      </ul>
                    </>
                  ) : (
                    <p className="media-card__label">{t("mediaUnused")}</p>
                  )}
                </div>
                <div className="media-card__actions">{actions(item)}</div>
              </li>
            );
          })}
        </ul>
      )}
      {data && data.total > MEDIA_PAGE_SIZE && <Pager page={page} pageSize={MEDIA_PAGE_SIZE} total={data.total} onPage={setPage} />}
    </div>
  );
}
