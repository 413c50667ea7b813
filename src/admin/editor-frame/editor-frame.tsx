/**
 * What every content editor shows around its form (the content editor's and the page editor's): the
 * head with the status (scheduled with its time when publishAt is still ahead; a page's live state,
 * pages/page-live-status.tsx), version and who saved
 * last; the notices of the local draft, of a concurrent save (412) and of a failed save; the list of
 * field errors, the first one focused; the question before publishing half-translated text; the
 * action bar (save, publish or schedule); the item's history below. The form is use-content-form.ts.
 */
import { type ReactNode, useEffect, useState } from "react";
import { Link } from "react-router";
import type { ContentResource } from "../../../worker/schemas/admin-api";
import { Badge, CONTENT_TONE } from "../components/badge";
import { inputId } from "../components/bilingual-field";
import { ConfirmDialog } from "../components/confirm-dialog";
import { Notice } from "../components/notice";
import { RevisionHistory } from "../content/revision-history";
import type { useContentForm, Values } from "../content/use-content-form";
import { useI18n } from "../i18n/admin-i18n";
import type { MessageKey } from "../i18n/admin-messages";
import { dateTime } from "../lib/format";
import { isScheduled, siteDateTime } from "../lib/site-time";

export type ContentForm = ReturnType<typeof useContentForm>;

/** Whether the form's publishAt is still ahead: publishing it schedules it. */
export const publishesLater = (values: Values): boolean => typeof values.publishAt === "string" && Date.parse(values.publishAt) > Date.now();

/**
 * Publishing after the editor's own checks: problems that block go to their fields, texts filled in
 * one language only are asked about first. `afterPublish` gets the saved id (null: refused).
 */
export function usePublishCheck(form: ContentForm, afterPublish?: (savedId: number | null) => void, publishVia?: () => Promise<number | null>) {
  const [asking, setAsking] = useState<readonly string[] | null>(null);
  const publishNow = async () => {
    const savedId = await (publishVia ? publishVia() : form.save("published"));
    afterPublish?.(savedId);
  };
  return {
    asking,
    publish(blocking: Record<string, string>, halfFilled: readonly string[]) {
      if (Object.keys(blocking).length) form.setErrors(blocking);
      else if (halfFilled.length) setAsking(halfFilled);
      else void publishNow();
    },
    confirm() {
      setAsking(null);
      void publishNow();
    },
    cancel: () => setAsking(null),
  };
}

export type PublishCheck = ReturnType<typeof usePublishCheck>;

interface FrameProps {
  form: ContentForm;
  values: Values;
  /** The list this editor came from. */
  back: string;
  heading: ReactNode;
  /** Where visitors see the item once published (a "view" link), if anywhere. */
  publicPath?: string | null;
  /**
   * What visitors get, as the stored item tells it, instead of the form's status (pages: a save keeps
   * the published copy live, so the item is always public); `false` shows no status (not read yet).
   */
  liveStatus?: ReactNode;
  /** A field path in words, for the error list and the publish question. */
  labelOf: (path: string) => string;
  /** The 412 notice's text (who saved meanwhile, when); the generic one by default. */
  staleText?: (at: string, by: string) => string;
  /** Notices of the editor's own, after the frame's. */
  notices?: ReactNode;
  check: PublishCheck;
  /** The item whose revisions are listed below (none for a new item). */
  history: { resource: ContentResource; id: number } | null;
  children: ReactNode;
}

export function EditorFrame({ form, values, back, heading, publicPath, liveStatus, labelOf, staleText, notices, check, history, children }: FrameProps) {
  const { t, lang } = useI18n();
  const status = String(values.status);

  // Bring the first field error into view and focus it.
  useEffect(() => {
    const first = Object.keys(form.errors)[0];
    if (first) document.getElementById(inputId(first))?.focus();
  }, [form.errors]);

  const stale = form.stale;
  return (
    <>
      <div className="screen__head">
        <div>
          <Link className="crumb" to={back}>
            ← {t("back")}
          </Link>
          <h1>{heading}</h1>
          <p className="screen__meta">
            {liveStatus ??
              (isScheduled(values) ? (
                <>
                  <Badge tone="info">{t("status_scheduled")}</Badge>
                  <span>{t("scheduledFor", { at: siteDateTime(String(values.publishAt), lang) })}</span>
                </>
              ) : (
                <Badge tone={CONTENT_TONE[status] ?? "neutral"}>{t(`status_${status}` as MessageKey)}</Badge>
              ))}
            {form.meta && (
              <span>
                {t("versionLabel", { version: form.meta.version })} · {t("updated")} {dateTime(form.meta.updatedAt, lang)}
                {form.meta.updatedBy ? ` · ${form.meta.updatedBy}` : ""}
              </span>
            )}
            {publicPath && (liveStatus || status === "published") && (
              <a href={publicPath} target="_blank" rel="noopener">
                {t("viewPublic")}
              </a>
            )}
          </p>
        </div>
      </div>

      {form.draftAt && (
        <Notice tone="info">
          {t("draftRestored", { at: dateTime(form.draftAt, lang) })}{" "}
          <button type="button" className="btn btn--quiet" onClick={form.discardDraft}>
            {t("discardDraft")}
          </button>
        </Notice>
      )}
      {stale && (
        <Notice tone="warn">
          {(staleText ?? ((at, by) => t("stale", { at, by })))(stale.updatedAt ? dateTime(stale.updatedAt, lang) : "?", stale.updatedBy ?? "?")}{" "}
          <button type="button" className="btn btn--ghost" onClick={() => void form.loadTheirs()}>
            {t("reloadTheirs")}
          </button>
        </Notice>
      )}
      {form.theirs && <Notice tone="info">{t("reloadedKeepMine")}</Notice>}
      {form.failure && <Notice tone="bad">{t("saveFailedKept", { msg: form.failure })}</Notice>}
      {notices}
      {Object.keys(form.errors).length > 0 && (
        <Notice tone="bad">
          <ul className="error-list">
            {Object.entries(form.errors).map(([path, msg]) => (
              <li key={path}>
                <a href={`#${inputId(path)}`}>{labelOf(path)}</a>: {msg}
              </li>
            ))}
          </ul>
        </Notice>
      )}

      {children}

      <ConfirmDialog
        open={check.asking !== null}
        title={t("publish")}
        text={t("missingTranslations", { fields: (check.asking ?? []).map(labelOf).join(lang === "zh" ? "、" : ", ") })}
        confirmLabel={t("publishAnyway")}
        tone="accent"
        onConfirm={check.confirm}
        onCancel={check.cancel}
      />

      {history && form.meta && (
        <RevisionHistory item={history} current={form.meta.etag ?? form.meta.version} reloadKey={form.meta.version} onRestored={form.reload} />
      )}
    </>
  );
}

interface ActionsProps {
  form: ContentForm;
  values: Values;
  onPublish: () => void;
  /** Offered instead of publishing while the item is published (a page has none: it is never taken down). */
  onUnpublish?: () => void;
  /** Buttons after publish (e.g. the preview's). */
  children?: ReactNode;
  /** A button at the far end (e.g. delete). */
  end?: ReactNode;
  /**
   * A published item (decision 0054): the form's submit saves it for review (visitors keep the live
   * version), publish makes it live, and a pending change can be discarded.
   */
  review?: { onDiscard: (() => void) | null };
}

/** Save (the form's submit), publish (or schedule, when publishAt is ahead) or unpublish, and "saved". */
export function EditorActions({ form, values, onPublish, onUnpublish, children, end, review }: ActionsProps) {
  const { t } = useI18n();
  if (review) {
    return (
      <div className="action-bar">
        <button type="submit" className="btn btn--primary" disabled={form.saving}>
          {form.saving ? t("saving") : t("saveForReview")}
        </button>
        <button type="button" className="btn btn--accent" disabled={form.saving} onClick={onPublish}>
          {publishesLater(values) ? t("schedule") : t("publish")}
        </button>
        {review.onDiscard && (
          <button type="button" className="btn btn--ghost" disabled={form.saving} onClick={review.onDiscard}>
            {t("discardChanges")}
          </button>
        )}
        {onUnpublish && (
          <button type="button" className="btn btn--ghost" disabled={form.saving} onClick={onUnpublish}>
            {t("unpublish")}
          </button>
        )}
        {children}
        {form.savedAt && (
          <span className="action-bar__saved" role="status">
            {form.meta?.pending ? t("savedForReview") : t("saved")}
          </span>
        )}
        {end}
      </div>
    );
  }
  return (
    <div className="action-bar">
      <button type="submit" className="btn btn--primary" disabled={form.saving}>
        {form.saving ? t("saving") : t("save")}
      </button>
      {onUnpublish && values.status === "published" ? (
        <button type="button" className="btn btn--ghost" disabled={form.saving} onClick={onUnpublish}>
          {t("unpublish")}
        </button>
      ) : (
        <button type="button" className="btn btn--accent" disabled={form.saving} onClick={onPublish}>
          {publishesLater(values) ? t("schedule") : t("publish")}
        </button>
      )}
      {children}
      {form.savedAt && (
        <span className="action-bar__saved" role="status">
          {t("saved")}
        </span>
      )}
      {end}
    </div>
  );
}
