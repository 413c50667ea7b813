/**
 * An item's preview link (CONTRACT "Review before publish", decision 0054): made on request, shown with
 * a copy button and when it expires (7 days); anyone with it sees the item's version under review (its
 * pending change, or the draft) on its public page without signing in. "Revoke" ends every link of the item.
 */
import { useState } from "react";
import type { ContentResource, PreviewLink } from "../../../worker/schemas/admin-api";
import { Notice } from "../components/notice";
import { useI18n } from "../i18n/admin-i18n";
import { adminFetch } from "../lib/admin-fetch";
import { dateTime } from "../lib/format";

export function PreviewLinkPanel({ resource, id }: { resource: ContentResource; id: number }) {
  const { t, lang } = useI18n();
  const [link, setLink] = useState<PreviewLink | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    setNote(null);
    try {
      await work();
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const make = () => run(async () => setLink((await adminFetch(`POST /api/admin/${resource}/:id/preview-links`, { params: { id } })).data));
  const revoke = () =>
    run(async () => {
      await adminFetch(`DELETE /api/admin/${resource}/:id/preview-links`, { params: { id } });
      setLink(null);
      setNote(t("linksRevoked"));
    });
  const copy = async () => {
    if (!link) return;
    await navigator.clipboard?.writeText(link.url).catch(() => undefined);
    setNote(t("linkCopied"));
  };
  return (
    <div className="preview-link">
      <div className="action-bar">
        <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => void make()}>
          {t("previewLink")}
        </button>
        <button type="button" className="btn btn--quiet" disabled={busy} onClick={() => void revoke()}>
          {t("revokeLinks")}
        </button>
      </div>
      {link && (
        <div className="preview-link__made">
          <label className="field__label" htmlFor={`preview-link-${resource}-${id}`}>
            {t("previewLinkLabel")}
          </label>
          <div className="preview-link__row">
            <input id={`preview-link-${resource}-${id}`} className="input" readOnly value={link.url} onFocus={(e) => e.currentTarget.select()} />
            <button type="button" className="btn btn--ghost" onClick={() => void copy()}>
              {t("copyLink")}
            </button>
          </div>
          <p className="field__hint">{t("previewLinkExpires", { at: dateTime(link.expiresAt, lang) })}</p>
        </div>
      )}
      {note && <p role="status">{note}</p>}
      {error && <Notice tone="bad">{error}</Notice>}
    </div>
  );
}
