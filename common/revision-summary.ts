/**
 * What a content revision changed, in the admin's words (docs/decisions/0039): the Worker diffs the
 * item as it was against the item as saved (`diffItems`), stores the result with the revision and the
 * audit entry, and says it as a sentence in the request's language (`changesText`). Field names are the
 * admin API's; their labels are the admin form's.
 */
import { defineMessages, format, messageOf } from "./catalogue.ts";

export type Lang = "zh" | "en";

export interface RevisionChanges {
  /** Changed fields; a bilingual field changed in one language is `name.zh` / `name.en`. */
  fields: string[];
  /** Status before and after, when it changed. */
  status?: [string, string];
  /** Scheduled time before and after (null: none), when it changed. */
  publishAt?: [string | null, string | null];
  /** The revision's item version this save brought back (a restore). */
  restoredFrom?: number;
  /** The first revision of a new item. */
  created?: boolean;
}

/**
 * `draft`: a save of an item whose published copy stays on the site whatever the status of the copy being
 * edited (a page, content-specs `onPublish`): nothing left the site, so it is no unpublish.
 */
export type RevisionVerb = "create" | "update" | "publish" | "unpublish" | "schedule" | "restore" | "draft";

/** Labels of the admin form's fields, both languages (src/admin/i18n messages f_* and s_*). */
export const FIELD_LABELS = defineMessages(
  {
    title: "标题",
    subtitle: "副标题",
    content: "正文",
    tab: "栏目",
    coverPath: "封面图片",
    effectiveTime: "发布时间",
    order: "排序",
    type: "类型",
    mediaPath: "图片或视频",
    posterPath: "视频封面",
    jumpToUrl: "跳转链接",
    bigHeadline: "大标题",
    description: "描述",
    buttonLabel: "按钮文字",
    kind: "类别",
    name: "名称",
    version: "版本",
    fileKey: "文件",
    summary: "摘要",
    intro: "简介",
    videoPath: "视频文件",
    releasedAt: "发布日期",
    publishAt: "定时发布",
    unpublishAt: "定时下线",
    path: "路径",
    blocks: "内容块",
    brandName: "品牌名称",
    hotline: "热线",
    contactPerson: "联系人",
    phone: "电话",
    whatsapp: "WhatsApp",
    email: "电子邮箱",
    saasUrl: "SaaS 平台链接",
    qrPath: "二维码图片",
    facts: "公司数据",
    privacyPolicy: "隐私政策",
    icpNumber: "ICP 备案号",
    psbNumber: "公安备案号",
    psbCode: "公安备案编码",
    baiduVerification: "百度站点验证",
    defaultAreaCode: "默认区号",
  },
  {
    title: "Title",
    subtitle: "Subtitle",
    content: "Body",
    tab: "Section",
    coverPath: "Cover image",
    effectiveTime: "Publication time",
    order: "Order",
    type: "Type",
    mediaPath: "Image or video",
    posterPath: "Video poster",
    jumpToUrl: "Link",
    bigHeadline: "Headline",
    description: "Description",
    buttonLabel: "Button label",
    kind: "Kind",
    name: "Name",
    version: "Version",
    fileKey: "File",
    summary: "Summary",
    intro: "Introduction",
    videoPath: "Video file",
    releasedAt: "Release date",
    publishAt: "Scheduled for",
    unpublishAt: "Unpublish at",
    path: "Path",
    blocks: "Blocks",
    brandName: "Brand name",
    hotline: "Hotline",
    contactPerson: "Contact person",
    phone: "Phone",
    whatsapp: "WhatsApp",
    email: "E-mail",
    saasUrl: "SaaS platform link",
    qrPath: "QR code image",
    facts: "Company figures",
    privacyPolicy: "Privacy policy",
    icpNumber: "ICP filing number",
    psbNumber: "Public security filing number",
    psbCode: "Public security record code",
    baiduVerification: "Baidu site verification",
    defaultAreaCode: "Default area code",
  },
);

const STATUS_LABELS = defineMessages(
  {
    draft: "草稿",
    published: "已发布",
  },
  {
    draft: "draft",
    published: "published",
  },
);

/** How the parts of a summary are put together in each language. */
const SUMMARY = defineMessages(
  {
    named: "{label}（{name}）",
    zh: "中文",
    en: "英文",
    none: "无",
    created: "新建",
    restored: "恢复到版本 {n}",
    listSeparator: "、",
    partSeparator: "；",
    status: "状态：{from} → {to}",
    scheduledFor: "时间：{at}",
    scheduleChanged: "定时发布：{from} → {to}",
    unchanged: "未改动内容",
  },
  {
    named: "{label} ({name})",
    zh: "zh",
    en: "en",
    none: "none",
    created: "created",
    restored: "restored version {n}",
    listSeparator: ", ",
    partSeparator: "; ",
    status: "status: {from} → {to}",
    scheduledFor: "for {at}",
    scheduleChanged: "scheduled for: {from} → {to}",
    unchanged: "no changes to the content",
  },
);

/** "标题（中文）" / "Title (zh)": a label with what it names more closely (a language, a block's type). */
export const namedLabel = (label: string, name: string, lang: Lang): string => format(SUMMARY[lang].named, { label, name });

/** A label of one language's text: "标题（中文）" / "Title (zh)". */
export const languageLabel = (label: string, language: Lang, lang: Lang): string => namedLabel(label, SUMMARY[lang][language], lang);

/** Facts the Worker derives on save (from the file, the clock): never an editor's change. */
const DERIVED = new Set([
  "id",
  "rowVersion",
  "updatedAt",
  "updatedBy",
  "status",
  "publishAt",
  "size",
  "fileName",
  "fileUrl",
  "durationSeconds",
  "views",
  "uploadedAt",
  "privacyVersion",
]);

type Item = Record<string, unknown>;

const isBilingual = (v: unknown): v is { zh: unknown; en: unknown } =>
  typeof v === "object" && v !== null && !Array.isArray(v) && Object.keys(v).length === 2 && "zh" in v && "en" in v;

/** The stored item without the version bookkeeping the revision row carries itself (worker/db/revisions.ts, the seed's revision 1). */
export function snapshotOf(item: Item): Item {
  // A page's `live` and `hasDraftChanges`, and any item's `pending`, describe the stored copies, not the saved content.
  const { rowVersion: _v, updatedAt: _a, updatedBy: _b, privacyVersion: _p, live: _l, hasDraftChanges: _d, pending: _q, ...rest } = item;
  return rest;
}

/** What `next` changes against `prev` (null: a new item). */
export function diffItems(prev: Item | null, next: Item): RevisionChanges {
  if (!prev) return { fields: [], created: true };
  const fields: string[] = [];
  for (const key of new Set([...Object.keys(prev), ...Object.keys(next)])) {
    if (DERIVED.has(key)) continue;
    const a = prev[key];
    const b = next[key];
    if (isBilingual(a) && isBilingual(b)) {
      for (const l of ["zh", "en"] as const) if (JSON.stringify(a[l]) !== JSON.stringify(b[l])) fields.push(`${key}.${l}`);
    } else if (JSON.stringify(a ?? null) !== JSON.stringify(b ?? null)) fields.push(key);
  }
  const out: RevisionChanges = { fields };
  if (prev.status !== next.status) out.status = [String(prev.status ?? ""), String(next.status ?? "")];
  const [pa, pb] = [(prev.publishAt as string | null | undefined) ?? null, (next.publishAt as string | null | undefined) ?? null];
  if (pa !== pb) out.publishAt = [pa, pb];
  return out;
}

/**
 * The one word for a save: a publish, unpublish or schedule is told apart from a plain edit.
 * `keepsPublished`: the item's published copy stays live until the next publish (a page), so a save of
 * its copy as a draft is "draft", never "unpublish".
 */
export function verbOf(changes: RevisionChanges, next: Item, now = Date.now(), keepsPublished = false): RevisionVerb {
  if (changes.created) return "create";
  if (changes.restoredFrom !== undefined) return "restore";
  if (keepsPublished && next.status === "draft") return "draft";
  const scheduled = next.status === "published" && typeof next.publishAt === "string" && Date.parse(next.publishAt) > now;
  if (scheduled && (changes.status || changes.publishAt)) return "schedule";
  if (changes.status?.[1] === "published") return "publish";
  if (changes.status?.[0] === "published") return "unpublish";
  return "update";
}

/** A field path as the admin names it: "标题（中文）" / "Title (zh)". */
export function fieldLabel(path: string, lang: Lang): string {
  const [name = path, l] = path.split(".");
  const label = messageOf(FIELD_LABELS, lang, name) ?? name;
  if (!l) return label;
  return languageLabel(label, l === "zh" ? "zh" : "en", lang);
}

/** When a time in the sentence is, in the site's zone. */
function timeText(iso: string | null, lang: Lang, timeZone: string): string {
  if (!iso) return SUMMARY[lang].none;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(lang === "zh" ? "zh-CN" : "en-GB", { dateStyle: "medium", timeStyle: "short", timeZone }).format(d);
}

/** Verbs that already say what happened to the status (and a schedule its time): the line does not repeat it. */
const STATUS_VERBS = new Set(["publish", "unpublish", "schedule", "draft"]);

/**
 * What the save changed besides what its verb says, as one line: "标题（中文）、正文（英文）" / "Title (zh),
 * Body (en)"; a plain edit's status change too ("状态：已发布 → 草稿"). Next to the verb ("新建", "恢复到版本 2",
 * "发布") nothing is said twice: a creation or a publish that changed nothing else is "" (a plain edit
 * that changed nothing: "未改动内容"). Without `verb` (older callers) everything is said.
 */
export function changesText(c: RevisionChanges, lang: Lang, timeZone = "Asia/Shanghai", verb?: string): string {
  const words = SUMMARY[lang];
  const parts: string[] = [];
  if (c.created && verb !== "create") parts.push(words.created);
  if (c.restoredFrom !== undefined && verb !== "restore") parts.push(format(words.restored, { n: c.restoredFrom }));
  const fields = c.fields ?? [];
  if (fields.length) parts.push(fields.map((f) => fieldLabel(f, lang)).join(words.listSeparator));
  if (c.status && !STATUS_VERBS.has(verb ?? "")) {
    const [from = "", to = ""] = c.status.map((s) => messageOf(STATUS_LABELS, lang, s) ?? s);
    parts.push(format(words.status, { from, to }));
  }
  if (c.publishAt) {
    const [from = "", at = ""] = c.publishAt.map((t) => timeText(t, lang, timeZone));
    parts.push(verb === "schedule" ? format(words.scheduledFor, { at }) : format(words.scheduleChanged, { from, to: at }));
  }
  if (parts.length === 0) return verb && verb !== "update" ? "" : words.unchanged;
  return parts.join(words.partSeparator);
}

/** The item's name: its title, headline or name in `lang` (the other language when blank). */
export function titleOf(item: Item | null | undefined): { zh: string; en: string } | null {
  if (!item) return null;
  for (const key of ["title", "bigHeadline", "name"]) {
    const v = item[key];
    if (isBilingual(v)) return { zh: String(v.zh ?? ""), en: String(v.en ?? "") };
  }
  return null;
}
