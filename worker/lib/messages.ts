/** Sentences of the API envelope's `msg`, in both languages (CONTRACT "Envelope"). */
import type { Lang } from "../schemas/common.ts";
import { defineMessages, format, messageOf } from "../../common/catalogue.ts";
import { LAYOUT_MESSAGES } from "../../common/page-layouts.ts";

const MESSAGES = defineMessages(
  {
    ok: "ok",
    required: "请填写{field}",
    invalid: "{field}格式不正确",
    consentNotRecorded: "未记录",
    consentRequired: "请阅读并勾选同意{field}",
    notJson: "请求体不是有效的 JSON",
    unsupportedType: "请使用 application/json 提交",
    tooLarge: "请求体过大（上限 16 KiB）",
    notFound: "请求的内容不存在",
    methodNotAllowed: "不支持该请求方法",
    landingPathRule: "新页面的地址须为 /lp/<名称>，名称为 1-60 个小写字母、数字或连字符（-）",
    tooManyLandingPages: "活动页已达 {max} 个，请先删除不再使用的活动页",
    pathTaken: "该地址已有页面",
    seededPageKept: "网站路由的页面不能删除，只能编辑；只有活动页（/lp/…）可以删除",
    tooMany: "提交过于频繁，请一分钟后再试",
    unauthorized: "未授权，请提供有效的令牌",
    roleForbidden: "你的角色无权使用此功能",
    forbidden: "请求必须来自管理后台本身的页面",
    idempotencyConflict: "该 Idempotency-Key 已用于另一个请求",
    preconditionRequired: "保存需要 If-Match 请求头（你编辑的版本）",
    notPublished: "该内容尚未发布：请直接保存草稿，发布前不会对访客显示",
    noPending: "没有待发布的更改",
    stale: "该内容已被 {by} 于 {at} 修改，请重新加载查看对方的修改后再保存",
    unsupportedUpload: "不支持该文件类型（支持 PDF、ZIP、7z、EXE、MSI、PNG、JPEG、WebP、AVIF、MP4、WebM，且扩展名须与内容一致）",
    uploadTooLarge: "文件过大（单次上传上限 100 MB，请分片上传）",
    multipartTooLarge: "文件过大（上限 5 GB）",
    uploadKeyTaken: "已有另一个内容不同的文件使用此文件名和哈希，请改名后重新上传",
    imageNotFound: "原图不存在，或不是已上传的位图（PNG、JPEG、WebP、AVIF）",
    variantType: "图片变体须为 WebP 或 AVIF，且内容与 Content-Type 一致",
    variantTooLarge: "图片变体过大（上限 8 MB）",
    variantSize: "图片变体须宽 {w} 像素、比例与原图相同（原图 {ow}×{oh}），且窄于原图",
    mediaInUse: "该文件正在使用中，不能删除：{where}。请先在这些地方换掉它",
    mediaKeptForRevision: "该文件只被历史版本用到，但在这些版本保留期间不能删除：{where}。恢复其中一个版本时需要它",
    adminTooLarge: "请求体过大（上限 512 KiB）",
    lengthRequired: "上传需要 Content-Length 请求头",
    // A page's blocks it cannot show (common/page-layouts.ts).
    ...LAYOUT_MESSAGES.zh,
    serverError: "服务器开小差了，请稍后再试",
  },
  {
    ok: "ok",
    required: "Please fill in {field}.",
    invalid: "{field} is not valid.",
    consentNotRecorded: "not recorded",
    consentRequired: "Please read and agree to {field}.",
    notJson: "The request body is not valid JSON.",
    unsupportedType: "Please send the body as application/json.",
    tooLarge: "The request body is too large (16 KiB at most).",
    notFound: "The requested resource does not exist.",
    methodNotAllowed: "This method is not allowed here.",
    landingPathRule: "A new page's address must be /lp/<name>, the name 1-60 lower-case letters, digits or hyphens (-).",
    tooManyLandingPages: "There are {max} landing pages already: delete one no longer used first.",
    pathTaken: "A page already has this address.",
    seededPageKept: "A page of the site's routes cannot be deleted, only edited; only landing pages (/lp/…) can be deleted.",
    tooMany: "Too many requests. Please try again in a minute.",
    unauthorized: "Not authorised: a valid token is required.",
    roleForbidden: "Your role may not use this.",
    forbidden: "This request must come from the admin's own pages.",
    idempotencyConflict: "This Idempotency-Key was already used for a different request.",
    preconditionRequired: "Saving needs an If-Match header with the version you edited.",
    notPublished: "This item is not published yet: save it as a draft; visitors do not see it until it is published.",
    noPending: "There are no changes waiting to be published.",
    stale: "Someone else ({by}) saved this item at {at}. Reload it to see their changes before saving yours.",
    unsupportedUpload: "This file type is not accepted (PDF, ZIP, 7z, EXE, MSI, PNG, JPEG, WebP, AVIF, MP4, WebM, with a matching extension).",
    uploadTooLarge: "The file is too large (100 MB per request; upload it in parts).",
    multipartTooLarge: "The file is too large (5 GB at most).",
    uploadKeyTaken: "A different file already has this name and hash. Rename the file and upload it again.",
    imageNotFound: "The original picture does not exist or is not an uploaded raster image (PNG, JPEG, WebP, AVIF).",
    variantType: "A picture variant must be WebP or AVIF, matching its Content-Type.",
    variantTooLarge: "The picture variant is too large (8 MB at most).",
    variantSize: "The picture variant must be {w} px wide, narrower than the original and in its proportions (original {ow}×{oh}).",
    mediaInUse: "This file is in use and cannot be deleted: {where}. Replace it there first.",
    mediaKeptForRevision: "Only earlier versions use this file, and it cannot be deleted while they are kept: {where}. Restoring one of them needs it.",
    adminTooLarge: "The request body is too large (512 KiB at most).",
    lengthRequired: "An upload needs a Content-Length header.",
    ...LAYOUT_MESSAGES.en,
    serverError: "Something went wrong on our side. Please try again later.",
  },
);

export type MessageKey = keyof typeof MESSAGES.zh;

/** Friendly names of request fields; unknown fields are named by their key. */
const FIELD_LABELS = defineMessages(
  {
    customerName: "姓名",
    name: "姓名",
    email: "邮箱",
    phone: "电话",
    mobile: "手机",
    ac: "区号",
    productId: "咨询产品",
    productName: "产品名称",
    guestbook: "留言",
    company: "单位名称",
    landingPage: "着陆页",
    requirement: "需求",
    turnstileToken: "人机验证",
    consent: "隐私政策",
    privacyVersion: "隐私政策版本",
    "cf-turnstile-response": "人机验证",
  },
  {
    customerName: "your name",
    name: "your name",
    email: "email",
    phone: "phone",
    mobile: "mobile",
    ac: "area code",
    productId: "product",
    productName: "product name",
    guestbook: "message",
    company: "organisation",
    landingPage: "landing page",
    requirement: "requirement",
    turnstileToken: "the bot check",
    consent: "the privacy policy",
    privacyVersion: "privacy policy version",
    "cf-turnstile-response": "the bot check",
  },
);

/** How a field is named in a sentence: by its label and key, or by its key alone. */
const NAMING = defineMessages({ named: "{label}（{field}）", unnamed: " 参数 {field} " }, { named: "{label} ({field})", unnamed: 'the field "{field}"' });

/**
 * The localised sentence for `key`, with `{field}` filled in when given and `{name}`s from `vars`.
 * Values go in through a function: in a replacement string `$&`, `$'` and the like are patterns, and
 * a value (an Access e-mail, a field path) may hold them.
 */
export function message(lang: Lang, key: MessageKey, field?: string, vars: Record<string, string> = {}): string {
  let text: string = MESSAGES[lang][key];
  for (const [name, value] of Object.entries(vars)) text = text.replace(`{${name}}`, () => value);
  if (field === undefined) return text;
  const label = messageOf(FIELD_LABELS, lang, field);
  const named = format(label ? NAMING[lang].named : NAMING[lang].unnamed, { label: label ?? "", field });
  const sentence = text.replace("{field}", () => named).trim();
  return lang === "en" ? sentence.charAt(0).toUpperCase() + sentence.slice(1) : sentence;
}
