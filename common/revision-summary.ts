/**
 * What a content revision changed, in the admin's words (docs/decisions/0039): the Worker diffs the
 * item as it was against the item as saved (`diffItems`), stores the result with the revision and the
 * audit entry, and says it as a sentence in the request's language (`changesText`). Field names are the
 * admin API's; their labels are the admin form's.
 */
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
export const FIELD_LABELS: Record<string, { zh: string; en: string }> = {
  title: { zh: "标题", en: "Title" },
  subtitle: { zh: "副标题", en: "Subtitle" },
  content: { zh: "正文", en: "Body" },
  tab: { zh: "栏目", en: "Section" },
  coverPath: { zh: "封面图片", en: "Cover image" },
  effectiveTime: { zh: "发布时间", en: "Publication time" },
  order: { zh: "排序", en: "Order" },
  type: { zh: "类型", en: "Type" },
  mediaPath: { zh: "图片或视频", en: "Image or video" },
  posterPath: { zh: "视频封面", en: "Video poster" },
  jumpToUrl: { zh: "跳转链接", en: "Link" },
  bigHeadline: { zh: "大标题", en: "Headline" },
  description: { zh: "描述", en: "Description" },
  buttonLabel: { zh: "按钮文字", en: "Button label" },
  kind: { zh: "类别", en: "Kind" },
  name: { zh: "名称", en: "Name" },
  version: { zh: "版本", en: "Version" },
  fileKey: { zh: "文件", en: "File" },
  summary: { zh: "摘要", en: "Summary" },
  intro: { zh: "简介", en: "Introduction" },
  videoPath: { zh: "视频文件", en: "Video file" },
  releasedAt: { zh: "发布日期", en: "Release date" },
  publishAt: { zh: "定时发布", en: "Scheduled for" },
  unpublishAt: { zh: "定时下线", en: "Unpublish at" },
  path: { zh: "路径", en: "Path" },
  blocks: { zh: "内容块", en: "Blocks" },
  brandName: { zh: "品牌名称", en: "Brand name" },
  hotline: { zh: "热线", en: "Hotline" },
  contactPerson: { zh: "联系人", en: "Contact person" },
  phone: { zh: "电话", en: "Phone" },
  whatsapp: { zh: "WhatsApp", en: "WhatsApp" },
  email: { zh: "电子邮箱", en: "E-mail" },
  saasUrl: { zh: "SaaS 平台链接", en: "SaaS platform link" },
  qrPath: { zh: "二维码图片", en: "QR code image" },
  facts: { zh: "公司数据", en: "Company figures" },
  privacyPolicy: { zh: "隐私政策", en: "Privacy policy" },
  icpNumber: { zh: "ICP 备案号", en: "ICP filing number" },
  psbNumber: { zh: "公安备案号", en: "Public security filing number" },
  psbCode: { zh: "公安备案编码", en: "Public security record code" },
  baiduVerification: { zh: "百度站点验证", en: "Baidu site verification" },
  defaultAreaCode: { zh: "默认区号", en: "Default area code" },
};

const STATUS_LABELS: Record<string, { zh: string; en: string }> = {
  draft: { zh: "草稿", en: "draft" },
  published: { zh: "已发布", en: "published" },
};

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
  const label = FIELD_LABELS[name]?.[lang] ?? name;
  if (!l) return label;
  return lang === "zh" ? `${label}（${l === "zh" ? "中文" : "英文"}）` : `${label} (${l})`;
}

/** When a time in the sentence is, in the site's zone. */
function timeText(iso: string | null, lang: Lang, timeZone: string): string {
  if (!iso) return lang === "zh" ? "无" : "none";
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
  const zh = lang === "zh";
  const parts: string[] = [];
  if (c.created && verb !== "create") parts.push(zh ? "新建" : "created");
  if (c.restoredFrom !== undefined && verb !== "restore") parts.push(zh ? `恢复到版本 ${c.restoredFrom}` : `restored version ${c.restoredFrom}`);
  const fields = c.fields ?? [];
  if (fields.length) parts.push(fields.map((f) => fieldLabel(f, lang)).join(zh ? "、" : ", "));
  if (c.status && !STATUS_VERBS.has(verb ?? "")) {
    const [a, b] = c.status.map((s) => STATUS_LABELS[s]?.[lang] ?? s);
    parts.push(zh ? `状态：${a} → ${b}` : `status: ${a} → ${b}`);
  }
  if (c.publishAt) {
    const [a, b] = c.publishAt.map((t) => timeText(t, lang, timeZone));
    if (verb === "schedule") parts.push(zh ? `时间：${b}` : `for ${b}`);
    else parts.push(zh ? `定时发布：${a} → ${b}` : `scheduled for: ${a} → ${b}`);
  }
  if (parts.length === 0) return verb && verb !== "update" ? "" : zh ? "未改动内容" : "no changes to the content";
  return parts.join(zh ? "；" : "; ");
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
