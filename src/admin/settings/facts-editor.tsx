/**
 * The company figures as a marketer edits them: one card per figure with its label and value in both
 * languages, in display order (move up, move down, remove, add). The key the pages pick a figure by
 * stays out of the way: made from the English label when a new figure is saved (fact-key.ts), and
 * shown under "Advanced" for whoever must change it. Cards stack on a phone.
 */
import { inputId } from "../components/bilingual-field";
import { useI18n } from "../i18n/admin-i18n";
import type { SiteSettingsInput } from "../../../worker/schemas/admin-api";

export type Fact = NonNullable<SiteSettingsInput["facts"]>[number];

interface Props {
  facts: Fact[];
  errors: Record<string, string>;
  onChange: (facts: Fact[]) => void;
}

const LANGS = [
  { lang: "zh", htmlLang: "zh-CN" },
  { lang: "en", htmlLang: "en" },
] as const;

export const blankFact = (): Fact => ({ value: { zh: "", en: "" }, label: { zh: "", en: "" } });

export function FactsEditor({ facts, errors, onChange }: Props) {
  const { t, lang: adminLang } = useI18n();
  const set = (i: number, fact: Fact) => onChange(facts.map((f, j) => (j === i ? fact : f)));
  const move = (i: number, by: number) => {
    const next = [...facts];
    const [f] = next.splice(i, 1);
    next.splice(i + by, 0, f!);
    onChange(next);
  };
  const caption = (l: "zh" | "en") => (l === "zh" ? t("zhField") : t("enField"));

  return (
    <fieldset className="field facts">
      <legend className="field__label">{t("s_facts")}</legend>
      <p className="field__hint">{t("s_factsHint")}</p>
      <ol className="fact-cards">
        {facts.map((f, i) => {
          const name = (f.label[adminLang] || f.label.zh || f.label.en).trim() || t("s_factUntitled", { n: i + 1 });
          const input = (part: "label" | "value", l: "zh" | "en", htmlLang: string) => {
            const path = `facts.${i}.${part}.${l}`;
            const id = inputId(path);
            return (
              <div className="fact-card__field" key={path}>
                <label className="fact-card__label" htmlFor={id}>
                  {t(part === "label" ? "s_factLabel" : "s_factValue")} · {caption(l)}
                </label>
                <input
                  id={id}
                  className="input"
                  lang={htmlLang}
                  value={f[part][l]}
                  aria-invalid={errors[path] ? true : undefined}
                  aria-describedby={errors[path] ? `${id}-e` : undefined}
                  onChange={(e) => set(i, { ...f, [part]: { ...f[part], [l]: e.target.value } })}
                />
                {errors[path] && (
                  <p className="field__error" id={`${id}-e`} role="alert">
                    {errors[path]}
                  </p>
                )}
              </div>
            );
          };
          const keyId = inputId(`facts.${i}.key`);
          const keyError = errors[`facts.${i}.key`];
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: figures have no id; order is their identity while editing
            <li key={i} className="fact-card">
              <h2 className="fact-card__title">{name}</h2>
              <div className="fact-card__grid">
                {LANGS.map(({ lang, htmlLang }) => input("label", lang, htmlLang))}
                {LANGS.map(({ lang, htmlLang }) => input("value", lang, htmlLang))}
              </div>
              <details className="fact-card__advanced" open={keyError ? true : undefined}>
                <summary>{t("s_factAdvanced")}</summary>
                <label className="fact-card__label" htmlFor={keyId}>
                  {t("s_factKey")}
                </label>
                <input
                  id={keyId}
                  className="input input--short"
                  lang="en"
                  value={f.key ?? ""}
                  placeholder={t("s_factKeyAuto")}
                  aria-invalid={keyError ? true : undefined}
                  aria-describedby={`${keyId}-h${keyError ? ` ${keyId}-e` : ""}`}
                  onChange={(e) => set(i, { ...f, key: e.target.value || undefined })}
                />
                <p className="field__hint" id={`${keyId}-h`}>
                  {t("s_factKeyHint")}
                </p>
                {keyError && (
                  <p className="field__error" id={`${keyId}-e`} role="alert">
                    {keyError}
                  </p>
                )}
              </details>
              <div className="fact-card__actions">
                <button
                  type="button"
                  className="btn btn--quiet btn--small"
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                  aria-label={`${t("moveUp")}: ${name}`}
                >
                  <span aria-hidden="true">↑</span> {t("moveUp")}
                </button>
                <button
                  type="button"
                  className="btn btn--quiet btn--small"
                  disabled={i === facts.length - 1}
                  onClick={() => move(i, 1)}
                  aria-label={`${t("moveDown")}: ${name}`}
                >
                  <span aria-hidden="true">↓</span> {t("moveDown")}
                </button>
                <button
                  type="button"
                  className="btn btn--quiet btn--small"
                  onClick={() => onChange(facts.filter((_, j) => j !== i))}
                  aria-label={`${t("removeFact")}: ${name}`}
                >
                  {t("removeFact")}
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button type="button" className="btn btn--ghost" onClick={() => onChange([...facts, blankFact()])}>
        {t("addFact")}
      </button>
    </fieldset>
  );
}
