/**
 * A landing page's own head and form (CONTRACT "Landing pages"): kept out of search engines
 * (`noindex`), its share picture (a site path), the product its contact form has chosen (from the
 * form's product list, GET /api/products). Used by "New landing page" and the page editor.
 */
import { useEffect, useState } from "react";
import { useI18n } from "../i18n/admin-i18n";

export interface LandingHead {
  noindex: boolean;
  sharePicture: string | null;
  contactProduct: string | null;
}

/** The contact form's products in the admin's language (the public read, as the form lists them). */
function useProducts(lang: string): { id: string; name: string }[] {
  const [list, setList] = useState<{ id: string; name: string }[]>([]);
  useEffect(() => {
    let live = true;
    fetch(`/api/products?language=${lang}`)
      .then((r) => (r.ok ? (r.json() as Promise<{ data?: { id: string; name: string }[] }>) : { data: [] }))
      .then((b) => live && setList(b.data ?? []))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [lang]);
  return list;
}

export function LandingHeadFields({ value, errors, onChange }: { value: LandingHead; errors: Record<string, string>; onChange: (v: LandingHead) => void }) {
  const { t, lang } = useI18n();
  const products = useProducts(lang);
  return (
    <>
      <div className="field">
        <label className="check" htmlFor="f-noindex">
          <input id="f-noindex" type="checkbox" checked={value.noindex} onChange={(e) => onChange({ ...value, noindex: e.target.checked })} />{" "}
          {t("landingNoindex")}
        </label>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="f-sharePicture">
          {t("landingShare")}
        </label>
        <input
          id="f-sharePicture"
          className="input"
          value={value.sharePicture ?? ""}
          placeholder="/files/…"
          aria-describedby="f-sharePicture-hint"
          aria-invalid={errors.sharePicture ? true : undefined}
          onChange={(e) => onChange({ ...value, sharePicture: e.target.value.trim() || null })}
        />
        <p className="field__hint" id="f-sharePicture-hint">
          {t("landingShareHint")}
        </p>
        {errors.sharePicture && (
          <p className="field__error" role="alert">
            {errors.sharePicture}
          </p>
        )}
      </div>
      <div className="field">
        <label className="field__label" htmlFor="f-contactProduct">
          {t("landingProduct")}
        </label>
        <select
          id="f-contactProduct"
          className="input input--short"
          value={value.contactProduct ?? ""}
          onChange={(e) => onChange({ ...value, contactProduct: e.target.value || null })}
        >
          <option value="">{t("landingProductNone")}</option>
          {value.contactProduct && !products.some((p) => p.id === value.contactProduct) && <option value={value.contactProduct}>{value.contactProduct}</option>}
          {products.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
