/**
 * The text of a lead notification, in Chinese and English with the lead's own language first.
 * Times are shown in Asia/Shanghai, where sales works.
 */
import type { LeadRecord } from "../db/consultations.ts";

type Lang = "zh" | "en";

const LABELS = {
  zh: { title: "新咨询", product: "产品", name: "姓名", phone: "电话", email: "邮箱", requirement: "需求", page: "页面", utm: "来源 (UTM)", time: "时间", admin: "在后台查看" },
  en: { title: "New lead", product: "Product", name: "Name", phone: "Phone", email: "Email", requirement: "Requirement", page: "Page", utm: "UTM source", time: "Time", admin: "Open in the admin" },
} as const;

export interface Field {
  label: string;
  value: string;
}

export interface Section {
  lang: Lang;
  title: string;
  fields: Field[];
  adminLabel: string;
}

/** The lead's language first, then the other. */
export const languagesFor = (lead: LeadRecord): Lang[] => (lead.language === "en" ? ["en", "zh"] : ["zh", "en"]);

export function shanghaiTime(iso: string, lang: Lang): string {
  const text = new Intl.DateTimeFormat(lang === "zh" ? "zh-CN" : "en-GB", {
    timeZone: "Asia/Shanghai", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hour12: false,
  }).format(new Date(iso));
  return `${text} (${lang === "zh" ? "北京时间" : "Asia/Shanghai"})`;
}

export const phoneOf = (lead: LeadRecord): string => [lead.ac, lead.phone].filter(Boolean).join(" ");

/** One section per language; empty fields are left out. */
export function sections(lead: LeadRecord): Section[] {
  return languagesFor(lead).map((lang) => {
    const l = LABELS[lang];
    const fields: Field[] = [
      { label: l.product, value: lead.productName ?? lead.productId ?? "" },
      { label: l.name, value: lead.customerName },
      { label: l.phone, value: phoneOf(lead) },
      { label: l.email, value: lead.email },
      { label: l.requirement, value: lead.guestbook ?? "" },
      { label: l.page, value: lead.page ?? "" },
      { label: l.utm, value: lead.utmSource ?? "" },
      { label: l.time, value: shanghaiTime(lead.createdAt, lang) },
    ].filter((f) => f.value !== "");
    return { lang, title: `${l.title} #${lead.id}`, fields, adminLabel: l.admin };
  });
}

/** A one-line subject / heading: "新咨询 #12 · New lead #12 · 张三 · EICAD". */
export function headline(lead: LeadRecord): string {
  const titles = languagesFor(lead).map((lang) => `${LABELS[lang].title} #${lead.id}`);
  return [...titles, lead.customerName, lead.productName ?? lead.productId].filter(Boolean).join(" · ");
}

/** Markdown for the chat robots (WeCom, DingTalk): one block per language. */
export function markdown(lead: LeadRecord, adminUrl: string): string {
  return sections(lead)
    .map((s) => [`### ${s.title}`, ...s.fields.map((f) => `- **${f.label}**: ${oneLine(f.value)}`), `[${s.adminLabel}](${adminUrl})`].join("\n"))
    .join("\n\n");
}

/** Plain text (email, fallbacks). */
export function plainText(lead: LeadRecord, adminUrl: string): string {
  return sections(lead)
    .map((s) => [s.title, ...s.fields.map((f) => `${f.label}: ${f.value}`), `${s.adminLabel}: ${adminUrl}`].join("\n"))
    .join("\n\n");
}

/** Markdown list items break on newlines in a visitor's text; keep each field on its line. */
export const oneLine = (value: string): string => value.replace(/\s*\n\s*/g, " / ");
