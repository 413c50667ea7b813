/**
 * The history of one item (or of the site settings): every saved version, who saved it, when, and what
 * changed; any version can be viewed as it was (read-only) and restored in one action after a
 * confirmation. Restoring makes that content current as a new version (the current one stays listed).
 * Generic: `item` names a content item (null: the site settings), each call is typed by its route
 * (worker/schemas/admin-requests.ts); the snapshot is shown field by field with the same labels the change summaries use (common/revision-summary.ts).
 * "Compare with current" shows what differs between a version and the current one (GET .../diff),
 * field by field, texts word by word (Chinese character by character) as removed and added words.
 */
import { useState } from "react";
import type { ContentResource, RevisionEntry } from "../../../worker/schemas/admin-api";
import { type FieldDiff, wordDiff } from "../../../common/revision-diff";
import { messageOf } from "../../../common/catalogue";
import { changesText, FIELD_LABELS, fieldLabel, languageLabel, namedLabel } from "../../../common/revision-summary";
import { blockLabel, fieldLabel as blockFieldLabel } from "../pages/page-messages";
import { Badge, type Tone } from "../components/badge";
import { ConfirmDialog } from "../components/confirm-dialog";
import { Notice } from "../components/notice";
import { useI18n } from "../i18n/admin-i18n";
import type { MessageKey } from "../i18n/admin-messages";
import { adminFetch } from "../lib/admin-fetch";
import { siteDateTime, siteTimeZone } from "../lib/site-time";
import { useLoad } from "../lib/use-load";

const VERB_TONE: Record<string, Tone> = {
  create: "info",
  update: "neutral",
  publish: "good",
  unpublish: "warn",
  schedule: "info",
  restore: "info",
  draft: "neutral",
};

/** Fields of a snapshot that are bookkeeping, not content. */
const HIDDEN = new Set(["id", "revisionId", "rowVersion", "at", "actor", "verb", "summary", "changes"]);

interface Props {
  /** The content item; null for the site settings. */
  item: { resource: ContentResource; id: number } | null;
  /** The version the form holds now (If-Match of a restore). */
  current: string | number | null;
  /** Changes whenever the item was saved, so the list reloads. */
  reloadKey: unknown;
  onRestored: () => Promise<void> | void;
}

function valueText(v: unknown): string {
  if (v === null || v === undefined || v === "") return "—";
  if (typeof v === "string") return v;
  return JSON.stringify(v, null, 2);
}

function SnapshotView({ item }: { item: Record<string, unknown> }) {
  const { lang, t } = useI18n();
  const rows: [string, unknown][] = [];
  for (const [key, value] of Object.entries(item)) {
    if (HIDDEN.has(key)) continue;
    const v = value as { zh?: unknown; en?: unknown } | null;
    if (v && typeof v === "object" && !Array.isArray(v) && "zh" in v && "en" in v && Object.keys(v).length === 2) {
      rows.push([`${key}.zh`, v.zh], [`${key}.en`, v.en]);
    } else if (key === "status") {
      rows.push([key, t(`status_${String(value)}` as MessageKey)]);
    } else if (key === "publishAt") {
      rows.push([key, value ? siteDateTime(String(value), lang) : ""]);
    } else rows.push([key, value]);
  }
  return (
    <dl className="snapshot">
      {rows.map(([path, value]) => (
        <div key={path} className="snapshot__row">
          <dt>{path === "status" ? t("statusLabel") : fieldLabel(path, lang)}</dt>
          <dd lang={path.endsWith(".zh") ? "zh-CN" : path.endsWith(".en") ? "en" : undefined}>{valueText(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

type Lang = "zh" | "en";

/** One name of a path segment: a field's label (a block's fields as the page editor names them), a list item's number. */
function segmentLabel(segment: string, lang: Lang, inBlock = false): string {
  if (/^\d+$/.test(segment)) return `#${Number(segment) + 1}`;
  return inBlock ? blockFieldLabel(segment, lang) : (messageOf(FIELD_LABELS, lang, segment) ?? segment);
}

/**
 * A diff path in the admin's words: "blocks.2.title" (zh) → "内容块 3（案例）› 标题（英文）", with the
 * block's name from the version compared (its type); a field without a label keeps its name.
 */
export function diffPathLabel(path: string, language: Lang | undefined, lang: Lang, snapshot: Record<string, unknown> | null): string {
  const [first = path, ...rest] = path.split(".");
  const parts: string[] = [];
  let inBlock = false;
  if (first === "blocks" && rest[0] !== undefined && /^\d+$/.test(rest[0])) {
    const index = Number(rest.shift());
    const block = (snapshot?.blocks as { type?: string }[] | undefined)?.[index];
    const name = block?.type ? blockLabel(block.type, lang) : "";
    const head = `${segmentLabel("blocks", lang)} ${index + 1}`;
    parts.push(name ? namedLabel(head, name, lang) : head);
    inBlock = true;
  } else parts.push(segmentLabel(first, lang));
  for (const segment of rest) parts.push(segmentLabel(segment, lang, inBlock));
  const label = parts.join(" › ");
  if (!language) return label;
  return languageLabel(label, language, lang);
}

/** A value before and after, removed and added words marked (with words for a screen reader). */
function DiffValue({ field }: { field: FieldDiff }) {
  const { t } = useI18n();
  const textOf = (v: unknown) => (v === null || v === undefined ? "" : typeof v === "string" ? v : JSON.stringify(v, null, 2));
  const parts = wordDiff(textOf(field.before), textOf(field.after));
  if (parts.length === 0) return <>—</>;
  return (
    <>
      {parts.map((p, i) =>
        p.kind === "same" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one comparison, never reordered
          <span key={i}>{p.text}</span>
        ) : p.kind === "removed" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one comparison, never reordered
          <del key={i} className="diff__del">
            <span className="visually-hidden">{t("d_removedStart")}</span>
            {p.text}
            <span className="visually-hidden">{t("d_removedEnd")}</span>
          </del>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one comparison, never reordered
          <ins key={i} className="diff__ins">
            <span className="visually-hidden">{t("d_addedStart")}</span>
            {p.text}
            <span className="visually-hidden">{t("d_addedEnd")}</span>
          </ins>
        ),
      )}
    </>
  );
}

function DiffView({ fields, snapshot }: { fields: FieldDiff[]; snapshot: Record<string, unknown> | null }) {
  const { lang, t } = useI18n();
  if (fields.length === 0) return <p>{t("d_same")}</p>;
  return (
    <dl className="snapshot diff">
      {fields.map((f) => (
        <div key={`${f.path}.${f.language ?? ""}`} className="snapshot__row">
          <dt>{f.path === "status" ? t("statusLabel") : diffPathLabel(f.path, f.language, lang, snapshot)}</dt>
          <dd lang={f.language === "zh" ? "zh-CN" : f.language === "en" ? "en" : undefined}>
            <DiffValue field={f} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * One save in a phrase: the verb says what happened (a restore with its version), the rest only what
 * else changed: "新建", not "新建 新建"; "恢复到版本 2 标题（中文）", not "恢复 恢复到版本 2".
 */
function ChangeText({ entry }: { entry: RevisionEntry }) {
  const { t, lang } = useI18n();
  const restoredFrom = entry.changes.restoredFrom;
  const rest = changesText(entry.changes, lang, siteTimeZone(), entry.verb);
  return (
    <>
      <Badge tone={VERB_TONE[entry.verb] ?? "neutral"}>
        {entry.verb === "restore" && restoredFrom !== undefined ? t("verb_restoreTo", { version: restoredFrom }) : t(`verb_${entry.verb}` as MessageKey)}
      </Badge>
      {rest && <> {rest}</>}
    </>
  );
}

/** The four revision calls of a content item or of the site settings. */
function revisionCalls(item: Props["item"]) {
  if (!item) {
    return {
      list: (signal: AbortSignal) => adminFetch("GET /api/admin/site-settings/revisions", { signal }),
      get: (revisionId: number) => adminFetch("GET /api/admin/site-settings/revisions/:revisionId", { params: { revisionId } }),
      diff: (revisionId: number) => adminFetch("GET /api/admin/site-settings/revisions/:revisionId/diff", { params: { revisionId } }),
      restore: (revisionId: number, ifMatch: string | number | null) =>
        adminFetch("POST /api/admin/site-settings/revisions/:revisionId/restore", { params: { revisionId }, ifMatch }),
    };
  }
  const { resource, id } = item;
  return {
    list: (signal: AbortSignal) => adminFetch(`GET /api/admin/${resource}/:id/revisions` as const, { params: { id }, signal }),
    get: (revisionId: number) => adminFetch(`GET /api/admin/${resource}/:id/revisions/:revisionId` as const, { params: { id, revisionId } }),
    diff: (revisionId: number) => adminFetch(`GET /api/admin/${resource}/:id/revisions/:revisionId/diff` as const, { params: { id, revisionId } }),
    restore: (revisionId: number, ifMatch: string | number | null) =>
      adminFetch(`POST /api/admin/${resource}/:id/revisions/:revisionId/restore` as const, { params: { id, revisionId }, ifMatch }),
  };
}

export function RevisionHistory({ item, current, reloadKey, onRestored }: Props) {
  const { t, lang } = useI18n();
  // A seeded item's revision 1 is written by the seed loader (seed/lib/statements.ts SEED_ACTOR).
  const actorName = (actor: string) => (actor === "seed" ? t("h_seedActor") : actor);
  const calls = revisionCalls(item);
  const list = useLoad((signal) => calls.list(signal).then((a) => a.data), [item?.resource, item?.id, reloadKey, lang]);
  const [viewing, setViewing] = useState<(Record<string, unknown> & { rowVersion: number }) | null>(null);
  const [comparing, setComparing] = useState<{ rowVersion: number; fields: FieldDiff[]; snapshot: Record<string, unknown> } | null>(null);
  const [confirm, setConfirm] = useState<RevisionEntry | null>(null);
  const [notice, setNotice] = useState<{ tone: "good" | "bad"; text: string } | null>(null);

  const view = async (r: RevisionEntry) => {
    try {
      const { data } = await calls.get(r.revisionId);
      setComparing(null);
      setViewing(data);
    } catch (err) {
      setNotice({ tone: "bad", text: (err as Error).message });
    }
  };
  const compare = async (r: RevisionEntry) => {
    try {
      const [diff, snapshot] = await Promise.all([calls.diff(r.revisionId), calls.get(r.revisionId)]);
      setViewing(null);
      setComparing({ rowVersion: r.rowVersion, fields: diff.data.fields, snapshot: snapshot.data });
    } catch (err) {
      setNotice({ tone: "bad", text: (err as Error).message });
    }
  };
  const restore = async (r: RevisionEntry) => {
    setConfirm(null);
    try {
      const { data } = await calls.restore(r.revisionId, current);
      setViewing(null);
      setComparing(null);
      await onRestored();
      setNotice({ tone: "good", text: t("h_restored", { version: r.rowVersion, current: data.rowVersion }) });
      list.reload();
    } catch (err) {
      setNotice({ tone: "bad", text: (err as Error).message });
    }
  };

  return (
    <section className="history" aria-labelledby="history-title">
      <h2 id="history-title">{t("history")}</h2>
      <p className="field__hint">{t("historyHint")}</p>
      {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
      {list.error && <Notice tone="bad">{t("loadFailed", { msg: list.error.message })}</Notice>}
      {list.data && list.data.length === 0 && <p>{t("historyEmpty")}</p>}
      {list.data && list.data.length > 0 && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to read its rows without a mouse (axe scrollable-region-focusable)
        <section className="table-wrap" tabIndex={0} aria-labelledby="history-title">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t("h_version")}</th>
                <th scope="col">{t("h_at")}</th>
                <th scope="col">{t("h_actor")}</th>
                <th scope="col">{t("h_change")}</th>
                <th scope="col">{t("actions")}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((r, i) => (
                <tr key={r.revisionId}>
                  <td>{r.rowVersion}</td>
                  <td className="history__at">{siteDateTime(r.at, lang)}</td>
                  <td>{actorName(r.actor)}</td>
                  <td>
                    <ChangeText entry={r} />
                  </td>
                  <td className="history__actions">
                    <button
                      type="button"
                      className="btn btn--quiet btn--small"
                      aria-label={t("h_viewLabel", { version: r.rowVersion })}
                      onClick={() => void view(r)}
                    >
                      {t("h_view")}
                    </button>
                    {i > 0 && (
                      <button
                        type="button"
                        className="btn btn--quiet btn--small"
                        aria-label={t("d_compareLabel", { version: r.rowVersion })}
                        onClick={() => void compare(r)}
                      >
                        {t("d_compare")}
                      </button>
                    )}
                    {i > 0 && (
                      <button
                        type="button"
                        className="btn btn--ghost btn--small"
                        aria-label={t("h_restoreLabel", { version: r.rowVersion })}
                        onClick={() => setConfirm(r)}
                      >
                        {t("h_restore")}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {viewing && (
        <section className="history__view" aria-labelledby="history-view-title">
          <div className="history__view-head">
            <h3 id="history-view-title">{t("h_viewing", { version: viewing.rowVersion })}</h3>
            <button type="button" className="btn btn--quiet btn--small" onClick={() => setViewing(null)}>
              {t("h_close")}
            </button>
          </div>
          <SnapshotView item={viewing} />
        </section>
      )}
      {comparing && (
        <section className="history__view" aria-labelledby="history-diff-title">
          <div className="history__view-head">
            <h3 id="history-diff-title">{t("d_title", { version: comparing.rowVersion })}</h3>
            <button type="button" className="btn btn--quiet btn--small" onClick={() => setComparing(null)}>
              {t("h_close")}
            </button>
          </div>
          <DiffView fields={comparing.fields} snapshot={comparing.snapshot} />
        </section>
      )}
      <ConfirmDialog
        open={confirm !== null}
        title={t("h_restoreTitle", { version: confirm?.rowVersion ?? "" })}
        text={confirm ? t("h_restoreText", { version: confirm.rowVersion, at: siteDateTime(confirm.at, lang), actor: actorName(confirm.actor) }) : ""}
        confirmLabel={t("h_restore")}
        tone="accent"
        onConfirm={() => confirm && void restore(confirm)}
        onCancel={() => setConfirm(null)}
      />
    </section>
  );
}
