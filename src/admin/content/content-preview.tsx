/**
 * A preview of the item as a visitor reads it, in one language: headline, subtitle, cover or media,
 * and the body rendered by the same Markdown function as the public page.
 */
import { useState } from "react";
import { renderMarkdown } from "../../../common/markdown";
import { useI18n } from "../i18n/admin-i18n";
import { isText, type ResourceDef } from "./resources";

type Text = { zh?: string; en?: string } | undefined;

export function ContentPreview({ def, values, title }: { def: ResourceDef; values: Record<string, unknown>; title?: string }) {
  const { t } = useI18n();
  const [lang, setLang] = useState<"zh" | "en">("zh");
  const text = (name: string) => ((values[name] as Text)?.[lang] ?? "").trim();
  const image = [values.coverPath, values.posterPath, values.mediaPath].find((p) => typeof p === "string" && /\.(png|jpe?g|webp|avif|svg)$/i.test(p)) as
    | string
    | undefined;
  const bodies = def.fields.filter((f) => isText(f) && f.name !== def.titleField);
  const caption = lang === "zh" ? t("zhField") : t("enField");
  return (
    <section className="preview card" aria-label={title ?? t("itemPreviewTitle", { lang: caption })}>
      <div className="preview__head">
        <h2 className="preview__label">{title ?? t("itemPreviewTitle", { lang: caption })}</h2>
        <fieldset className="segmented">
          <legend className="visually-hidden">{t("preview")}</legend>
          <button type="button" aria-pressed={lang === "zh"} onClick={() => setLang("zh")}>
            {t("zhField")}
          </button>
          <button type="button" aria-pressed={lang === "en"} onClick={() => setLang("en")}>
            {t("enField")}
          </button>
        </fieldset>
      </div>
      <article lang={lang === "zh" ? "zh-CN" : "en"} className="preview__body">
        <h3 className="preview__title">{text(def.titleField) || t("untitled")}</h3>
        {image && <img className="preview__image" src={image} alt="" />}
        {bodies.map((f) =>
          f.node.kind === "markdown" ? (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: renderMarkdown sanitises with the site's whitelist, as the public page does
            <div key={f.name} className="rich-text" dangerouslySetInnerHTML={{ __html: renderMarkdown(text(f.name)) }} />
          ) : text(f.name) ? (
            <p key={f.name} className="preview__text">
              {text(f.name)}
            </p>
          ) : null,
        )}
      </article>
    </section>
  );
}
