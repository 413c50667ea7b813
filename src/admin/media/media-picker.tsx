/**
 * "从媒体库选择 / Choose from library" (docs/decisions/0055): a modal on the native <dialog> (focus
 * kept inside, Escape closes, focus back on the opening button) with the library's search and cards,
 * limited to what the field takes; choosing a file gives the field its path (or key) as an upload would.
 */
import { useId } from "react";
import { createPortal } from "react-dom";
import type { MediaItem } from "../../../worker/schemas/admin-api";
import type { UploadAccept } from "../content/resources";
import { useI18n } from "../i18n/admin-i18n";
import { MediaBrowser } from "./media-browser";
import { useModal } from "../components/use-modal";

interface Props {
  open: boolean;
  accept: UploadAccept;
  onPick: (item: MediaItem) => void;
  onClose: () => void;
}

export function MediaPicker({ open, accept, onPick, onClose }: Props) {
  const { t } = useI18n();
  const ref = useModal(open);
  const id = useId();
  // Under <body>, not inside the editor's <form>: the picker's search is a form of its own.
  return createPortal(
    <dialog ref={ref} className="dialog dialog--wide media-picker" aria-labelledby={`${id}-t`} onCancel={onClose} onClose={() => open && onClose()}>
      <div className="media-picker__head">
        <h2 id={`${id}-t`} className="dialog__title">
          {t("mediaPickTitle")}
        </h2>
        <button type="button" className="btn btn--quiet" onClick={onClose}>
          {t("mediaClose")}
        </button>
      </div>
      {open && (
        <MediaBrowser
          accept={accept}
          headingLevel={3}
          links={false}
          actions={(item) => (
            <button type="button" className="btn btn--primary btn--small" aria-label={t("mediaPickItem", { name: item.name })} onClick={() => onPick(item)}>
              {t("mediaPickThis")}
            </button>
          )}
        />
      )}
    </dialog>,
    document.body,
  );
}
