import { useId, useState, type ReactNode } from "react";
import { format } from "../../i18n/catalogue";
import { useI18n, useMessages } from "../../i18n/i18n-context";
import { toast } from "../toast/toast-store";
import { downloadButtonMessages } from "./download-button-messages";
import { fetchFile, clickLink, LARGE_FILE_BYTES, saveName } from "./download-file";
import "./download-button.css";

export interface DownloadButtonProps {
  /** Site-relative file address (`/files/...`); without it the button is disabled. */
  fileUrl?: string | null;
  /** Name to save under; an 8-hex-char hash before the extension is dropped. */
  fileName?: string;
  /** Defaults to 'Download' / '下载'. */
  label?: string;
  /** Leading icon; the download arrow by default, `null` for none. */
  icon?: ReactNode;
  type?: "primary" | "ghost" | "accent" | "light";
  /** Known size in bytes: above 100 MB the browser downloads it directly without buffering. */
  size?: number;
  className?: string;
}

const ArrowIcon = (
  <svg className="download-button__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
    <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
  </svg>
);

/** Download button of SPEC section 2: blob download with progress, toast on failure. */
export function DownloadButton({ fileUrl, fileName, label, icon = ArrowIcon, type = "primary", size, className }: DownloadButtonProps) {
  const { t } = useI18n();
  const m = useMessages(downloadButtonMessages);
  const tipId = useId();
  const [busy, setBusy] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);
  const text = label ?? t("label.download");
  const classes = `btn btn--${type} download-button${className ? ` ${className}` : ""}`;

  if (!fileUrl) {
    const tip = t("label.noDownload");
    // aria-disabled (not `disabled`) keeps it focusable, so keyboard users also get the explanation.
    return (
      <span className="download-button__wrap">
        <button type="button" className={classes} aria-disabled="true" title={tip} aria-describedby={tipId}>
          {icon}
          {text}
        </button>
        <span id={tipId} className="visually-hidden">
          {tip}
        </span>
      </span>
    );
  }

  const start = async () => {
    if (busy) return;
    const name = saveName(fileUrl, fileName);
    if (size && size > LARGE_FILE_BYTES) {
      clickLink(fileUrl);
      return;
    }
    setBusy(true);
    setPercent(null);
    try {
      await fetchFile(fileUrl, name, { onProgress: setPercent });
    } catch {
      toast.error(t("error.resource"));
    } finally {
      setBusy(false);
      setPercent(null);
    }
  };

  return (
    <button
      type="button"
      className={classes}
      aria-busy={busy || undefined}
      onClick={start}
      style={busy && percent !== null ? { ["--download-progress" as string]: `${percent}%` } : undefined}
      data-busy={busy || undefined}
    >
      {busy ? <span className="download-button__spinner" aria-hidden="true" /> : icon}
      <span aria-live="polite">{busy ? (percent === null ? m.downloading : format(m.percent, { percent })) : text}</span>
    </button>
  );
}
