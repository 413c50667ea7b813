/**
 * A landing page's own head and form (CONTRACT "Landing pages"): kept out of search engines
 * (`noindex`), its share picture (a site path, typed or chosen from the media library), the product
 * its contact form has chosen (from the form's product list, GET /api/products). Used by "New landing
 * page" and the page editor.
 */
import { useEffect, useRef, useState } from "react";
import { useI18n } from "../i18n/admin-i18n";
import { MediaPicker } from "../media/media-picker";

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
  const [picking, setPicking] = useState(false);
  const pickButton = useRef<HTMLButtonElement>(null);
  const share = value.sharePicture ?? "";
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
        <div className="file-field__row">
          {/\.(png|jpe?g|webp|avif|svg)$/i.test(share) && <img className="file-field__thumb" src={share} alt="" width={96} height={54} />}
          <button ref={pickButton} type="button" className="btn btn--ghost btn--small" aria-describedby="f-sharePicture-hint" onClick={() => setPicking(true)}>
            {t("mediaPick")}
          </button>
        </div>
        <MediaPicker
          open={picking}
          accept="image"
          onPick={(item) => {
            setPicking(false);
            onChange({ ...value, sharePicture: item.path });
            pickButton.current?.focus();
          }}
          onClose={() => {
            setPicking(false);
            pickButton.current?.focus();
          }}
        />
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
