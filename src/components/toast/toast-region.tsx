import { useEffect, useState } from "react";
import { useI18n } from "../../i18n/i18n-context";
import { onApiError } from "../../lib/api-client";
import { dismissToast, subscribeToasts, toast, type ToastItem } from "./toast-store";

const loadToastStyles = () =>
  void import("./toast.css").catch(() => {
    /* a toast still reads as text */
  });

/** The live region every toast (and every non-silent API failure) is announced through; rendered once by the layout. */
export function ToastRegion() {
  const [items, setItems] = useState<readonly ToastItem[]>([]);
  const { t } = useI18n();
  useEffect(() => subscribeToasts(setItems), []);
  // Only the app shows toasts: their styles load soon after it starts (or with the first toast), not
  // in every page's inlined first sheet (tests/e2e/html-size.test.ts). The empty region needs none.
  const shown = items.length > 0;
  useEffect(() => {
    if (shown) return void loadToastStyles();
    const id = setTimeout(loadToastStyles, 2000);
    return () => clearTimeout(id);
  }, [shown]);
  // API failures show the server's message; network and time-out failures get our own words.
  useEffect(
    () =>
      onApiError((err) => {
        if (err.kind === "network") toast.error(t("error.network"));
        else if (err.kind === "timeout") toast.error(t("error.timeout"));
        else toast.error(err.message);
      }),
    [t],
  );
  return (
    <div className="toast-region" role="status" aria-live="polite" aria-atomic="false">
      {items.map((item) => (
        <div key={item.id} className={`toast toast--${item.kind}`}>
          <svg className="toast__icon" viewBox="0 0 20 20" aria-hidden="true">
            <circle cx="10" cy="10" r="8" />
            {item.kind === "success" ? <path d="m6.5 10.2 2.3 2.3 4.7-5" /> : <path d="M10 6v5M10 14v.2" />}
          </svg>
          <span className="toast__text">{item.text}</span>
          <button type="button" className="toast__close" aria-label={t("toast.close")} onClick={() => dismissToast(item.id)}>
            <svg viewBox="0 0 16 16" aria-hidden="true">
              <path d="m4 4 8 8M12 4l-8 8" />
            </svg>
          </button>
        </div>
      ))}
    </div>
  );
}
