/**
 * Where each stored file is used (the media library, docs/decisions/0055): computed from the content
 * itself every time, never from a list kept beside it. One walk over every content resource's rows
 * (base and language rows, whatever columns they have: the copy being edited, a page's published
 * copy, Markdown bodies, page blocks JSON) and the site settings. A column is named by the field its
 * content-type description puts there (ContentSpec.columnFields); a column no description names
 * (a copy waiting for review, a published_* copy) is named after the field it mirrors, else itself.
 */
import { defineMessages, format } from "../../common/catalogue.ts";
import { CONTENT_TYPES } from "../../common/content-types/index.ts";
import type { Lang } from "../../common/languages.ts";
import { blockLabel } from "../../common/page-layouts.ts";
import type { Db } from "../db/db.ts";
import { fileUrl } from "../lib/file-name.ts";
import type { MediaUse } from "../schemas/admin-api.ts";
import { CONTENT_SPECS, type ColumnField, type ContentSpec, keyOfPath, type Row } from "./content-specs.ts";

export type { MediaUse };

/** How a use is named: where it is, the site settings' file fields as the settings screen labels them. */
const WORDS = defineMessages(
  {
    site: "站点设置",
    revision: "历史版本",
    pending: "待审核的更改",
    block: "区块 {n}",
    qrPath: "二维码图片",
  },
  {
    site: "Site settings",
    revision: "Earlier version",
    pending: "Change under review",
    block: "Block {n}",
    qrPath: "QR code image",
  },
);

/** Site settings columns that hold a file, by the field they are in the API (named in WORDS). */
const SITE_FIELDS: Record<string, "qrPath"> = { qr_path: "qrPath" };
const siteFieldLabel = (field: string, lang: Lang): string | undefined =>
  Object.values(SITE_FIELDS).includes(field as "qrPath") ? WORDS[lang][field as "qrPath"] : undefined;

/** Bookkeeping columns: never a file, not walked. */
const SKIPPED = new Set(["id", "language", "row_version", "updated_at", "updated_by", "published", "published_at", "published_by", "created_at"]);

/** Every /files/ path in a text (a path column, Markdown, HTML, JSON). */
const FILE_PATH = /\/files\/[^\s"'()<>\\]+/g;

const camel = (column: string) => column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

interface Found {
  key: string;
  /** The path inside the column's value (JSON), "" for the value itself. */
  at: string;
}

/** The R2 keys a stored value names: itself (a key column), or every /files/ path in it, JSON walked. */
function keysIn(value: string, holdsKey: boolean, keyFields: ReadonlySet<string>): Found[] {
  if (holdsKey) return value ? [{ key: value, at: "" }] : [];
  if (!value.includes("/files/") && keyFields.size === 0) return [];
  const first = value.trimStart()[0];
  if (first === "[" || first === "{") {
    try {
      const out: Found[] = [];
      walk(JSON.parse(value) as unknown, "", "", keyFields, out);
      return out;
    } catch {
      // not JSON: searched as text below
    }
  }
  return fromText(value, "");
}

function fromText(text: string, at: string): Found[] {
  return [...text.matchAll(FILE_PATH)]
    .map((m) => keyOfPath(m[0]))
    .filter((k): k is string => k !== null)
    .map((key) => ({ key, at }));
}

function walk(value: unknown, at: string, name: string, keyFields: ReadonlySet<string>, out: Found[]): void {
  if (typeof value === "string") {
    if (keyFields.has(name) && value && !value.startsWith("/")) out.push({ key: value, at });
    else out.push(...fromText(value, at));
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => {
      walk(v, at ? `${at}.${i}` : String(i), name, keyFields, out);
    });
  } else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) walk(v, at ? `${at}.${k}` : k, k, keyFields, out);
  }
}

/** Where each of `keys` is used (every key present, [] when nowhere), labelled in `lang`. */
export async function mediaUses(db: Db, keys: readonly string[], lang: Lang): Promise<Map<string, MediaUse[]>> {
  const wanted = new Set(keys);
  const uses = new Map<string, MediaUse[]>(keys.map((k) => [k, []]));
  if (wanted.size === 0) return uses;
  const add = (key: string, use: MediaUse) => {
    const list = uses.get(key);
    if (list && !list.some((u) => u.kind === use.kind && u.id === use.id && u.field === use.field)) list.push(use);
  };
  const usedIn = (key: string, kind: MediaUse["kind"], id: number | null) => uses.get(key)?.some((u) => u.kind === kind && u.id === id) ?? false;
  const revisions = await revisionsNaming(db, wanted);
  for (const spec of Object.values(CONTENT_SPECS)) {
    const labels = await contentUses(db, spec, wanted, lang, add);
    revisionUses(spec, revisions.get(spec.resource) ?? [], labels, lang, usedIn, add);
  }
  await siteUses(db, wanted, lang, add);
  siteRevisionUses(revisions.get(SITE_RESOURCE) ?? [], lang, usedIn, add);
  return uses;
}

const SITE_RESOURCE = "site-settings";

/** A kept revision that is, for some of the wanted keys (`keys`), the newest of its item naming them. */
interface RevisionHit {
  id: number;
  itemId: number;
  snapshot: string;
  keys: string[];
}

/**
 * The revisions that name a wanted file, grouped by resource: per item and file only the newest one.
 * One query however many keys (a page of the list): each key is looked for as itself (a key field,
 * an unencoded path) and as its /files/ path when that is spelled otherwise (percent-encoded).
 */
async function revisionsNaming(db: Db, wanted: ReadonlySet<string>): Promise<Map<string, RevisionHit[]>> {
  const keyOf = new Map<string, string>();
  for (const key of wanted) {
    keyOf.set(key, key);
    const path = fileUrl(key);
    if (!path.includes(key)) keyOf.set(path, key);
  }
  const { results } = await db
    .prepare(
      `WITH newest AS (
         SELECT w.value AS needle, MAX(r.id) AS id
         FROM json_each(?1) AS w JOIN content_revisions AS r ON instr(r.snapshot, w.value) > 0
         GROUP BY w.value, r.resource, r.item_id
       )
       SELECT r.id, r.resource, r.item_id, r.snapshot, json_group_array(n.needle) AS needles
       FROM newest AS n JOIN content_revisions AS r ON r.id = n.id
       GROUP BY r.id`,
    )
    .bind(JSON.stringify([...keyOf.keys()]))
    .all<{ id: number; resource: string; item_id: number; snapshot: string; needles: string }>();
  const byResource = new Map<string, RevisionHit[]>();
  for (const r of results) {
    const keys = [...new Set((JSON.parse(r.needles) as string[]).map((n) => keyOf.get(n)).filter((k): k is string => k !== undefined))];
    const list = byResource.get(r.resource) ?? [];
    list.push({ id: r.id, itemId: r.item_id, snapshot: r.snapshot, keys });
    byResource.set(r.resource, list);
  }
  return byResource;
}

/**
 * Where in a revision's snapshot (the item by API field names) each of its keys is, for the keys its
 * item does not use itself; a key the text holds in no field (found by the query only) as the whole
 * snapshot (`at` ""), so a file a kept version may need is never taken as unused.
 */
function revisionFinds(
  rev: RevisionHit,
  keyFields: ReadonlySet<string>,
  usedIn: (key: string, kind: MediaUse["kind"], id: number | null) => boolean,
  kind: MediaUse["kind"],
  id: number | null,
  described: (field: string) => boolean,
): Found[] {
  const open = new Set(rev.keys.filter((k) => !usedIn(k, kind, id)));
  if (open.size === 0) return [];
  const all = keysIn(rev.snapshot, false, keyFields).filter((f) => open.has(f.key));
  // A field the item view derives (a download's fileUrl from its fileKey) only when no described field names the key.
  const inDescribed = new Set(all.filter((f) => described(topOf(f.at))).map((f) => f.key));
  const found = all.filter((f) => described(topOf(f.at)) || !inDescribed.has(f.key));
  const placed = new Set(found.map((f) => f.key));
  return [...found, ...[...open].filter((k) => !placed.has(k)).map((key) => ({ key, at: "" }))];
}

/** The revision uses of one content resource, labelled as the pending changes are, after "earlier version". */
function revisionUses(
  spec: ContentSpec,
  hits: readonly RevisionHit[],
  labels: ReadonlyMap<number, string>,
  lang: Lang,
  usedIn: (key: string, kind: MediaUse["kind"], id: number | null) => boolean,
  add: Add,
): void {
  if (hits.length === 0) return;
  const keyFields = keyFieldsOf(spec);
  for (const rev of hits) {
    for (const found of revisionFinds(rev, keyFields, usedIn, spec.resource, rev.itemId, (f) => spec.columnFields.some((c) => c.field === f))) {
      add(found.key, {
        kind: spec.resource,
        id: rev.itemId,
        label: labels.get(rev.itemId) ?? `#${rev.itemId}`,
        field: found.at ? `revision.${rev.id}.${found.at}` : `revision.${rev.id}`,
        fieldLabel: found.at ? `${WORDS[lang].revision} · ${apiFieldLabel(spec, rev.snapshot, found.at, lang)}` : WORDS[lang].revision,
        editor: `/admin/${spec.resource}/${rev.itemId}`,
      });
    }
  }
}

/** The site settings' revision uses (one record: kept under item 1, labelled as the settings screen labels its fields). */
function siteRevisionUses(
  hits: readonly RevisionHit[],
  lang: Lang,
  usedIn: (key: string, kind: MediaUse["kind"], id: number | null) => boolean,
  add: Add,
): void {
  for (const rev of hits) {
    for (const found of revisionFinds(rev, new Set(), usedIn, SITE_RESOURCE, null, () => true)) {
      const top = topOf(found.at);
      add(found.key, {
        kind: SITE_RESOURCE,
        id: null,
        label: WORDS[lang].site,
        field: found.at ? `revision.${rev.id}.${found.at}` : `revision.${rev.id}`,
        fieldLabel: found.at ? `${WORDS[lang].revision} · ${siteFieldLabel(top, lang) ?? top}` : WORDS[lang].revision,
        editor: "/admin/settings",
      });
    }
  }
}

/** A column's described field: its own, the one a published_* copy mirrors, else the column itself. */
function fieldOf(spec: ContentSpec, column: string): ColumnField | null {
  const own = spec.columnFields.find((f) => f.column === column);
  if (own) return own;
  const mirrored = column.startsWith("published_") ? spec.columnFields.find((f) => f.column === column.slice("published_".length)) : undefined;
  return mirrored ?? null;
}

/** The editor's words for where in a field: a page block by its place and kind. */
function fieldLabelOf(spec: ContentSpec, field: ColumnField | null, column: string, at: string, value: string, lang: Lang): string {
  const name = field ? field.label[lang] : camel(column);
  if (spec.resource !== "pages" || field?.field !== "blocks" || !at) return name;
  const index = Number(at.split(".")[0]);
  let type: string | undefined;
  try {
    type = (JSON.parse(value) as { type?: string }[])[index]?.type;
  } catch {
    type = undefined;
  }
  const kind = type ? blockLabel(type, lang) : type;
  return `${format(WORDS[lang].block, { n: index + 1 })}${kind ? ` · ${kind}` : ""}`;
}

type Add = (key: string, use: MediaUse) => void;

const topOf = (at: string) => at.split(".")[0] ?? "";

/** The fields whose value is a bare R2 key (a software's fileKey), by API field name. */
const keyFieldsOf = (spec: ContentSpec) => new Set(spec.columnFields.filter((f) => f.holdsKey).map((f) => f.field));

/**
 * The editor's words for a place in an item as the admin API shows it (a change saved for review, a
 * revision's snapshot): `at` a path such as coverPath, content.en or blocks.1.image.src.
 */
function apiFieldLabel(spec: ContentSpec, json: string, at: string, lang: Lang): string {
  const top = topOf(at);
  const field = spec.columnFields.find((f) => f.field === top);
  return field ? fieldLabelOf(spec, field, top, at.slice(top.length + 1), fieldJson(json, top), lang) : top;
}

/** Item uses of the rows and the pending changes of one resource; answers the items' labels. */
async function contentUses(db: Db, spec: ContentSpec, wanted: ReadonlySet<string>, lang: Lang, add: Add): Promise<Map<number, string>> {
  const title = spec.columnFields.find((f) => f.field === CONTENT_TYPES[spec.resource].titleField)?.column ?? "title";
  const [{ results: base }, { results: texts }] = await db.batch<Row>([db.prepare(`SELECT * FROM ${spec.table}`), db.prepare(`SELECT * FROM ${spec.i18n}`)]);
  const titles = new Map<number, Partial<Record<Lang, string>>>();
  for (const t of texts) {
    const id = Number(t[spec.fk]);
    titles.set(id, { ...titles.get(id), [String(t.language) as Lang]: String(t[title] ?? "") });
  }
  const keyFields = keyFieldsOf(spec);
  const labelOf = (row: Row) => {
    const id = Number(row.id);
    const named = titles.get(id)?.[lang] || titles.get(id)?.[lang === "zh" ? "en" : "zh"] || `#${id}`;
    return spec.resource === "pages" && row.path ? `${String(row.path)} · ${named}` : named;
  };
  const scan = (row: Row, id: number, label: string) => {
    for (const [column, value] of Object.entries(row)) {
      if (typeof value !== "string" || SKIPPED.has(column) || column === spec.fk) continue;
      const field = fieldOf(spec, column);
      for (const found of keysIn(value, field?.holdsKey ?? false, keyFields)) {
        if (!wanted.has(found.key)) continue;
        const name = field?.field ?? camel(column);
        add(found.key, {
          kind: spec.resource,
          id,
          label,
          field: found.at ? `${name}.${found.at}` : name,
          fieldLabel: fieldLabelOf(spec, field, column, found.at, value, lang),
          editor: `/admin/${spec.resource}/${id}`,
        });
      }
    }
  };
  const labels = new Map<number, string>();
  for (const row of base) {
    const label = labelOf(row);
    labels.set(Number(row.id), label);
    scan(row, Number(row.id), label);
  }
  for (const t of texts) {
    const id = Number(t[spec.fk]);
    scan(t, id, labels.get(id) ?? `#${id}`);
  }
  // A change saved for review (content_pending, decision 0054): the admin's request body, by API field names.
  const { results: pending } = await db
    .prepare("SELECT item_id, input FROM content_pending WHERE resource = ?1")
    .bind(spec.resource)
    .all<{ item_id: number; input: string }>();
  for (const row of pending) {
    for (const found of keysIn(row.input, false, keyFields)) {
      if (!wanted.has(found.key)) continue;
      add(found.key, {
        kind: spec.resource,
        id: row.item_id,
        label: labels.get(row.item_id) ?? `#${row.item_id}`,
        field: `pending.${found.at}`,
        fieldLabel: `${WORDS[lang].pending} · ${apiFieldLabel(spec, row.input, found.at, lang)}`,
        editor: `/admin/${spec.resource}/${row.item_id}`,
      });
    }
  }
  return labels;
}

/** One top-level field of an item's JSON (a pending change, a snapshot), as the text fieldLabelOf reads a page's blocks from. */
function fieldJson(item: string, field: string): string {
  try {
    return JSON.stringify((JSON.parse(item) as Record<string, unknown>)[field] ?? null);
  } catch {
    return "";
  }
}

async function siteUses(db: Db, wanted: ReadonlySet<string>, lang: Lang, add: Add): Promise<void> {
  const { results } = await db.prepare(`SELECT * FROM site_settings`).all<Row>();
  const label = WORDS[lang].site;
  for (const row of results) {
    for (const [column, value] of Object.entries(row)) {
      if (typeof value !== "string" || SKIPPED.has(column)) continue;
      for (const found of keysIn(value, false, new Set())) {
        if (!wanted.has(found.key)) continue;
        const known = SITE_FIELDS[column];
        const name = known ?? camel(column);
        add(found.key, {
          kind: "site-settings",
          id: null,
          label,
          field: found.at ? `${name}.${found.at}` : name,
          fieldLabel: (known && WORDS[lang][known]) ?? name,
          editor: "/admin/settings",
        });
      }
    }
  }
}
