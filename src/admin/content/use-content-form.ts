/**
 * The state of one content item's form: loading it (or a blank one), the local draft, saving with
 * If-Match, and what went wrong: the field a 400 names, or the 412 of a concurrent save (the user's
 * text stays in the form and in the draft; nothing is overwritten silently).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { isOpen } from "../../../common/content-types";
import type { ContentResource, ContentTypes, StaleInfo } from "../../../worker/schemas/admin-api";
import { type AdminError, adminFetch } from "../lib/admin-fetch";
import { clearDraft, draftKey, readDraft, writeDraft } from "../lib/drafts";
import { RESOURCES, fieldPaths } from "./resources";

export type Values = Record<string, unknown>;

export interface Meta {
  version: number;
  etag: string | null;
  updatedAt: string;
  updatedBy: string | null;
  /** The stored item is published (its changes can be saved for review). */
  published: boolean;
  /** A change saved for review waits (the form shows it), with when and by whom; null when none. */
  pending: { at: string; by: string | null } | null;
}

/** Values a resource's editor edits besides its described fields (a page's head: CONTRACT "Landing pages"). */
const PASSED: Partial<Record<ContentResource, readonly string[]>> = { pages: ["noindex", "sharePicture", "contactProduct"] };

/** The request body: the form's fields (publishAt among them) and status, blanks of nullable fields as null. */
function bodyOf(resource: ContentResource, values: Values): Values {
  const def = RESOURCES[resource];
  const body: Values = { status: values.status };
  for (const name of PASSED[resource] ?? []) if (values[name] !== undefined) body[name] = values[name];
  for (const f of def.fields) {
    const v = values[f.name];
    body[f.name] = (f.node.kind === "file" || f.node.kind === "datetime") && f.node.nullable && !v ? null : v;
  }
  return body;
}

/** The form's values from a stored item (only the fields the form edits). */
function valuesOf(resource: ContentResource, item: Values): Values {
  const def = RESOURCES[resource];
  const out: Values = { status: item.status };
  for (const name of PASSED[resource] ?? []) if (item[name] !== undefined) out[name] = item[name];
  for (const f of def.fields) out[f.name] = item[f.name] ?? def.blank()[f.name];
  return out;
}

export function useContentForm(resource: ContentResource, id: number | null) {
  const key = draftKey(resource, id);
  const [values, setValues] = useState<Values | null>(null);
  const [meta, setMeta] = useState<Meta | null>(null);
  const [loadError, setLoadError] = useState<Error | null>(null);
  const [draftAt, setDraftAt] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [stale, setStale] = useState<StaleInfo | null>(null);
  const [theirs, setTheirs] = useState<Values | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const server = useRef<Values | null>(null);

  const fetchItem = useCallback(async () => {
    const { data, etag } = await adminFetch(`GET /api/admin/${resource}/:id`, { params: { id: id! } });
    const meta = { version: data.rowVersion, etag, updatedAt: data.updatedAt, updatedBy: data.updatedBy, published: data.status === "published" };
    if (!data.pending) return { values: valuesOf(resource, data), meta: { ...meta, pending: null } };
    // A change waits for review: the form edits it, not the live version.
    const { data: pending } = await adminFetch(`GET /api/admin/${resource}/:id/pending`, { params: { id: id! } });
    return { values: valuesOf(resource, pending), meta: { ...meta, pending: { at: pending.pendingSavedAt, by: pending.pendingSavedBy } } };
  }, [resource, id]);

  useEffect(() => {
    let live = true;
    const start = id === null ? Promise.resolve({ values: RESOURCES[resource].blank(), meta: null }) : fetchItem();
    start.then(
      (loaded) => {
        if (!live) return;
        server.current = loaded.values;
        setMeta(loaded.meta);
        const draft = readDraft<Values>(key);
        if (draft) {
          setValues(draft.values);
          setDraftAt(draft.savedAt);
        } else setValues(loaded.values);
      },
      (err: Error) => live && setLoadError(err),
    );
    return () => {
      live = false;
    };
  }, [resource, id, key, fetchItem]);

  const change = useCallback(
    (name: string, value: unknown) => {
      setValues((prev) => {
        const next = { ...prev, [name]: value };
        writeDraft(key, next, meta?.version ?? null);
        return next;
      });
      setErrors((prev) => {
        if (!Object.keys(prev).some((p) => p === name || p.startsWith(`${name}.`))) return prev;
        return Object.fromEntries(Object.entries(prev).filter(([p]) => p !== name && !p.startsWith(`${name}.`)));
      });
      setSavedAt(null);
    },
    [key, meta],
  );

  const discardDraft = useCallback(() => {
    clearDraft(key);
    setDraftAt(null);
    if (server.current) setValues(server.current);
  }, [key]);

  /** Saves with `status`; resolves to the id saved, or null when the server refused. */
  const save = useCallback(
    async (status: string): Promise<number | null> => {
      if (!values) return null;
      const next = { ...values, status };
      setValues(next);
      writeDraft(key, next, meta?.version ?? null);
      setSaving(true);
      setFailure(null);
      setErrors({});
      try {
        // The form's values follow the content type's description; the server checks them with the same.
        const body = bodyOf(resource, next) as ContentTypes[ContentResource]["input"];
        const known = fieldPaths(RESOURCES[resource]);
        // A fixed set (pages) has no "new" screen: its items are only ever saved over.
        const { data } =
          id === null && isOpen(resource)
            ? await adminFetch(`POST /api/admin/${resource}`, { body: body as ContentTypes[typeof resource]["input"], fields: known })
            : await adminFetch(`PUT /api/admin/${resource}/:id`, { params: { id: id ?? 0 }, body, ifMatch: meta?.etag ?? meta?.version, fields: known });
        clearDraft(key);
        setDraftAt(null);
        setStale(null);
        setTheirs(null);
        server.current = next;
        setMeta((m) => ({
          version: data.version,
          etag: `"${data.version}"`,
          updatedAt: new Date().toISOString(),
          updatedBy: m?.updatedBy ?? null,
          published: status === "published",
          // A plain save decides at once; a change saved for review before it stays until published or discarded.
          pending: m?.pending ?? null,
        }));
        setSavedAt(Date.now());
        return data.id;
      } catch (err) {
        const e = err as AdminError;
        if (e.status === 412) setStale((e.data as StaleInfo | undefined) ?? { version: meta?.version ?? 0, updatedAt: "", updatedBy: null });
        else if (e.status === 400 && e.field) setErrors({ [e.field]: e.message });
        else setFailure(e.message);
        return null;
      } finally {
        setSaving(false);
      }
    },
    [values, resource, id, meta, key],
  );

  /**
   * Review before publish (decision 0054): the form saved as the item's pending change (visitors keep
   * the live version), that change published, or dropped. Resolves to true when the server took it.
   */
  const review = useCallback(
    async (step: "save" | "publish" | "discard"): Promise<boolean> => {
      if (!values || id === null) return false;
      setSaving(true);
      setFailure(null);
      setErrors({});
      try {
        const ifMatch = meta?.etag ?? meta?.version;
        if (step === "discard") {
          await adminFetch(`DELETE /api/admin/${resource}/:id/pending`, { params: { id } });
          clearDraft(key);
          const loaded = await fetchItem();
          server.current = loaded.values;
          setValues(loaded.values);
          setMeta(loaded.meta);
          setDraftAt(null);
          return true;
        }
        const body = bodyOf(resource, { ...values, status: "published" }) as ContentTypes[ContentResource]["input"];
        let { data } = await adminFetch(`PUT /api/admin/${resource}/:id/pending`, { params: { id }, body, ifMatch, fields: fieldPaths(RESOURCES[resource]) });
        if (step === "publish") ({ data } = await adminFetch(`POST /api/admin/${resource}/:id/publish`, { params: { id }, ifMatch: `"${data.rowVersion}"` }));
        clearDraft(key);
        setDraftAt(null);
        setStale(null);
        server.current = values;
        setMeta((m) => ({
          version: data.rowVersion,
          etag: `"${data.rowVersion}"`,
          updatedAt: m?.updatedAt ?? new Date().toISOString(),
          updatedBy: m?.updatedBy ?? null,
          published: true,
          pending: step === "save" ? { at: new Date().toISOString(), by: null } : null,
        }));
        setSavedAt(Date.now());
        return true;
      } catch (err) {
        const e = err as AdminError;
        if (e.status === 412) setStale((e.data as StaleInfo | undefined) ?? { version: meta?.version ?? 0, updatedAt: "", updatedBy: null });
        else if (e.status === 400 && e.field) setErrors({ [e.field]: e.message });
        else setFailure(e.message);
        return false;
      } finally {
        setSaving(false);
      }
    },
    [values, resource, id, meta, key, fetchItem],
  );

  /** After a 412: take the stored version's number and show its text; the form keeps the user's. */
  const loadTheirs = useCallback(async () => {
    const loaded = await fetchItem();
    setMeta(loaded.meta);
    setTheirs(loaded.values);
    setStale(null);
  }, [fetchItem]);

  /** After a restore: the stored item becomes the form (the local draft is dropped). */
  const reload = useCallback(async () => {
    const loaded = await fetchItem();
    clearDraft(key);
    server.current = loaded.values;
    setValues(loaded.values);
    setMeta(loaded.meta);
    setDraftAt(null);
    setStale(null);
    setTheirs(null);
    setErrors({});
  }, [fetchItem, key]);

  return {
    review,
    reload,
    values,
    meta,
    loadError,
    draftAt,
    errors,
    setErrors,
    stale,
    theirs,
    failure,
    saving,
    savedAt,
    change,
    save,
    discardDraft,
    loadTheirs,
    draftKey: key,
  };
}
