/**
 * Where each stored file is used (the media library, docs/decisions/0055): computed from the content
 * itself every time, never from a list kept beside it. One walk over every content resource's rows
 * (base and language rows, whatever columns they have: the copy being edited, a page's published
 * copy, Markdown bodies, page blocks JSON) and the site settings. A column is named by the field its
 * content-type description puts there (ContentSpec.columnFields); a column no description names
 * (a copy waiting for review, a published_* copy) is named after the field it mirrors, else itself.
 */
import type { Bilingual } from "../../common/content-types/define.ts";
import { CONTENT_TYPES } from "../../common/content-types/index.ts";
import type { Lang } from "../../common/languages.ts";
import { BLOCK_LABELS } from "../../common/page-layouts.ts";
import type { BlockType } from "../../common/page-blocks.ts";
import type { Db } from "../db/db.ts";
import type { MediaUse } from "../schemas/admin-api.ts";
import { CONTENT_SPECS, type ColumnField, type ContentSpec, keyOfPath, type Row } from "./content-specs.ts";

export type { MediaUse };

/** Site settings columns that hold a file, as the settings screen labels them. */
const SITE_FIELDS: Record<string, { field: string; label: Bilingual }> = {
  qr_path: { field: "qrPath", label: { zh: "二维码图片", en: "QR code image" } },
};

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
  for (const spec of Object.values(CONTENT_SPECS)) await contentUses(db, spec, wanted, lang, add);
  await siteUses(db, wanted, lang, add);
  return uses;
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
  const kind = type && type in BLOCK_LABELS ? BLOCK_LABELS[type as BlockType][lang] : type;
  return lang === "zh" ? `区块 ${index + 1}${kind ? ` · ${kind}` : ""}` : `Block ${index + 1}${kind ? ` · ${kind}` : ""}`;
}

type Add = (key: string, use: MediaUse) => void;

async function contentUses(db: Db, spec: ContentSpec, wanted: ReadonlySet<string>, lang: Lang, add: Add): Promise<void> {
  const title = spec.columnFields.find((f) => f.field === CONTENT_TYPES[spec.resource].titleField)?.column ?? "title";
  const [{ results: base }, { results: texts }] = await db.batch<Row>([db.prepare(`SELECT * FROM ${spec.table}`), db.prepare(`SELECT * FROM ${spec.i18n}`)]);
  const titles = new Map<number, Partial<Record<Lang, string>>>();
  for (const t of texts) {
    const id = Number(t[spec.fk]);
    titles.set(id, { ...titles.get(id), [String(t.language) as Lang]: String(t[title] ?? "") });
  }
  const keyFields = new Set(spec.columnFields.filter((f) => f.holdsKey).map((f) => f.field));
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
      const top = found.at.split(".")[0] ?? "";
      const field = spec.columnFields.find((f) => f.field === top);
      add(found.key, {
        kind: spec.resource,
        id: row.item_id,
        label: labels.get(row.item_id) ?? `#${row.item_id}`,
        field: `pending.${found.at}`,
        fieldLabel: `${PENDING_LABEL[lang]} · ${field ? fieldLabelOf(spec, field, top, found.at.slice(top.length + 1), pendingValue(row.input, top), lang) : top}`,
        editor: `/admin/${spec.resource}/${row.item_id}`,
      });
    }
  }
}

const PENDING_LABEL: Record<Lang, string> = { zh: "待审核的更改", en: "Change under review" };

/** One top-level field of a pending change, as the JSON text fieldLabelOf reads a page's blocks from. */
function pendingValue(input: string, field: string): string {
  try {
    return JSON.stringify((JSON.parse(input) as Record<string, unknown>)[field] ?? null);
  } catch {
    return "";
  }
}

async function siteUses(db: Db, wanted: ReadonlySet<string>, lang: Lang, add: Add): Promise<void> {
  const { results } = await db.prepare(`SELECT * FROM site_settings`).all<Row>();
  const label = lang === "zh" ? "站点设置" : "Site settings";
  for (const row of results) {
    for (const [column, value] of Object.entries(row)) {
      if (typeof value !== "string" || SKIPPED.has(column)) continue;
      for (const found of keysIn(value, false, new Set())) {
        if (!wanted.has(found.key)) continue;
        const known = SITE_FIELDS[column];
        const name = known?.field ?? camel(column);
        add(found.key, {
          kind: "site-settings",
          id: null,
          label,
          field: found.at ? `${name}.${found.at}` : name,
          fieldLabel: known?.label[lang] ?? name,
          editor: "/admin/settings",
        });
      }
    }
  }
}
