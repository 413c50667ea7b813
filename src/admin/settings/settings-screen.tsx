/**
 * The one site-settings record: brand, contacts, QR, SaaS link and the company figures (label and
 * value per language, in display order: facts-editor.tsx). Same If-Match and draft rules as content items.
 */
import { useEffect, useState } from "react";
import { DIAL_CODES } from "../../../common/area-codes";
import { fillPolicy } from "../../../common/privacy-policy";
import type { AdminSiteSettings, Bilingual, SiteSettingsInput, StaleInfo } from "../../../worker/schemas/admin-api";
import { BilingualField, inputId } from "../components/bilingual-field";
import { FileField } from "../components/file-field";
import { Notice } from "../components/notice";
import { useI18n } from "../i18n/admin-i18n";
import type { MessageKey } from "../i18n/admin-messages";
import { type AdminError, adminFetch } from "../lib/admin-fetch";
import { clearDraft, draftKey, readDraft, writeDraft } from "../lib/drafts";
import { dateTime } from "../lib/format";
import { useTitle } from "../lib/use-title";
import { withKeys } from "./fact-key";
import { FactsEditor } from "./facts-editor";
import { CompanyEditor, type CompanyValues, companyFields } from "./company-editor";
import { RevisionHistory } from "../content/revision-history";

type Values = SiteSettingsInput & { facts: NonNullable<SiteSettingsInput["facts"]> } & CompanyValues;
const TEXTS = ["brandName", "hotline", "contactPerson", "phone", "email", "whatsapp", "saasUrl"] as const;
const KEY = draftKey("site-settings", 1);

/** One-value settings for mainland China, in form order. */
const CHINA = ["icpNumber", "psbNumber", "psbCode", "baiduVerification"] as const;
/** The area-code list's codes, once each, in dialling order. */
const DIALS = [...DIAL_CODES].sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)) || a.localeCompare(b));

function valuesOf(s: AdminSiteSettings): Values {
  const { privacyVersion: _v, rowVersion: _r, updatedAt: _a, updatedBy: _b, ...values } = s;
  return values;
}

/** The company details of the form's values (blank where a record or draft from before them has none). */
const companyOf = (v: Partial<CompanyValues>): CompanyValues => ({
  legalName: v.legalName ?? { zh: "", en: "" },
  address: v.address ?? { zh: "", en: "" },
  licenceNumber: v.licenceNumber ?? "",
  certifications: v.certifications ?? [],
});

/** One plain text setting with its label, error and an optional hint. */
function TextField({ name, label, value, error, onChange }: { name: string; label: string; value: string; error?: string; onChange: (v: string) => void }) {
  const id = inputId(name);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="input"
        type="text"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-e` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && (
        <p className="field__error" id={`${id}-e`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export function SettingsScreen() {
  const { t, lang } = useI18n();
  useTitle(t("settingsTitle"));
  const [values, setValues] = useState<Values | null>(null);
  const [etag, setEtag] = useState<string | null>(null);
  const [meta, setMeta] = useState<{ version: number; updatedAt: string; privacyVersion?: string } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ tone: "good" | "bad" | "warn" | "info"; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);

  const load = async (keepMine: boolean) => {
    try {
      const { data, etag: tag } = await adminFetch("GET /api/admin/site-settings");
      setEtag(tag ?? `"${data.rowVersion}"`);
      setMeta({ version: data.rowVersion, updatedAt: data.updatedAt, privacyVersion: data.privacyVersion });
      const draft = readDraft<Values>(KEY);
      if (keepMine) {
        setNotice({ tone: "info", text: t("reloadedVersionOnly") });
        return;
      }
      if (draft) {
        // A draft kept before the company details existed takes them from the record.
        setValues({ ...companyOf(valuesOf(data)), ...draft.values });
        setNotice({ tone: "info", text: t("draftRestored", { at: dateTime(draft.savedAt, lang) }) });
      } else setValues({ ...valuesOf(data), ...companyOf(data) });
    } catch (err) {
      setLoadError((err as Error).message);
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once; language changes need no refetch
  useEffect(() => {
    void load(false);
  }, []);

  useEffect(() => {
    const first = Object.keys(errors)[0];
    if (first) document.getElementById(inputId(first))?.focus();
  }, [errors]);

  if (loadError) return <Notice tone="bad">{t("loadFailed", { msg: loadError })}</Notice>;
  if (!values) return <p role="status">{t("loading")}</p>;

  const update = (next: Values) => {
    setValues(next);
    writeDraft(KEY, next, meta?.version ?? null);
  };

  const save = async () => {
    setSaving(true);
    setErrors({});
    setNotice(null);
    const known = [
      ...[...TEXTS, "privacyPolicy"].flatMap((n) => [n, `${n}.zh`, `${n}.en`]),
      "qrPath",
      ...CHINA,
      "defaultAreaCode",
      ...companyFields(values),
      ...values.facts.flatMap((_, i) => [`facts.${i}.key`, `facts.${i}.value.zh`, `facts.${i}.value.en`, `facts.${i}.label.zh`, `facts.${i}.label.en`]),
    ];
    try {
      // A new figure gets its key from its English label; the draft keeps it, so a retry sends the same one.
      const keyed = { ...values, facts: withKeys(values.facts) };
      update(keyed);
      const { data } = await adminFetch("PUT /api/admin/site-settings", { body: keyed, ifMatch: etag, fields: known });
      clearDraft(KEY);
      setEtag(`"${data.version}"`);
      setMeta({ ...meta, version: data.version, updatedAt: new Date().toISOString() });
      setNotice({ tone: "good", text: t("saved") });
    } catch (err) {
      const e = err as AdminError;
      if (e.status === 412) {
        const s = e.data as StaleInfo | undefined;
        setNotice({ tone: "warn", text: t("stale", { at: dateTime(s?.updatedAt, lang), by: s?.updatedBy ?? "?" }) });
      } else if (e.status === 400 && e.field) setErrors({ [e.field]: e.message });
      else setNotice({ tone: "bad", text: t("saveFailedKept", { msg: e.message }) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <div className="screen__head">
        <div>
          <h1>{t("settingsTitle")}</h1>
          {meta && (
            <p className="screen__meta">
              {t("versionLabel", { version: meta.version })} · {t("updated")} {dateTime(meta.updatedAt, lang)}
            </p>
          )}
        </div>
      </div>
      {notice && (
        <Notice tone={notice.tone}>
          {notice.text}{" "}
          {notice.tone === "warn" && (
            <button type="button" className="btn btn--ghost" onClick={() => void load(true)}>
              {t("reloadTheirs")}
            </button>
          )}
        </Notice>
      )}
      <form
        className="edit-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        {TEXTS.map((name) => (
          <BilingualField
            key={name}
            name={name}
            label={t(`s_${name}` as MessageKey)}
            value={values[name] as Bilingual}
            errors={errors}
            onChange={(v) => update({ ...values, [name]: v })}
          />
        ))}
        <FileField
          id={inputId("qrPath")}
          label={t("s_qrPath")}
          value={values.qrPath}
          accept="image"
          use="path"
          error={errors.qrPath}
          onUploaded={(v) => update({ ...values, qrPath: v })}
        />
        <FactsEditor facts={values.facts} errors={errors} onChange={(facts) => update({ ...values, facts })} />
        <CompanyEditor values={companyOf(values)} errors={errors} onChange={(company) => update({ ...values, ...company })} />
        <BilingualField
          name="privacyPolicy"
          label={t("s_privacyPolicy")}
          markdown
          value={values.privacyPolicy}
          errors={errors}
          hint={t("s_privacyHint", { version: meta?.privacyVersion ?? "" })}
          fill={(html, l) => fillPolicy(html, { brandName: values.brandName[l], email: values.email[l] })}
          onChange={(v) => update({ ...values, privacyPolicy: v })}
        />
        <fieldset className="field">
          <legend className="field__label">{t("s_china")}</legend>
          <p className="field__hint">{t("s_chinaHint")}</p>
          {CHINA.map((name) => (
            <TextField
              key={name}
              name={name}
              label={t(`s_${name}` as MessageKey)}
              value={values[name] ?? ""}
              error={errors[name]}
              onChange={(v) => update({ ...values, [name]: v })}
            />
          ))}
          <p className="field__hint">{t("s_baiduHint")}</p>
        </fieldset>
        <div className="field">
          <label className="field__label" htmlFor={inputId("defaultAreaCode")}>
            {t("s_defaultAreaCode")}
          </label>
          <p className="field__hint">{t("s_defaultAreaCodeHint")}</p>
          <select
            id={inputId("defaultAreaCode")}
            className="input"
            value={values.defaultAreaCode}
            onChange={(e) => update({ ...values, defaultAreaCode: e.target.value })}
          >
            {DIALS.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
          {errors.defaultAreaCode && (
            <p className="field__error" role="alert">
              {errors.defaultAreaCode}
            </p>
          )}
        </div>
        <div className="action-bar">
          <button type="submit" className="btn btn--primary" disabled={saving}>
            {saving ? t("saving") : t("save")}
          </button>
        </div>
      </form>
      {meta && (
        <RevisionHistory
          item={null}
          current={etag ?? meta.version}
          reloadKey={meta.version}
          onRestored={async () => {
            clearDraft(KEY);
            await load(false);
          }}
        />
      )}
    </>
  );
}
