/**
 * A modal confirmation on the native <dialog> (focus trapped and restored, Escape cancels, the page
 * behind inert), for deletes and erasures.
 */
import { useId } from "react";
import { useI18n } from "../i18n/admin-i18n";
import { useModal } from "./use-modal";

interface Props {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  /** Red for what cannot be undone (the default), the accent for a go-ahead. */
  tone?: "danger" | "accent";
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ open, title, text, confirmLabel, tone = "danger", onConfirm, onCancel }: Props) {
  const { t } = useI18n();
  const ref = useModal(open);
  const id = useId();
  return (
    <dialog ref={ref} className="dialog" aria-labelledby={`${id}-t`} aria-describedby={`${id}-d`} onCancel={onCancel} onClose={() => open && onCancel()}>
      <h2 id={`${id}-t`} className="dialog__title">
        {title}
      </h2>
      <p id={`${id}-d`}>{text}</p>
      <div className="dialog__actions">
        <button type="button" className="btn btn--quiet" onClick={onCancel}>
          {t("cancel")}
        </button>
        <button type="button" className={`btn btn--${tone}`} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
