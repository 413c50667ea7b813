// Turns seed content into idempotent statements. Content the admin edits (settings, banners, news,
// software, videos, update logs) is inserted only when its row is absent, so a seed run fills a fresh
// database and never reverts what staff saved. Products (not edited in the admin) are upserts, which
// only write when a value differs. Leads, visits and clicks are never touched.
import { LANGS, type Lang, keyOfPath, referencedKeys, type SeedContent } from "./content.ts";
import { contentTypeOf, type SeedFile } from "./seed-files.ts";
import { publicFileName } from "../../worker/lib/file-name.ts";
import { mp4DurationSeconds } from "./mp4-duration.ts";
import { renderMarkdown } from "../../common/markdown.ts";
import { pageVars } from "../../common/page-vars.ts";
import type { ContentResource } from "../../common/content-types/index.ts";
import { diffItems, snapshotOf } from "../../common/revision-summary.ts";
import { CONTENT_SPECS } from "../../worker/admin/content-specs.ts";
import { pageCopyDoc, pageDocs, pageSeedDoc, type PageText, type SearchResource, upsertDoc } from "../../common/search-docs.ts";

export type SqlValue = string | number | null;
export interface Statement {
  sql: string;
  params: SqlValue[];
}

interface UpsertOptions {
  /** Column set to "now" whenever the row changes. */
  touch?: string;
  /** Columns written on insert only (the site updates them afterwards, e.g. view counters). */
  keep?: string[];
}

/** Admin resource and id column of each content table, for the deletions staff made. */
const DELETABLE: Record<string, [resource: string, idColumn: string]> = {
  banners: ["banners", "id"],
  banner_i18n: ["banners", "banner_id"],
  news: ["news", "id"],
  news_i18n: ["news", "news_id"],
  software: ["software", "id"],
  software_i18n: ["software", "software_id"],
  videos: ["videos", "id"],
  video_i18n: ["videos", "video_id"],
  update_logs: ["update-logs", "id"],
  update_log_i18n: ["update-logs", "update_log_id"],
  pages: ["pages", "id"],
  page_i18n: ["pages", "page_id"],
};

/**
 * INSERT that leaves an existing row (same keys) exactly as it is, and never brings back an item
 * staff deleted in the admin (deleted_content).
 */
function insertIfAbsent(table: string, row: Record<string, SqlValue>, keys: string[]): Statement {
  const cols = Object.keys(row);
  const params = cols.map((c) => row[c]);
  const deletable = DELETABLE[table];
  if (!deletable) {
    return {
      sql: `INSERT INTO ${table} (${cols.join(", ")}) VALUES (${cols.map(() => "?").join(", ")}) ON CONFLICT (${keys.join(", ")}) DO NOTHING`,
      params,
    };
  }
  const [resource, idColumn] = deletable;
  return {
    sql:
      `INSERT INTO ${table} (${cols.join(", ")}) SELECT ${cols.map(() => "?").join(", ")} ` +
      `WHERE NOT EXISTS (SELECT 1 FROM deleted_content WHERE resource = '${resource}' AND id = ?) ` +
      `ON CONFLICT (${keys.join(", ")}) DO NOTHING`,
    params: [...params, row[idColumn]!],
  };
}

function upsert(table: string, row: Record<string, SqlValue>, keys: string[], opts: UpsertOptions = {}): Statement {
  const { touch, keep = [] } = opts;
  const cols = Object.keys(row);
  const rest = cols.filter((c) => !keys.includes(c) && !keep.includes(c));
  const set = rest.map((c) => `${c} = excluded.${c}`);
  if (touch) set.push(`${touch} = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`);
  const changed = rest.map((c) => `${table}.${c} IS NOT excluded.${c}`).join(" OR ");
  return {
    sql:
      `INSERT INTO ${table} (${cols.join(", ")}) VALUES (${cols.map(() => "?").join(", ")}) ` +
      `ON CONFLICT (${keys.join(", ")}) DO UPDATE SET ${set.join(", ")} WHERE ${changed}`,
    params: cols.map((c) => row[c]),
  };
}

/**
 * An item's language row, then its search document as that row has it (indexed only while the stored
 * row is published and still holds this text: staff edits keep the index their save wrote).
 */
function i18nRow(
  out: Statement[],
  seeded: SeededItems,
  resource: SearchResource,
  table: string,
  fk: string,
  id: number,
  lang: Lang,
  texts: Record<string, SqlValue>,
) {
  out.push(insertIfAbsent(table, { [fk]: id, language: lang, ...texts }, [fk, "language"]));
  out.push(upsertDoc(resource, id, lang, texts));
  seeded.text(resource, id, lang, texts);
}

/**
 * A seeded item's content is its revision 1 (docs/decisions/0052): the item as the admin API shows it
 * when the seed has just written it (its content type's own row mapping, worker/admin/content-specs.ts),
 * so a seeded page's original can be restored after edits. Written once per item: not when the item
 * has a revision 1 already (its own, or one the admin wrote when it created the item), nor for an item
 * staff deleted; an environment seeded before gets it on its next seed run, and no edit changes.
 */
class SeededItems {
  readonly #items = new Map<string, { resource: ContentResource; base: Record<string, SqlValue>; texts: Record<string, SqlValue> }>();

  #item(resource: ContentResource, id: number) {
    const key = `${resource} ${id}`;
    const item = this.#items.get(key) ?? { resource, base: { id }, texts: {} };
    this.#items.set(key, item);
    return item;
  }

  base(resource: ContentResource, base: Record<string, SqlValue>) {
    Object.assign(this.#item(resource, Number(base.id)).base, base);
  }

  text(resource: ContentResource, id: number, lang: Lang, texts: Record<string, SqlValue>) {
    const item = this.#item(resource, id);
    for (const [column, value] of Object.entries(texts)) item.texts[`${lang}_${column}`] = value;
  }

  revisions(): Statement[] {
    return [...this.#items.values()].map(({ resource, base, texts }) => {
      const spec = CONTENT_SPECS[resource];
      // The row as stored: the migrations' defaults, the seeded columns, both languages' columns.
      const row = { row_version: 1, updated_by: null, publish_at: null, published: 1, ...base, ...texts };
      const snapshot = snapshotOf(spec.toItem(row) as Record<string, unknown>);
      return {
        sql:
          "INSERT INTO content_revisions (resource, item_id, row_version, at, actor, action, changes, snapshot) " +
          `SELECT ?, ?, 1, ?, ?, 'create', ?, ? WHERE EXISTS (SELECT 1 FROM ${spec.table} WHERE id = ?) ` +
          "AND NOT EXISTS (SELECT 1 FROM content_revisions WHERE resource = ? AND item_id = ? AND row_version = 1)",
        params: [
          resource,
          base.id!,
          base.updated_at ?? null,
          SEED_ACTOR,
          JSON.stringify(diffItems(null, snapshot)),
          JSON.stringify(snapshot),
          base.id!,
          resource,
          base.id!,
        ],
      };
    });
  }
}

/** Who wrote a seeded item's revision 1. */
export const SEED_ACTOR = "seed";

/**
 * All upserts for the seed content; `files` supplies real sizes and video durations, `pages` the
 * built pages' text for the site search (scripts/prerender.ts; none before a build).
 */
export function seedStatements(c: SeedContent, files: Map<string, SeedFile>, pages: PageText[] = []): Statement[] {
  const out: Statement[] = [];
  // "Last saved" in the admin: an item's own date where it has one, else the time it was seeded
  // (the migration's column default is only a placeholder for rows that existed before it).
  const seededAt = new Date().toISOString();
  const file = (key: string) => {
    const f = files.get(key);
    if (!f) throw new Error(`no seed file loaded for ${key}`);
    return f;
  };
  for (const lang of LANGS) {
    const s = c.site[lang];
    const policy = { privacy_md: c.privacy[lang], privacy_html: renderMarkdown(c.privacy[lang]), privacy_version: s.privacyVersion };
    const row = {
      language: lang,
      brand_name: s.brandName,
      hotline: s.hotline,
      contact_person: s.contactPerson,
      phone: s.phone,
      whatsapp: s.whatsapp,
      email: s.email,
      saas_url: s.saasUrl,
      qr_path: s.qrPath,
      facts_json: JSON.stringify(s.facts),
      ...policy,
      icp_number: s.icpNumber,
      psb_number: s.psbNumber,
      psb_code: s.psbCode,
      baidu_verification: s.baiduVerification,
      default_area_code: s.defaultAreaCode,
    };
    const legal = { legal_name: s.legalName, address: s.address, licence_number: s.licenceNumber, certifications_json: JSON.stringify(s.certifications) };
    const insert = insertIfAbsent("site_settings", { ...row, ...legal }, ["language"]);
    // Rows stored before the figures had keys get the seed's keyed figures once; a row whose figures
    // carry keys (seeded since, or saved in the admin) is never touched.
    out.push({
      sql:
        `${insert.sql.replace(/ DO NOTHING$/, "")} DO UPDATE SET facts_json = excluded.facts_json, ` +
        `updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE site_settings.facts_json NOT LIKE '%"key"%'`,
      params: insert.params,
    });
    // Rows stored before the policy existed (migration 0012) get the seed's once; staff's text stays.
    out.push({
      sql: "UPDATE site_settings SET privacy_md = ?, privacy_html = ?, privacy_version = ? WHERE language = ? AND privacy_md = ''",
      params: [policy.privacy_md, policy.privacy_html, policy.privacy_version, lang],
    });
    // Rows stored before the legal details existed (migration 0022) and never saved in the admin get
    // the seed's once; a record staff saved keeps what they entered, blanks included.
    out.push({
      sql:
        "UPDATE site_settings SET legal_name = ?, address = ?, licence_number = ?, certifications_json = ? " +
        "WHERE language = ? AND updated_by IS NULL AND legal_name = '' AND address = '' AND licence_number = '' AND certifications_json = '[]'",
      params: [legal.legal_name, legal.address, legal.licence_number, legal.certifications_json, lang],
    });
  }
  const seeded = new SeededItems();
  for (const b of c.banners) {
    const base = {
      id: b.id,
      sort_order: b.sortOrder,
      bg_type: b.bgType,
      bg_path: b.bgPath,
      poster_path: b.posterPath,
      jump_to_url: b.jumpToUrl,
      published: 1,
      updated_at: seededAt,
    };
    out.push(insertIfAbsent("banners", base, ["id"]));
    for (const lang of LANGS) {
      const t = b[lang];
      const texts = { big_headline: t.bigHeadline, subtitle: t.subtitle, description: t.description, button_labels: t.buttonLabels };
      out.push(insertIfAbsent("banner_i18n", { banner_id: b.id, language: lang, ...texts }, ["banner_id", "language"]));
      seeded.text("banners", b.id, lang, texts);
    }
    seeded.base("banners", base);
  }
  for (const n of c.news) {
    const base = { id: n.id, tab: n.tab, cover_path: n.coverPath, effective_time: n.effectiveTime, published: 1, updated_at: n.effectiveTime };
    out.push(insertIfAbsent("news", base, ["id"]));
    seeded.base("news", base);
    for (const lang of LANGS) {
      const t = n[lang];
      i18nRow(out, seeded, "news", "news_i18n", "news_id", n.id, lang, {
        title: t.title,
        subtitle: t.subtitle,
        content: renderMarkdown(t.content),
        content_md: t.content,
      });
    }
  }
  for (const p of c.products) {
    out.push(upsert("products", { id: p.id, sort_order: p.sortOrder }, ["id"]));
    for (const lang of LANGS) out.push(upsert("product_i18n", { product_id: p.id, language: lang, name: p[lang].name }, ["product_id", "language"]));
  }
  for (const s of c.software) {
    const base = {
      id: s.id,
      kind: s.kind,
      version: s.version,
      size: file(s.r2Key).size,
      r2_key: s.r2Key,
      updated_at: s.updatedAt,
      sort_order: s.sortOrder,
      published: 1,
    };
    out.push(insertIfAbsent("software", base, ["id"]));
    seeded.base("software", base);
    for (const lang of LANGS) {
      const t = s[lang];
      i18nRow(out, seeded, "software", "software_i18n", "software_id", s.id, lang, {
        name: t.name,
        summary: t.summary,
        description: renderMarkdown(t.description),
        description_md: t.description,
      });
      // The requirements (migration 0022) go on a row that states none and that staff never saved.
      const r = s.requirements?.[lang];
      if (r) {
        // Part of the item as seeded, so its revision 1 has them too.
        seeded.text("software", s.id, lang, {
          requirements_os: r.os ?? "",
          requirements_cpu: r.cpu ?? "",
          requirements_memory: r.memory ?? "",
          requirements_disk: r.disk ?? "",
          requirements_graphics: r.graphics ?? "",
        });
        out.push({
          sql:
            "UPDATE software_i18n SET requirements_os = ?, requirements_cpu = ?, requirements_memory = ?, requirements_disk = ?, requirements_graphics = ? " +
            "WHERE software_id = ? AND language = ? AND requirements_os = '' AND requirements_cpu = '' AND requirements_memory = '' " +
            "AND requirements_disk = '' AND requirements_graphics = '' AND (SELECT updated_by FROM software WHERE id = ?) IS NULL",
          params: [r.os ?? "", r.cpu ?? "", r.memory ?? "", r.disk ?? "", r.graphics ?? "", s.id, lang, s.id],
        });
      }
    }
  }
  for (const v of c.videos) {
    // Written once: the site counts real views on top of the seed value, staff edit the rest.
    const base = {
      id: v.id,
      duration_seconds: mp4DurationSeconds(file(keyOfPath(v.videoPath)).bytes),
      views: v.views,
      uploaded_at: v.uploadedAt,
      cover_path: v.coverPath,
      video_path: v.videoPath,
      sort_order: v.sortOrder,
      published: 1,
      updated_at: v.uploadedAt,
    };
    out.push(insertIfAbsent("videos", base, ["id"]));
    seeded.base("videos", base);
    for (const lang of LANGS) i18nRow(out, seeded, "videos", "video_i18n", "video_id", v.id, lang, { title: v[lang].title, intro: v[lang].intro });
  }
  for (const u of c.updateLogs) {
    const base = { id: u.id, version: u.version, released_at: u.releasedAt, updated_at: u.releasedAt };
    out.push(insertIfAbsent("update_logs", base, ["id"]));
    seeded.base("update-logs", base);
    for (const lang of LANGS) {
      i18nRow(out, seeded, "update-logs", "update_log_i18n", "update_log_id", u.id, lang, {
        title: u[lang].title,
        content: renderMarkdown(u[lang].content),
        content_md: u[lang].content,
      });
    }
  }
  out.push(...pageStatements(c.pages, seededAt, seeded));
  // A page's copy is searched as published: the seeded copy while it is the published one (a page
  // staff published keeps the documents their publish wrote); the build's text only for pages that
  // are no `pages` item.
  for (const p of c.pages) {
    for (const lang of LANGS) {
      const copy = { page: { path: p.path }, lang, blocksJson: JSON.stringify(p.blocks), title: p.title[lang], vars: pageVars(c.site[lang]) };
      out.push(pageCopyDoc(copy));
      // The seeded copy again, found once a published copy's unpublish time has passed.
      out.push(pageSeedDoc(copy));
    }
  }
  out.push(...pageDocs(pages));
  out.push(...seeded.revisions());
  out.push(...mediaStatements(c, files, seededAt));
  return out;
}

/**
 * The media library's row of every file the seed puts (docs/decisions/0055): named as the site
 * serves it, its size when the file is loaded. Absent rows only: a file staff deleted in the library
 * keeps its row (deleted_at) and stays out of it.
 */
function mediaStatements(c: SeedContent, files: Map<string, SeedFile>, seededAt: string): Statement[] {
  return referencedKeys(c).map((key) => ({
    sql: "INSERT INTO media_files (key, name, size, content_type, uploaded_at, uploaded_by) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (key) DO NOTHING",
    params: [key, publicFileName(key), files.get(key)?.size ?? null, contentTypeOf(key), seededAt, SEED_ACTOR],
  }));
}

/**
 * Content pages (decision 0040): the seeded copy is both what staff start editing and what visitors
 * see until a publish; a page staff saved keeps their copy (inserted only when absent).
 */
export function pageStatements(pages: SeedContent["pages"], seededAt = new Date().toISOString(), seeded = new SeededItems()): Statement[] {
  const out: Statement[] = [];
  for (const p of pages) {
    const blocks = JSON.stringify(p.blocks);
    const base = { id: p.id, path: p.path, blocks, published_blocks: blocks, published: 1, updated_at: seededAt };
    out.push(insertIfAbsent("pages", { ...base, seed_blocks: blocks }, ["id"]));
    // The seeded copy a page shows again after its unpublish time (migration 0026): as stored on
    // insert; a page stored before it had the column gets it once.
    out.push({ sql: "UPDATE pages SET seed_blocks = ? WHERE id = ? AND seed_blocks IS NULL", params: [blocks, p.id] });
    seeded.base("pages", base);
    for (const lang of LANGS) {
      const texts = { title: p.title[lang], description: p.description[lang], published_title: p.title[lang], published_description: p.description[lang] };
      const seedTexts = { seed_title: p.title[lang], seed_description: p.description[lang] };
      out.push(insertIfAbsent("page_i18n", { page_id: p.id, language: lang, ...texts, ...seedTexts }, ["page_id", "language"]));
      out.push({
        sql: "UPDATE page_i18n SET seed_title = ?, seed_description = ? WHERE page_id = ? AND language = ? AND seed_title IS NULL",
        params: [seedTexts.seed_title, seedTexts.seed_description, p.id, lang],
      });
      seeded.text("pages", p.id, lang, texts);
    }
  }
  return out;
}

/** A statement with its parameters inlined as SQL literals (for `wrangler d1 execute --file`). */
export function inlineStatement(s: Statement): string {
  let i = 0;
  const inlined = s.sql.replace(/\?/g, () => {
    const v = s.params[i++];
    if (v === null) return "NULL";
    if (typeof v === "number") return String(v);
    return `'${v.replace(/'/g, "''")}'`;
  });
  return `${inlined};`;
}
