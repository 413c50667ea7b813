/**
 * The page editor (a `pages` content item): the page's title and description, then its blocks as
 * cards generated from the block description, both languages side by side; a count of texts filled
 * in one language only, marked at each field; publish refused at the field when a picture has no
 * alt text (checked here with the server's own rule, and the server's refusal shown the same way);
 * the contact block under the page (the route's default, or on or off for this page);
 * a live preview in the real page at desktop and phone widths; when the published copy goes live
 * (publishAt: until then visitors keep the copy published before) and, in the head, what visitors get
 * (published or scheduled) and whether the saved copy differs from it; the local draft, If-Match, notices
 * and history of the other editors (use-content-form.ts, editor-frame/).
 */
import { useEffect, useMemo, useRef, useState } from "react";
import type { AdminPage } from "../../../worker/schemas/admin-api";
import { type Block, type Bilingual, publishProblems } from "../../../common/page-blocks";
import { BilingualField, inputId } from "../components/bilingual-field";
import { Notice } from "../components/notice";
import { useI18n } from "../i18n/admin-i18n";
import { adminFetch } from "../lib/admin-fetch";
import { RESOURCES } from "../content/resources";
import { isLandingPath, matchRoute, showsContact } from "../../../common/route-table";
import { useNavigate } from "react-router";
import { ConfirmDialog } from "../components/confirm-dialog";
import { clearDraft } from "../lib/drafts";
import { LandingHeadFields } from "./landing-head";
import { useTitle } from "../lib/use-title";
import { useContentForm } from "../content/use-content-form";
import { EditorActions, EditorFrame, usePublishCheck } from "../editor-frame/editor-frame";
import { PreviewLinkPanel } from "../content/preview-link";
import { dateTime } from "../lib/format";
import { PublishAtField } from "../editor-frame/publish-at-field";
import { BlocksEditor } from "./blocks-editor";
import { type FormNode, pageHalfTranslated } from "../form/schema-form";
import { blockLabel, fieldLabel, pageT } from "./page-messages";
import { PageLiveStatus } from "./page-live-status";
import { PagePreview } from "./page-preview";
import { ContentNamesProvider, usePublished } from "./published-content";
import "./page-edit.css";

/** The page type's fields (common/content-types/pages.ts) as the form walker read them: labels, the contact block's options. */
const PAGE_FIELDS = Object.fromEntries(RESOURCES.pages.fields.map((f) => [f.name, f])) as Record<
  "title" | "description" | "blocks" | "contact" | "publishAt" | "unpublishAt",
  (typeof RESOURCES.pages.fields)[number]
>;
const CONTACT = PAGE_FIELDS.contact.node as Extract<FormNode, { kind: "enum" }>;

/**
 * The contact block under the page: the route's default (said in the option: shown or hidden), or
 * switched on or off for this page; saved and published with the page.
 */
function ContactSwitch({ path, value, onChange }: { path: string | null; value: string; onChange: (v: string) => void }) {
  const { lang } = useI18n();
  const def = PAGE_FIELDS.contact;
  const labels = CONTACT.labels!;
  const byDefault = path ? showsContact(matchRoute(path)) : undefined;
  const shown = (on: boolean) => labels[on ? "on" : "off"]![lang];
  return (
    <div className="field">
      <label className="field__label" htmlFor={inputId("contact")}>
        {def.label[lang]}
      </label>
      <select id={inputId("contact")} className="input input--short" value={value} onChange={(e) => onChange(e.target.value)}>
        {CONTACT.options.map((o) => (
          <option key={o} value={o}>
            {labels[o]![lang]}
            {o === "default" && byDefault !== undefined ? ` (${shown(byDefault)})` : ""}
          </option>
        ))}
      </select>
    </div>
  );
}

export function PageEdit({ id }: { id: number }) {
  const { t, lang } = useI18n();
  const pt = pageT(lang);
  const form = useContentForm("pages", id);
  const published = usePublished();
  const [stored, setStored] = useState<AdminPage | null>(null);
  const path = stored?.path ?? null;
  // A landing page (/lp/<slug>) has its own head fields and can be deleted.
  const landing = path !== null && isLandingPath(path);
  const navigate = useNavigate();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const remove = async () => {
    setConfirmDelete(false);
    try {
      await adminFetch("DELETE /api/admin/pages/:id", { params: { id }, ifMatch: form.meta?.etag ?? form.meta?.version });
      clearDraft(form.draftKey);
      navigate("/admin/pages", { replace: true });
    } catch (err) {
      setDeleteError(err instanceof Error ? err.message : String(err));
    }
  };
  // A change saved for review (PUT …/pending, decision 0054) is edited, published and discarded as one.
  const check = usePublishCheck(form, undefined, () =>
    form.meta?.pending ? form.review("publish").then((done) => (done ? id : null)) : form.save("published"),
  );
  useTitle(t("editItem", { what: t("what_pages") }));

  // The stored item's path and live state, read again after each save or restore (a new version):
  // whether the published copy is live or scheduled and whether the saved copy differs from it.
  const version = form.meta?.version;
  const readVersion = useRef<number | null>(null);
  useEffect(() => {
    if (version !== undefined && readVersion.current === version) return;
    let live = true;
    adminFetch("GET /api/admin/pages/:id", { params: { id } }).then(
      ({ data }) => {
        if (!live) return;
        readVersion.current = data.rowVersion;
        setStored(data);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [id, version]);

  const values = form.values;
  const blocks = (values?.blocks as Block[] | undefined) ?? [];
  const half = useMemo(() => (values ? pageHalfTranslated(values as { title: Bilingual; description: Bilingual; blocks: Block[] }) : []), [values]);
  const missingByBlock = useMemo(() => {
    const m = new Map<number, number>();
    for (const p of half) {
      const match = /^blocks\.(\d+)\./.exec(p);
      if (match) m.set(Number(match[1]), (m.get(Number(match[1])) ?? 0) + 1);
    }
    return m;
  }, [half]);

  /** A field path in words: "Block 2 · Hero › Picture › Alt text (English)". */
  const labelOf = (p: string): string => {
    const parts = p.split(".");
    const words: string[] = [];
    let i = 0;
    if (parts[0] === "blocks" && parts[1] !== undefined) {
      const n = Number(parts[1]);
      words.push(pt("blockN", { n: n + 1, label: blockLabel(blocks[n]?.type ?? "", lang) }));
      i = 2;
    }
    for (; i < parts.length; i++) {
      const k = parts[i]!;
      if (k === "zh" || k === "en") words[words.length - 1] += ` (${pt(k === "zh" ? "langZh" : "langEn")})`;
      else if (/^\d+$/.test(k)) words[words.length - 1] += ` ${Number(k) + 1}`;
      else words.push(i === 0 && Object.hasOwn(PAGE_FIELDS, k) ? PAGE_FIELDS[k as keyof typeof PAGE_FIELDS].label[lang] : fieldLabel(k, lang));
    }
    return words.join(" › ");
  };

  if (form.loadError) return <Notice tone="bad">{t("loadFailed", { msg: form.loadError.message })}</Notice>;
  if (!values) return <p role="status">{t("loading")}</p>;

  const publish = () => {
    const problems = publishProblems({ title: values.title as Bilingual, blocks });
    const blocking = problems.map((p) => {
      const where = p.block < 0 ? p.field : `blocks.${p.block}.${p.field.replace(/\[(\d+)\]/g, ".$1")}`;
      const l = where.endsWith(".zh") ? pt("langZh") : pt("langEn");
      const field = labelOf(where.replace(/\.(alt\.)?(zh|en)$/, ""));
      const msg =
        p.block < 0 ? pt("publishRefusedTitle", { lang: l }) : pt("publishRefused", { n: p.block + 1, label: blockLabel(p.type, lang), field, lang: l });
      return [where, msg] as const;
    });
    check.publish(Object.fromEntries(blocking), half);
  };

  return (
    <ContentNamesProvider value={published?.names ?? null}>
      <div className="page-edit">
        <EditorFrame
          form={form}
          values={values}
          back="/admin/pages"
          heading={
            <>
              {t("editItem", { what: t("what_pages") })}
              {path && (
                <>
                  {" "}
                  · <code>{path}</code>
                </>
              )}
            </>
          }
          publicPath={path}
          liveStatus={stored ? <PageLiveStatus item={stored} head /> : false}
          labelOf={labelOf}
          staleText={(at, by) => pt("conflict", { at, by })}
          check={check}
          notices={
            form.meta?.pending && (
              <Notice tone="info">
                <span className="badge badge--warn">{t("pendingBadge")}</span>{" "}
                {t("pendingNotice", { at: dateTime(form.meta.pending.at, lang), by: form.meta.pending.by ?? "?" })}{" "}
                <button type="button" className="btn btn--ghost" disabled={form.saving} onClick={() => void form.review("discard")}>
                  {t("discardChanges")}
                </button>
              </Notice>
            )
          }
          history={{ resource: "pages", id }}
        >
          <div className={`notice notice--${half.length ? "warn" : "good"} page-edit__missing`} role="status" id="missing-translations">
            <strong>{half.length ? pt("missingCount", { n: half.length }) : pt("missingNone")}</strong>
            {half.length > 0 && (
              <ul className="page-edit__missing-list">
                {half.slice(0, 8).map((p) => (
                  <li key={p}>
                    <a href={`#${inputId(p)}`}>{labelOf(p)}</a>
                  </li>
                ))}
                {half.length > 8 && <li>…</li>}
              </ul>
            )}
          </div>

          <div className="page-edit__cols">
            <form
              className="edit-form page-edit__form"
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                // A save keeps the published copy on the site (a draft never takes a page down); Publish replaces it.
                void (form.meta?.pending ? form.review("save") : form.save("draft"));
              }}
            >
              <BilingualField
                name="title"
                label={PAGE_FIELDS.title.label[lang]}
                value={values.title as Bilingual}
                errors={form.errors}
                onChange={(v) => form.change("title", v)}
              />
              <BilingualField
                name="description"
                label={PAGE_FIELDS.description.label[lang]}
                multiline
                value={values.description as Bilingual}
                errors={form.errors}
                onChange={(v) => form.change("description", v)}
              />
              <BlocksEditor path={path} value={blocks} errors={form.errors} missingByBlock={missingByBlock} onChange={(v) => form.change("blocks", v)} />
              <ContactSwitch path={path} value={String(values.contact ?? "default")} onChange={(v) => form.change("contact", v)} />
              {landing && (
                <LandingHeadFields
                  value={{
                    noindex: values.noindex === true,
                    sharePicture: (values.sharePicture as string | null) ?? null,
                    contactProduct: (values.contactProduct as string | null) ?? null,
                  }}
                  errors={form.errors}
                  onChange={(v) => {
                    form.change("noindex", v.noindex);
                    form.change("sharePicture", v.sharePicture);
                    form.change("contactProduct", v.contactProduct);
                  }}
                />
              )}
              <PublishAtField
                name="publishAt"
                label={PAGE_FIELDS.publishAt.label[lang]}
                value={(values.publishAt as string | null) ?? null}
                error={form.errors.publishAt}
                onChange={(v) => form.change("publishAt", v)}
              />
              {/* After it visitors get the page's seeded copy again (the server refuses one not after publishAt). */}
              <PublishAtField
                name="unpublishAt"
                label={PAGE_FIELDS.unpublishAt.label[lang]}
                hint={t(landing ? "landingUnpublishAtHint" : "pageUnpublishAtHint")}
                clearLabel={t("clearUnpublishAt")}
                value={(values.unpublishAt as string | null) ?? null}
                error={form.errors.unpublishAt}
                onChange={(v) => form.change("unpublishAt", v)}
              />
              <EditorActions
                form={form}
                values={values}
                onPublish={publish}
                end={
                  landing && (
                    <button type="button" className="btn btn--danger action-bar__end" onClick={() => setConfirmDelete(true)}>
                      {t("delete")}
                    </button>
                  )
                }
              />
              {/* The saved copy (or a change saved for review) on the real page, for someone who cannot sign in. */}
              <PreviewLinkPanel resource="pages" id={id} />
            </form>
            {path && (
              <PagePreview
                path={path}
                page={{ path, title: values.title as Bilingual, description: values.description as Bilingual, blocks }}
                published={published}
              />
            )}
          </div>
          {deleteError && <Notice tone="bad">{deleteError}</Notice>}
          <ConfirmDialog
            open={confirmDelete}
            title={t("delete")}
            text={t("landingDeleteText", { name: path ?? "" })}
            confirmLabel={t("confirmDelete")}
            onConfirm={() => void remove()}
            onCancel={() => setConfirmDelete(false)}
          />
        </EditorFrame>
      </div>
    </ContentNamesProvider>
  );
}
