/** Switches the admin between Chinese and English. */
import { useI18n } from "../i18n/admin-i18n";

export function LangButton() {
  const { lang, t, setLang } = useI18n();
  return (
    <button
      type="button"
      className="btn btn--quiet"
      lang={lang === "zh" ? "en" : "zh-CN"}
      title={t("langSwitchLabel")}
      onClick={() => setLang(lang === "zh" ? "en" : "zh")}
    >
      {t("langSwitch")}
    </button>
  );
}
