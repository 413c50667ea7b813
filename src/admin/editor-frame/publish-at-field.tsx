/**
 * When a published item goes live (publishAt, docs/decisions/0039) or leaves the site (unpublishAt):
 * entered in the site's time zone (lib/site-time.ts) whatever the browser's, cleared for "as soon as
 * it is published" or "stays". The one control of every editor that publishes: the content editor's
 * and the page editor's.
 */
import { inputId } from "../components/bilingual-field";
import { useI18n } from "../i18n/admin-i18n";
import { fromSiteInput, siteTimeZone, toSiteInput } from "../lib/site-time";

interface Props {
  name: string;
  label: string;
  /** ISO time (UTC) or null for none. */
  value: string | null;
  error?: string;
  /** The hint's first sentence, instead of the generic one (the time zone follows). */
  hint?: string;
  /** The clear button's label, instead of "clear the time". */
  clearLabel?: string;
  onChange: (value: string | null) => void;
}

export function PublishAtField({ name, label, value, error, hint, clearLabel, onChange }: Props) {
  const { t } = useI18n();
  const id = inputId(name);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <p className="field__hint" id={`${id}-h`}>
        {hint
          ? `${hint} ${t("timeZoneNote", { tz: siteTimeZone() })}`
          : t(name === "unpublishAt" ? "unpublishAtHint" : "publishAtHint", { tz: siteTimeZone() })}
      </p>
      <div className="field__inline">
        <input
          id={id}
          className="input input--short"
          type="datetime-local"
          value={toSiteInput(value)}
          onChange={(e) => onChange(fromSiteInput(e.target.value))}
          aria-describedby={`${id}-h${error ? ` ${id}-e` : ""}`}
          aria-invalid={error ? true : undefined}
        />
        {Boolean(value) && (
          <button type="button" className="btn btn--quiet btn--small" onClick={() => onChange(null)}>
            {clearLabel ?? t("clearPublishAt")}
          </button>
        )}
      </div>
      {error && (
        <p className="field__error" id={`${id}-e`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
