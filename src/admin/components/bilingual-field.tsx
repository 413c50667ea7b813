/**
 * One visitor-facing text in both languages, side by side (stacked on a phone). Markdown fields get a
 * live preview under each language, rendered by the same function the server stores with.
 */
import { useDeferredValue } from "react";
import { renderMarkdown } from "../../../common/markdown";
import { useI18n } from "../i18n/admin-i18n";
import type { Bilingual } from "../../../worker/schemas/admin-api";

export const inputId = (path: string): string => `f-${path.replace(/\./g, "-")}`;

interface Props {
  name: string;
  label: string;
  value: Bilingual;
  multiline?: boolean;
  markdown?: boolean;
  /** Applied to the preview's HTML, as the public read applies it (the privacy policy's placeholders). */
  fill?: (html: string, lang: "zh" | "en") => string;
  /** A line under the label (what the field is for, how it is used). */
  hint?: string;
  errors: Record<string, string>;
  onChange: (value: Bilingual) => void;
}

function MarkdownPreview({ source, label, fill = (html) => html }: { source: string; label: string; fill?: (html: string) => string }) {
  const deferred = useDeferredValue(source);
  return (
    <section className="md-preview" aria-label={label}>
      <p className="md-preview__caption" aria-hidden="true">
        {label}
      </p>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: renderMarkdown sanitises with the site's whitelist, exactly as the public page gets it */}
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: fill(renderMarkdown(deferred)) }} />
    </section>
  );
}

export function BilingualField({ name, label, value, multiline, markdown, fill, hint, errors, onChange }: Props) {
  const { t } = useI18n();
  const langs = [
    { lang: "zh" as const, caption: t("zhField"), htmlLang: "zh-CN" },
    { lang: "en" as const, caption: t("enField"), htmlLang: "en" },
  ];
  return (
    <fieldset className={`field bilingual${markdown ? " bilingual--markdown" : ""}`}>
      <legend className="field__label">{label}</legend>
      {markdown && <p className="field__hint">{t("markdownHint")}</p>}
      {hint && <p className="field__hint">{hint}</p>}
      <div className="bilingual__cols">
        {langs.map(({ lang, caption, htmlLang }) => {
          const path = `${name}.${lang}`;
          const id = inputId(path);
          const error = errors[path] ?? (lang === "zh" ? errors[name] : undefined);
          const missing = !value[lang].trim() && value[lang === "zh" ? "en" : "zh"].trim() !== "";
          const common = {
            id,
            lang: htmlLang,
            className: `input${missing ? " input--missing" : ""}`,
            value: value[lang],
            "aria-invalid": error ? true : undefined,
            "aria-describedby": error ? `${id}-e` : undefined,
            onChange: (e: { target: { value: string } }) => onChange({ ...value, [lang]: e.target.value }),
          };
          return (
            <div className="bilingual__col" key={lang}>
              <label className="bilingual__lang" htmlFor={id}>
                {caption}
                {missing && <span className="bilingual__missing"> · {t("missingOne")}</span>}
              </label>
              {multiline || markdown ? <textarea rows={markdown ? 12 : 3} {...common} /> : <input type="text" {...common} />}
              {error && (
                <p className="field__error" id={`${id}-e`} role="alert">
                  {error}
                </p>
              )}
              {markdown && <MarkdownPreview source={value[lang]} label={t("markdownPreview", { lang: caption })} fill={fill && ((html) => fill(html, lang))} />}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
