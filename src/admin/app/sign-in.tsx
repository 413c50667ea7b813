/** Sign-in: paste the bearer token; it goes to sessionStorage only. */
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useI18n } from "../i18n/admin-i18n";
import type { MessageKey } from "../i18n/admin-messages";
import { LangButton } from "./lang-button";
import { useAuth } from "./auth";

export function SignIn({ notice }: { notice: MessageKey | null }) {
  const { t } = useI18n();
  const { signIn } = useAuth();
  const [token, setToken] = useState("");
  const [busy, setBusy] = useState(false);
  const [rejected, setRejected] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(() => {
    document.title = `${t("signInTitle")} | ${t("appName")}`;
    input.current?.focus();
  }, [t]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!token.trim()) return;
    setBusy(true);
    const ok = await signIn(token);
    setBusy(false);
    setRejected(!ok);
    if (!ok) input.current?.focus();
  };

  return (
    <main className="signin" id="main">
      <div className="signin__lang">
        <LangButton />
      </div>
      <form className="signin__card card" onSubmit={submit} noValidate>
        <h1 className="signin__title">{t("signInTitle")}</h1>
        <p className="signin__lead">{t("signInLead")}</p>
        {notice && !rejected && (
          <p className="notice notice--info" role="status">
            {t(notice)}
          </p>
        )}
        <label className="field__label" htmlFor={id}>
          {t("tokenLabel")}
        </label>
        <input
          ref={input}
          id={id}
          className="input"
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={token}
          onChange={(e) => setToken(e.target.value)}
          aria-invalid={rejected || undefined}
          aria-describedby={rejected ? `${id}-err` : undefined}
        />
        {rejected && (
          <p className="field__error" id={`${id}-err`} role="alert">
            {t("tokenRejected")}
          </p>
        )}
        <button className="btn btn--primary signin__submit" type="submit" disabled={busy}>
          {busy ? t("signingIn") : t("signIn")}
        </button>
      </form>
    </main>
  );
}
