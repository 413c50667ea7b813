/**
 * Who the company legally is, as marketing edits it: the registered name and address in both
 * languages, the business licence number (统一社会信用代码, one value) and the certifications (each
 * named in both languages, in display order). Shown on /about, in the footer and in the home page's
 * Organization structured data; anything left empty is not shown.
 */
import type { Bilingual } from "../../../worker/schemas/admin-api";
import { BilingualField, inputId } from "../components/bilingual-field";
import { useI18n } from "../i18n/admin-i18n";

export interface CompanyValues {
  legalName: Bilingual;
  address: Bilingual;
  licenceNumber: string;
  certifications: Bilingual[];
}

interface Props {
  values: CompanyValues;
  errors: Record<string, string>;
  onChange: (values: CompanyValues) => void;
}

/** The form's field names, for the server's refusals to land on their input. */
export const companyFields = (v: CompanyValues): string[] => [
  ...["legalName", "address"].flatMap((n) => [n, `${n}.zh`, `${n}.en`]),
  "licenceNumber",
  "certifications",
  ...v.certifications.flatMap((_, i) => [`certifications.${i}`, `certifications.${i}.zh`, `certifications.${i}.en`]),
];

export function CompanyEditor({ values, errors, onChange }: Props) {
  const { t } = useI18n();
  const licenceId = inputId("licenceNumber");
  const licenceError = errors.licenceNumber;
  const certs = values.certifications;
  return (
    <fieldset className="field">
      <legend className="field__label">{t("s_company")}</legend>
      <p className="field__hint">{t("s_companyHint")}</p>
      <BilingualField
        name="legalName"
        label={t("s_legalName")}
        value={values.legalName}
        errors={errors}
        onChange={(legalName) => onChange({ ...values, legalName })}
      />
      <BilingualField name="address" label={t("s_address")} value={values.address} errors={errors} onChange={(address) => onChange({ ...values, address })} />
      <div className="field">
        <label className="field__label" htmlFor={licenceId}>
          {t("s_licenceNumber")}
        </label>
        <input
          id={licenceId}
          className="input"
          type="text"
          lang="en"
          maxLength={18}
          value={values.licenceNumber}
          aria-invalid={licenceError ? true : undefined}
          aria-describedby={`${licenceId}-h${licenceError ? ` ${licenceId}-e` : ""}`}
          onChange={(e) => onChange({ ...values, licenceNumber: e.target.value })}
        />
        <p className="field__hint" id={`${licenceId}-h`}>
          {t("s_licenceHint")}
        </p>
        {licenceError && (
          <p className="field__error" id={`${licenceId}-e`} role="alert">
            {licenceError}
          </p>
        )}
      </div>
      <ol className="fact-cards">
        {certs.map((c, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: certifications have no id; order is their identity while editing
          <li key={i} className="fact-card">
            <BilingualField
              name={`certifications.${i}`}
              label={t("s_certification", { n: i + 1 })}
              value={c}
              errors={errors}
              onChange={(next) => onChange({ ...values, certifications: certs.map((x, j) => (j === i ? next : x)) })}
            />
            <div className="fact-card__actions">
              <button
                type="button"
                className="btn btn--quiet btn--small"
                onClick={() => onChange({ ...values, certifications: certs.filter((_, j) => j !== i) })}
                aria-label={`${t("removeFact")}: ${c.zh || c.en || i + 1}`}
              >
                {t("removeFact")}
              </button>
            </div>
          </li>
        ))}
      </ol>
      <button type="button" className="btn btn--ghost" onClick={() => onChange({ ...values, certifications: [...certs, { zh: "", en: "" }] })}>
        {t("s_addCertification")}
      </button>
    </fieldset>
  );
}
