import { useCallback, useEffect, useRef } from "react";
import { type Lang, TURNSTILE_LANG } from "../../../common/languages";
import { loadTurnstile, type TurnstileApi } from "../../lib/turnstile";

/**
 * The bot-check widget of the contact form (CONTRACT "Bot check"). With no site key it does
 * nothing. With one, `start` (called on the form's first focus or input) loads the script and
 * renders the widget into `container`; `token()` is the latest token, `reset()` asks for a new one
 * after a sent request (tokens are single-use).
 */
export function useTurnstile(siteKey: string | null | undefined, lang: Lang) {
  const container = useRef<HTMLDivElement | null>(null);
  const api = useRef<TurnstileApi | null>(null);
  const widget = useRef<string | null>(null);
  const latest = useRef<string | null>(null);
  const started = useRef(false);

  const start = useCallback(() => {
    if (!siteKey || started.current) return;
    started.current = true;
    loadTurnstile().then(
      (turnstile) => {
        if (!container.current) return;
        api.current = turnstile;
        widget.current = turnstile.render(container.current, {
          sitekey: siteKey,
          language: TURNSTILE_LANG[lang],
          callback: (token) => {
            latest.current = token;
          },
          "expired-callback": () => {
            latest.current = null;
          },
          "error-callback": () => {
            latest.current = null;
          },
        });
      },
      () => {
        started.current = false;
      },
    );
  }, [siteKey, lang]);

  const reset = useCallback(() => {
    latest.current = null;
    if (api.current && widget.current) api.current.reset(widget.current);
  }, []);

  // The app may start on the visitor's focus in the form (decision 0029): that focus came before
  // React listened, so the widget starts if the focus is still inside.
  useEffect(() => {
    if (container.current?.closest("form")?.contains(document.activeElement)) start();
  }, [start]);

  useEffect(
    () => () => {
      if (api.current && widget.current) api.current.remove(widget.current);
    },
    [],
  );

  return { container, start, token: () => latest.current, reset, enabled: Boolean(siteKey) };
}
