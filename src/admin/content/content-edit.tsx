/**
 * Create or edit one content item: every visitor-facing text in both languages side by side, files
 * from uploads, a preview, publish / unpublish, delete with confirmation. Publishing checks the
 * translations first: required ones block with a message at the field, other half-filled ones ask.
 */
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { Bilingual, ContentResource } from "../../../worker/schemas/admin-api";
import { Badge, CONTENT_TONE } from "../components/badge";
import { BilingualField, inputId } from "../components/bilingual-field";
import { ConfirmDialog } from "../components/confirm-dialog";
import { Notice } from "../components/notice";
import { useI18n } from "../i18n/admin-i18n";
import type { MessageKey } from "../i18n/messages-zh";
import { adminFetch } from "../lib/admin-fetch";
import { clearDraft } from "../lib/drafts";
import { dateTime } from "../lib/format";
import { useTitle } from "../lib/use-title";
import { isScheduled, siteDateTime } from "../lib/site-time";
import { ContentPreview } from "./content-preview";
import { RevisionHistory } from "./revision-history";
import { FieldInput } from "./field-input";
import { isOpen } from "../../../common/content-types";
import { BlocksField } from "./blocks-field";
import type { Block } from "../../../common/page-blocks";
import { type FormField, RESOURCES, isText, missingTranslations } from "./resources";
import { useContentForm } from "./use-content-form";

/** Text fields filled in one language only (a translation someone forgot). */
function halfFilled(fields: readonly FormField[], values: Record<string, unknown>): string[] {
  const out: string[] = [];
  for (const f of fields) {
    if (!isText(f)) continue;
    const v = values[f.name] as Bilingual;
    if (!v.zh.trim() !== !v.en.trim()) out.push(`${f.name}.${v.zh.trim() ? "en" : "zh"}`);
  }
  return out;
}

export function ContentEdit({ resource, id }: { resource: ContentResource; id: number | null }) {
  const def = RESOURCES[resource];
  const { t, lang } = useI18n();
  const navigate = useNavigate();
  const form = useContentForm(resource, id);
  const [confirmPublish, setConfirmPublish] = useState<string[] | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [preview, setPreview] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const what = t(def.what);
  useTitle(id === null ? t("newItem", { what }) : t("editItem", { what }));

  const labelOf = (path: string) => {
    const [name, l] = path.split(".");
    const f = def.fields.find((x) => x.name === name);
    return `${f ? f.label[lang] : name}${l ? ` (${l === "zh" ? t("zhField") : t("enField")})` : ""}`;
  };

  // Bring the first field error into view and focus it.
  useEffect(() => {
    const first = Object.keys(form.errors)[0];
    if (first) document.getElementById(inputId(first))?.focus();
  }, [form.errors]);

  if (form.loadError) return <Notice tone="bad">{t("loadFailed", { msg: form.loadError.message })}</Notice>;
  if (!form.values) return <p role="status">{t("loading")}</p>;
  const values = form.values;
  const status = String(values.status);
  /** Saved as published with a time still ahead: not public yet. */
  const scheduled = isScheduled(values);
  const ahead = typeof values.publishAt === "string" && Date.parse(values.publishAt) > Date.now();

  const doSave = async (next: string) => {
    const savedId = await form.save(next);
    if (savedId !== null && id === null) navigate(`/admin/${resource}/${savedId}`, { replace: true });
  };
  const publish = () => {
    const required = missingTranslations(def, values);
    if (required.length) {
      form.setErrors(Object.fromEntries(required.map((p) => [p, t("missingRequired", { fields: labelOf(p) })])));
      return;
    }
    const half = halfFilled(def.fields, values);
    if (half.length) setConfirmPublish(half);
    else void doSave("published");
  };
  const remove = async () => {
    setConfirmDelete(false);
    if (!isOpen(resource)) return; // a page is never deleted (the button is not offered)
    try {
      await adminFetch(`DELETE /api/admin/${resource}/:id`, { params: { id: id! }, ifMatch: form.meta?.etag ?? form.meta?.version });
      clearDraft(form.draftKey);
      navigate(`/admin/${resource}`);
    } catch (err) {
      setDeleteError((err as Error).message);
    }
  };
  const titleText = (values[def.titleField] as Bilingual | undefined)?.[lang] || (values[def.titleField] as Bilingual | undefined)?.zh || t("untitled");

  return (
    <>
      <div className="screen__head">
        <div>
          <Link className="crumb" to={`/admin/${resource}`}>← {t("back")}</Link>
          <h1>{id === null ? t("newItem", { what }) : t("editItem", { what })}</h1>
          <p className="screen__meta">
            {scheduled ? (
              <>
                <Badge tone="info">{t("status_scheduled")}</Badge>
                <span>{t("scheduledFor", { at: siteDateTime(String(values.publishAt), lang) })}</span>
              </>
            ) : (
              <Badge tone={CONTENT_TONE[status] ?? "neutral"}>{t(`status_${status}` as MessageKey)}</Badge>
            )}
            {form.meta && (
              <span>
                {t("versionLabel", { version: form.meta.version })} · {t("updated")} {dateTime(form.meta.updatedAt, lang)}
                {form.meta.updatedBy ? ` · ${form.meta.updatedBy}` : ""}
              </span>
            )}
            {id !== null && status === "published" && def.publicPath && (
              <a href={def.publicPath(id)} target="_blank" rel="noopener">{t("viewPublic")}</a>
            )}
          </p>
        </div>
      </div>

      {form.draftAt && (
        <Notice tone="info">
          {t("draftRestored", { at: dateTime(form.draftAt, lang) })}{" "}
          <button type="button" className="btn btn--quiet" onClick={form.discardDraft}>{t("discardDraft")}</button>
        </Notice>
      )}
      {form.stale && (
        <Notice tone="warn">
          {t("stale", { at: dateTime(form.stale.updatedAt, lang), by: form.stale.updatedBy ?? "?" })}{" "}
          <button type="button" className="btn btn--ghost" onClick={() => void form.loadTheirs()}>{t("reloadTheirs")}</button>
        </Notice>
      )}
      {form.theirs && <Notice tone="info">{t("reloadedKeepMine")}</Notice>}
      {form.failure && <Notice tone="bad">{t("saveFailedKept", { msg: form.failure })}</Notice>}
      {deleteError && <Notice tone="bad">{deleteError}</Notice>}
      {Object.keys(form.errors).length > 0 && (
        <Notice tone="bad">
          <ul className="error-list">
            {Object.entries(form.errors).map(([path, msg]) => (
              <li key={path}><a href={`#${inputId(path)}`}>{labelOf(path)}</a>: {msg}</li>
            ))}
          </ul>
        </Notice>
      )}

      <form
        className="edit-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (status === "published") publish();
          else void doSave(status);
        }}
      >
        {def.fields.map((f) =>
          isText(f) ? (
            <BilingualField
              key={f.name}
              name={f.name}
              label={f.label[lang]}
              value={(values[f.name] as Bilingual) ?? { zh: "", en: "" }}
              multiline={f.kind === "text" && f.multiline}
              markdown={f.kind === "markdown"}
              errors={form.errors}
              onChange={(v) => form.change(f.name, v)}
            />
          ) : f.kind === "blocks" ? (
            <BlocksField key={f.name} name={f.name} label={f.label[lang]} value={values[f.name] as Block[]} errors={form.errors} onChange={(v) => form.change(f.name, v)} />
          ) : (
            <FieldInput key={f.name} field={f} value={values[f.name]} error={form.errors[f.name]} onChange={(v) => form.change(f.name, v)} />
          ),
        )}

        {preview && <ContentPreview def={def} values={values} />}
        {form.theirs && <ContentPreview def={def} values={form.theirs} title={t("theirVersion", { version: form.meta?.version ?? "" })} />}

        <div className="action-bar">
          <button type="submit" className="btn btn--primary" disabled={form.saving}>{form.saving ? t("saving") : t("save")}</button>
          {status !== "published" ? (
            <button type="button" className="btn btn--accent" disabled={form.saving} onClick={publish}>{ahead ? t("schedule") : t("publish")}</button>
          ) : (
            <button type="button" className="btn btn--ghost" disabled={form.saving} onClick={() => void doSave("draft")}>{t("unpublish")}</button>
          )}
          <button type="button" className="btn btn--ghost" aria-pressed={preview} onClick={() => setPreview(!preview)}>{preview ? t("hidePreview") : t("preview")}</button>
          {form.savedAt && <span className="action-bar__saved" role="status">{t("saved")}</span>}
          {id !== null && !def.fixedSet && (
            <button type="button" className="btn btn--danger action-bar__end" onClick={() => setConfirmDelete(true)}>{t("delete")}</button>
          )}
        </div>
      </form>

      <ConfirmDialog
        open={confirmPublish !== null}
        title={t("publish")}
        text={t("missingTranslations", { fields: (confirmPublish ?? []).map(labelOf).join(lang === "zh" ? "、" : ", ") })}
        confirmLabel={t("publishAnyway")}
        tone="accent"
        onConfirm={() => {
          setConfirmPublish(null);
          void doSave("published");
        }}
        onCancel={() => setConfirmPublish(null)}
      />
      <ConfirmDialog
        open={confirmDelete}
        title={t("delete")}
        text={t("deleteConfirmText", { name: titleText })}
        confirmLabel={t("confirmDelete")}
        onConfirm={() => void remove()}
        onCancel={() => setConfirmDelete(false)}
      />

      {id !== null && form.meta && (
        <RevisionHistory item={{ resource, id }} current={form.meta.etag ?? form.meta.version} reloadKey={form.meta.version} onRestored={form.reload} />
      )}
    </>
  );
}
