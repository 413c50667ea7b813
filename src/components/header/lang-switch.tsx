import { useI18n, useMessages } from "../../i18n/i18n-context";
import { LANGS } from "../../i18n/lang";
import { headerMessages } from "./header-messages";

/** 中文 / EN toggle; the chosen language is stored by `setLang` (localStorage, cookie). */
export function LangSwitch() {
  const { lang, setLang } = useI18n();
  const m = useMessages(headerMessages);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of two toggle buttons, not a form <fieldset> with a legend
    <div className="lang-switch" role="group" aria-label={m.language}>
      {LANGS.map((l) => (
        <button
          key={l}
          type="button"
          className="lang-switch__btn"
          aria-pressed={lang === l}
          lang={l === "zh" ? "zh-CN" : "en"}
          title={l === "zh" ? m.zhFull : m.enFull}
          onClick={() => setLang(l)}
        >
          {l === "zh" ? m.zh : m.en}
        </button>
      ))}
    </div>
  );
}
