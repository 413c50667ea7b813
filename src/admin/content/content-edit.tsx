/**
 * Create or edit one content item: every visitor-facing text in both languages side by side, files
 * from uploads, a preview, publish / unpublish, delete with confirmation, in the editors' shared frame
 * (editor-frame/). Publishing checks the translations first: required ones block with a message at
 * the field, other half-filled ones ask.
 */
import { useState } from "react";
import { useNavigate } from "react-router";
import type { Bilingual, ContentResource } from "../../../worker/schemas/admin-api";
import { ConfirmDialog } from "../components/confirm-dialog";
import { Notice } from "../components/notice";
import { useI18n } from "../i18n/admin-i18n";
import { adminFetch } from "../lib/admin-fetch";
import { clearDraft } from "../lib/drafts";
import { useTitle } from "../lib/use-title";
import { EditorActions, EditorFrame, usePublishCheck } from "../editor-frame/editor-frame";
import { ContentPreview } from "./content-preview";
import { isOpen } from "../../../common/content-types";
import { halfTranslated } from "../form/schema-form";
import { NodeInput } from "../form/node-input";
import { RESOURCES, missingTranslations } from "./resources";
import { useContentForm } from "./use-content-form";
import { PublishAtField } from "../editor-frame/publish-at-field";
import { PreviewLinkPanel } from "./preview-link";
import { dateTime } from "../lib/format";

/**
 * The one date field of an item whose shown date is its go-live time (news): "发布时间 / Publish at",
 * what visitors see as the date. A time ahead schedules the item (publishAt); a time past or now
 * publishes it with that date; "set to now" dates it now (the server stores the shown date as publishAt
 * whenever that is set, so the two never disagree).
 */
function GoLiveField({
  shownDate,
  values,
  error,
  onChange,
}: {
  shownDate: string;
  values: Record<string, unknown>;
  error?: string;
  onChange: (name: string, value: unknown) => void;
}) {
  const { t } = useI18n();
  const value = (values.publishAt as string | null) ?? ((values[shownDate] as string | null) || null);
  return (
    <PublishAtField
      name="publishAt"
      label={t("goLiveLabel")}
      hint={t("goLiveHint")}
      clearLabel={t("goLiveNow")}
      value={value}
      error={error}
      onChange={(next) => {
        onChange(shownDate, next ?? new Date().toISOString());
        onChange("publishAt", next !== null && Date.parse(next) > Date.now() ? next : null);
      }}
    />
  );
}

export function ContentEdit({ resource, id }: { resource: ContentResource; id: number | null }) {
  const def = RESOURCES[resource];
  const { t, lang } = useI18n();
  const navigate = useNavigate();
  const form = useContentForm(resource, id);
  /** After a save: a new item's address becomes its own. */
  const saved = (savedId: number | null) => {
    if (savedId !== null && id === null) navigate(`/admin/${resource}/${savedId}`, { replace: true });
  };
  // A published item publishes through review (decision 0054): its form is saved as the pending change and made live as one revision.
  const check = usePublishCheck(form, saved, () =>
    id !== null && form.meta?.published ? form.review("publish").then((done) => (done ? id : null)) : form.save("published"),
  );
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [preview, setPreview] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const what = t(def.what);
  const heading = id === null ? t("newItem", { what }) : t("editItem", { what });
  useTitle(heading);

  const labelOf = (path: string) => {
    const [name, l] = path.split(".");
    const f = def.fields.find((x) => x.name === name);
    return `${f ? f.label[lang] : name}${l ? ` (${l === "zh" ? t("zhField") : t("enField")})` : ""}`;
  };

  if (form.loadError) return <Notice tone="bad">{t("loadFailed", { msg: form.loadError.message })}</Notice>;
  if (!form.values) return <p role="status">{t("loading")}</p>;
  const values = form.values;
  const status = String(values.status);
  const reviewed = id !== null && form.meta?.published === true;

  const doSave = async (next: string) => saved(await form.save(next));
  const publish = () => {
    const required = missingTranslations(def, values);
    check.publish(Object.fromEntries(required.map((p) => [p, t("missingRequired", { fields: labelOf(p) })])), halfTranslated(def.form, values, ""));
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
    <EditorFrame
      form={form}
      values={values}
      back={`/admin/${resource}`}
      heading={heading}
      publicPath={id !== null && def.publicPath ? def.publicPath(id) : null}
      labelOf={labelOf}
      notices={
        <>
          {form.meta?.pending && (
            <Notice tone="info">
              <span className="badge badge--warn">{t("pendingBadge")}</span>{" "}
              {t("pendingNotice", { at: dateTime(form.meta.pending.at, lang), by: form.meta.pending.by ?? "?" })}
            </Notice>
          )}
          {deleteError && <Notice tone="bad">{deleteError}</Notice>}
        </>
      }
      check={check}
      history={id === null ? null : { resource, id }}
    >
      <form
        className="edit-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (reviewed) void form.review("save");
          else if (status === "published") publish();
          else void doSave(status);
        }}
      >
        {def.fields.map((f) =>
          f.name === def.shownDate ? null : f.name === "publishAt" && def.shownDate ? (
            <GoLiveField
              key={f.name}
              shownDate={def.shownDate}
              values={values}
              error={form.errors.publishAt ?? form.errors[def.shownDate]}
              onChange={form.change}
            />
          ) : (
            <NodeInput
              key={f.name}
              node={f.node}
              name={f.name}
              label={f.label[lang]}
              path={f.name}
              value={values[f.name]}
              errors={form.errors}
              onChange={(v) => form.change(f.name, v)}
            />
          ),
        )}

        {preview && <ContentPreview def={def} values={values} />}
        {form.theirs && <ContentPreview def={def} values={form.theirs} title={t("theirVersion", { version: form.meta?.version ?? "" })} />}

        <EditorActions
          form={form}
          values={values}
          onPublish={publish}
          onUnpublish={() => void doSave("draft")}
          review={reviewed ? { onDiscard: form.meta?.pending ? () => setConfirmDiscard(true) : null } : undefined}
          end={
            id !== null &&
            !def.fixedSet && (
              <button type="button" className="btn btn--danger action-bar__end" onClick={() => setConfirmDelete(true)}>
                {t("delete")}
              </button>
            )
          }
        >
          <button type="button" className="btn btn--ghost" aria-pressed={preview} onClick={() => setPreview(!preview)}>
            {preview ? t("hidePreview") : t("preview")}
          </button>
        </EditorActions>
      </form>

      {id !== null && <PreviewLinkPanel resource={resource} id={id} />}

      <ConfirmDialog
        open={confirmDiscard}
        title={t("discardChanges")}
        text={t("discardChangesText")}
        confirmLabel={t("discardChanges")}
        onConfirm={() => {
          setConfirmDiscard(false);
          void form.review("discard");
        }}
        onCancel={() => setConfirmDiscard(false)}
      />
      <ConfirmDialog
        open={confirmDelete}
        title={t("delete")}
        text={t("deleteConfirmText", { name: titleText })}
        confirmLabel={t("confirmDelete")}
        onConfirm={() => void remove()}
        onCancel={() => setConfirmDelete(false)}
      />
    </EditorFrame>
  );
}
