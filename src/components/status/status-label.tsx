import { useI18n } from "../../i18n/i18n-context";
import { LOADING_ATTR } from "../../app/start-marks";
import "./status-label.css";

/** The three shared status words of SPEC section 2 ("Common labels"). */
export type StatusKind = "noData" | "loading" | "noMore";

const KEYS = { noData: "label.noData", loading: "label.loading", noMore: "label.noMore" } as const;

/** 'No data' / 'Loading' / 'No further data available', announced politely to screen readers. */
export function StatusLabel({ kind, className }: { kind: StatusKind; className?: string }) {
  const { t } = useI18n();
  return (
    // A loading label in the server HTML tells the boot script the page needs the app at once (decision 0029).
    <p
      className={`status-label status-label--${kind}${className ? ` ${className}` : ""}`}
      role="status"
      aria-live="polite"
      {...(kind === "loading" ? { [LOADING_ATTR]: "" } : {})}
    >
      {kind === "loading" && <span className="status-label__spinner" aria-hidden="true" />}
      {kind === "noData" && (
        <svg className="status-label__icon" viewBox="0 0 48 48" aria-hidden="true">
          <rect x="8" y="12" width="32" height="26" rx="3" />
          <path d="M8 22h32M18 30h12" />
        </svg>
      )}
      <span>{t(KEYS[kind])}</span>
    </p>
  );
}
