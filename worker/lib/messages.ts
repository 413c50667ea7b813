/** Sentences of the API envelope's `msg`, in both languages (CONTRACT "Envelope"). */
import type { Lang } from "../schemas/common.ts";

const MESSAGES = {
  ok: { zh: "ok", en: "ok" },
  required: { zh: "请填写{field}", en: "Please fill in {field}." },
  invalid: { zh: "{field}格式不正确", en: "{field} is not valid." },
  notJson: { zh: "请求体不是有效的 JSON", en: "The request body is not valid JSON." },
  unsupportedType: { zh: "请使用 application/json 提交", en: "Please send the body as application/json." },
  tooLarge: { zh: "请求体过大（上限 16 KiB）", en: "The request body is too large (16 KiB at most)." },
  notFound: { zh: "请求的内容不存在", en: "The requested resource does not exist." },
  methodNotAllowed: { zh: "不支持该请求方法", en: "This method is not allowed here." },
  tooMany: { zh: "提交过于频繁，请一分钟后再试", en: "Too many requests. Please try again in a minute." },
  unauthorized: { zh: "未授权，请提供有效的令牌", en: "Not authorised: a valid token is required." },
  idempotencyConflict: {
    zh: "该 Idempotency-Key 已用于另一个请求",
    en: "This Idempotency-Key was already used for a different request.",
  },
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
  requirement: { zh: "需求", en: "requirement" },
  turnstileToken: { zh: "人机验证", en: "the bot check" },
};

/** The localised sentence for `key`, with `{field}` filled in when given. */
export function message(lang: Lang, key: MessageKey, field?: string): string {
  const text: string = MESSAGES[key][lang];
  if (field === undefined) return text;
  const label = FIELD_LABELS[field]?.[lang];
  let named: string;
  if (lang === "zh") named = label ? `${label}（${field}）` : ` 参数 ${field} `;
  else named = label ? `${label} (${field})` : `the field "${field}"`;
  const sentence = text.replace("{field}", named).trim();
  return lang === "en" ? sentence.charAt(0).toUpperCase() + sentence.slice(1) : sentence;
}
