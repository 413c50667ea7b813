/**
 * The media library screen (/admin/media, docs/decisions/0055): every uploaded file with where it is
 * used; a file nobody uses can be deleted (with its picture variants), one in use cannot, and the
 * server's refusal names where it is used.
 */
import { useState } from "react";
import type { MediaItem } from "../../../worker/schemas/admin-api";
import { ConfirmDialog } from "../components/confirm-dialog";
import { Notice } from "../components/notice";
import { useI18n } from "../i18n/admin-i18n";
import { adminFetch } from "../lib/admin-fetch";
import { useTitle } from "../lib/use-title";
import { MediaBrowser } from "./media-browser";

export function MediaScreen() {
  const { t } = useI18n();
  useTitle(t("mediaTitle"));
  const [version, setVersion] = useState(0);
  const [asked, setAsked] = useState<MediaItem | null>(null);
  const [outcome, setOutcome] = useState<{ tone: "good" | "bad"; text: string } | null>(null);

  const remove = async (item: MediaItem) => {
    setAsked(null);
    try {
      await adminFetch("DELETE /api/admin/media/:key", { params: { key: item.key } });
      setOutcome({ tone: "good", text: t("mediaDeleted", { name: item.name }) });
    } catch (err) {
      setOutcome({ tone: "bad", text: (err as Error).message });
    }
    setVersion((v) => v + 1);
  };

  return (
    <>
      <div className="screen__head">
        <h1>{t("mediaTitle")}</h1>
      </div>
      <p className="screen__lead">{t("mediaLead")}</p>
      {outcome && (
        <Notice tone={outcome.tone}>
          <p className="notice__text">{outcome.text}</p>
        </Notice>
      )}
      <MediaBrowser
        version={version}
        actions={(item) => (
          <button
            type="button"
            className="btn btn--ghost btn--small"
            aria-label={`${t("mediaDelete")} ${item.name}`}
            disabled={item.usedBy.length > 0}
            title={item.usedBy.length > 0 ? t("mediaLead") : undefined}
            onClick={() => setAsked(item)}
          >
            {t("mediaDelete")}
          </button>
        )}
      />
      <ConfirmDialog
        open={asked !== null}
        title={asked ? t("mediaDeleteTitle", { name: asked.name }) : ""}
        text={t("mediaDeleteText")}
        confirmLabel={t("mediaDelete")}
        onConfirm={() => asked && void remove(asked)}
        onCancel={() => setAsked(null)}
      />
    </>
  );
}
