/**
 * "New landing page" (CONTRACT "Landing pages"): its address name (the slug rule said beside it), both
 * languages' title and description, noindex and share picture. Creates a draft with no blocks and
 * opens the page editor on it, where its blocks are added and it is published.
 */
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { CONTENT_TYPES } from "../../../common/content-types/index";
import { fieldMeta } from "../../../common/content-types/define";
import type { Bilingual } from "../../../common/page-blocks";
import { LANDING_PREFIX, LANDING_SLUG } from "../../../common/route-table";
import { BilingualField } from "../components/bilingual-field";
import { Notice } from "../components/notice";
import { useI18n } from "../i18n/admin-i18n";
import { AdminError, adminFetch } from "../lib/admin-fetch";
import { useTitle } from "../lib/use-title";
import { LandingHeadFields, type LandingHead } from "./landing-head";
import "./page-edit.css";

const label = (name: "title" | "description") => fieldMeta(CONTENT_TYPES.pages, name).label;

export function LandingNew() {
  const { t, lang } = useI18n();
  const navigate = useNavigate();
  useTitle(t("newLanding"));
  const [slug, setSlug] = useState("");
  const [title, setTitle] = useState<Bilingual>({ zh: "", en: "" });
  const [description, setDescription] = useState<Bilingual>({ zh: "", en: "" });
  const [head, setHead] = useState<LandingHead>({ noindex: false, sharePicture: null, contactProduct: null });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // The same rule as the server's, said at the field before asking.
    if (!LANDING_SLUG.test(slug)) {
      setErrors({ path: t("landingSlugHint") });
      return;
    }
    setBusy(true);
    setErrors({});
    setFailed(null);
    try {
      const { data } = await adminFetch("POST /api/admin/pages", {
        body: { path: `${LANDING_PREFIX}${slug}`, title, description, blocks: [], contact: "default", status: "draft", ...head },
      });
      navigate(`/admin/pages/${data.id}`, { state: { notice: t("landingCreated") } });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      if (err instanceof AdminError && err.field) setErrors({ [err.field]: message });
      else if (err instanceof AdminError && err.status === 409) setErrors({ path: message });
      else setFailed(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="screen">
      <div className="screen__head">
        <h1>{t("newLanding")}</h1>
      </div>
      {failed && <Notice tone="bad">{failed}</Notice>}
      <form className="edit-form" noValidate onSubmit={(e) => void submit(e)}>
        <div className="field">
          <label className="field__label" htmlFor="landing-slug">
            {t("landingSlug")}
          </label>
          <div className="landing-slug">
            <code aria-hidden="true">{LANDING_PREFIX}</code>
            <input
              id="landing-slug"
              className="input"
              value={slug}
              maxLength={60}
              autoComplete="off"
              spellCheck={false}
              aria-describedby="landing-slug-hint"
              aria-invalid={errors.path ? true : undefined}
              onChange={(e) => setSlug(e.target.value.trim().toLowerCase())}
            />
          </div>
          <p className="field__hint" id="landing-slug-hint">
            {t("landingSlugHint")}
          </p>
          {errors.path && (
            <p className="field__error" role="alert">
              {errors.path}
            </p>
          )}
        </div>
        <BilingualField name="title" label={label("title")[lang]} value={title} errors={errors} onChange={setTitle} />
        <BilingualField name="description" label={label("description")[lang]} multiline value={description} errors={errors} onChange={setDescription} />
        <LandingHeadFields value={head} errors={errors} onChange={setHead} />
        <div className="action-bar">
          <button className="btn btn--primary" type="submit" disabled={busy}>
            {t("landingCreate")}
          </button>
        </div>
      </form>
    </div>
  );
}
