/** Sentences of the API envelope's `msg`, in both languages (CONTRACT "Envelope"). */
import type { Lang } from "../schemas/common.ts";
import { LAYOUT_MESSAGES } from "../../common/page-layouts.ts";

const MESSAGES = {
  ok: { zh: "ok", en: "ok" },
  required: { zh: "请填写{field}", en: "Please fill in {field}." },
  invalid: { zh: "{field}格式不正确", en: "{field} is not valid." },
  consentNotRecorded: { zh: "未记录", en: "not recorded" },
  consentRequired: { zh: "请阅读并勾选同意{field}", en: "Please read and agree to {field}." },
  notJson: { zh: "请求体不是有效的 JSON", en: "The request body is not valid JSON." },
  unsupportedType: { zh: "请使用 application/json 提交", en: "Please send the body as application/json." },
  tooLarge: { zh: "请求体过大（上限 16 KiB）", en: "The request body is too large (16 KiB at most)." },
  notFound: { zh: "请求的内容不存在", en: "The requested resource does not exist." },
  methodNotAllowed: { zh: "不支持该请求方法", en: "This method is not allowed here." },
  landingPathRule: {
    zh: "新页面的地址须为 /lp/<名称>，名称为 1-60 个小写字母、数字或连字符（-）",
    en: "A new page's address must be /lp/<name>, the name 1-60 lower-case letters, digits or hyphens (-).",
  },
  tooManyLandingPages: {
    zh: "活动页已达 {max} 个，请先删除不再使用的活动页",
    en: "There are {max} landing pages already: delete one no longer used first.",
  },
  pathTaken: { zh: "该地址已有页面", en: "A page already has this address." },
  seededPageKept: {
    zh: "网站路由的页面不能删除，只能编辑；只有活动页（/lp/…）可以删除",
    en: "A page of the site's routes cannot be deleted, only edited; only landing pages (/lp/…) can be deleted.",
  },
  tooMany: { zh: "提交过于频繁，请一分钟后再试", en: "Too many requests. Please try again in a minute." },
  unauthorized: { zh: "未授权，请提供有效的令牌", en: "Not authorised: a valid token is required." },
  roleForbidden: { zh: "你的角色无权使用此功能", en: "Your role may not use this." },
  forbidden: { zh: "请求必须来自管理后台本身的页面", en: "This request must come from the admin's own pages." },
  idempotencyConflict: {
    zh: "该 Idempotency-Key 已用于另一个请求",
    en: "This Idempotency-Key was already used for a different request.",
  },
  preconditionRequired: {
    zh: "保存需要 If-Match 请求头（你编辑的版本）",
    en: "Saving needs an If-Match header with the version you edited.",
  },
  notPublished: {
    zh: "该内容尚未发布：请直接保存草稿，发布前不会对访客显示",
    en: "This item is not published yet: save it as a draft; visitors do not see it until it is published.",
  },
  noPending: { zh: "没有待发布的更改", en: "There are no changes waiting to be published." },
  stale: {
    zh: "该内容已被 {by} 于 {at} 修改，请重新加载查看对方的修改后再保存",
    en: "Someone else ({by}) saved this item at {at}. Reload it to see their changes before saving yours.",
  },
  unsupportedUpload: {
    zh: "不支持该文件类型（支持 PDF、ZIP、7z、EXE、MSI、PNG、JPEG、WebP、AVIF、MP4、WebM，且扩展名须与内容一致）",
    en: "This file type is not accepted (PDF, ZIP, 7z, EXE, MSI, PNG, JPEG, WebP, AVIF, MP4, WebM, with a matching extension).",
  },
  uploadTooLarge: { zh: "文件过大（单次上传上限 100 MB，请分片上传）", en: "The file is too large (100 MB per request; upload it in parts)." },
  multipartTooLarge: { zh: "文件过大（上限 5 GB）", en: "The file is too large (5 GB at most)." },
  uploadKeyTaken: {
    zh: "已有另一个内容不同的文件使用此文件名和哈希，请改名后重新上传",
    en: "A different file already has this name and hash. Rename the file and upload it again.",
  },
  imageNotFound: {
    zh: "原图不存在，或不是已上传的位图（PNG、JPEG、WebP、AVIF）",
    en: "The original picture does not exist or is not an uploaded raster image (PNG, JPEG, WebP, AVIF).",
  },
  variantType: { zh: "图片变体须为 WebP 或 AVIF，且内容与 Content-Type 一致", en: "A picture variant must be WebP or AVIF, matching its Content-Type." },
  variantTooLarge: { zh: "图片变体过大（上限 8 MB）", en: "The picture variant is too large (8 MB at most)." },
  variantSize: {
    zh: "图片变体须宽 {w} 像素、比例与原图相同（原图 {ow}×{oh}），且窄于原图",
    en: "The picture variant must be {w} px wide, narrower than the original and in its proportions (original {ow}×{oh}).",
  },
  mediaInUse: {
    zh: "该文件正在使用中，不能删除：{where}。请先在这些地方换掉它",
    en: "This file is in use and cannot be deleted: {where}. Replace it there first.",
  },
  mediaKeptForRevision: {
    zh: "该文件只被历史版本用到，但在这些版本保留期间不能删除：{where}。恢复其中一个版本时需要它",
    en: "Only earlier versions use this file, and it cannot be deleted while they are kept: {where}. Restoring one of them needs it.",
  },
  adminTooLarge: { zh: "请求体过大（上限 512 KiB）", en: "The request body is too large (512 KiB at most)." },
  lengthRequired: { zh: "上传需要 Content-Length 请求头", en: "An upload needs a Content-Length header." },
  // A page's blocks it cannot show (common/page-layouts.ts).
  ...LAYOUT_MESSAGES,
  serverError: { zh: "服务器开小差了，请稍后再试", en: "Something went wrong on our side. Please try again later." },
} as const satisfies Record<string, Record<Lang, string>>;

export type MessageKey = keyof typeof MESSAGES;

/** Friendly names of request fields; unknown fields are named by their key. */
const FIELD_LABELS: Record<string, Record<Lang, string>> = {
  customerName: { zh: "姓名", en: "your name" },
  name: { zh: "姓名", en: "your name" },
  email: { zh: "邮箱", en: "email" },
  phone: { zh: "电话", en: "phone" },
  mobile: { zh: "手机", en: "mobile" },
  ac: { zh: "区号", en: "area code" },
  productId: { zh: "咨询产品", en: "product" },
  productName: { zh: "产品名称", en: "product name" },
  guestbook: { zh: "留言", en: "message" },
  company: { zh: "单位名称", en: "organisation" },
  landingPage: { zh: "着陆页", en: "landing page" },
  requirement: { zh: "需求", en: "requirement" },
  turnstileToken: { zh: "人机验证", en: "the bot check" },
  consent: { zh: "隐私政策", en: "the privacy policy" },
  privacyVersion: { zh: "隐私政策版本", en: "privacy policy version" },
  "cf-turnstile-response": { zh: "人机验证", en: "the bot check" },
};

/**
 * The localised sentence for `key`, with `{field}` filled in when given and `{name}`s from `vars`.
 * Values go in through a function: in a replacement string `$&`, `$'` and the like are patterns, and
 * a value (an Access e-mail, a field path) may hold them.
 */
export function message(lang: Lang, key: MessageKey, field?: string, vars: Record<string, string> = {}): string {
  let text: string = MESSAGES[key][lang];
  for (const [name, value] of Object.entries(vars)) text = text.replace(`{${name}}`, () => value);
  if (field === undefined) return text;
  const label = FIELD_LABELS[field]?.[lang];
  let named: string;
  if (lang === "zh") named = label ? `${label}（${field}）` : ` 参数 ${field} `;
  else named = label ? `${label} (${field})` : `the field "${field}"`;
  const sentence = text.replace("{field}", () => named).trim();
  return lang === "en" ? sentence.charAt(0).toUpperCase() + sentence.slice(1) : sentence;
}
