/**
 * The text of a lead notification, in Chinese and English with the lead's own language first.
 * Times are shown in Asia/Shanghai, where sales works.
 */
import { defineMessages, format } from "../../common/catalogue.ts";
import { LINKS_PER_KEY, type LeadRecord } from "../db/consultations.ts";

type Lang = "zh" | "en";

const LABELS = defineMessages(
  {
    title: "新咨询",
    returning: "再次咨询",
    product: "产品",
    name: "姓名",
    company: "单位",
    phone: "电话",
    email: "邮箱",
    requirement: "需求",
    page: "页面",
    utm: "来源 (UTM)",
    time: "时间",
    admin: "在后台查看",
    inShanghai: "{time} (北京时间)",
    earlier: "此前 {n} 次（{list}）",
    earlierOne: "此前 {n} 次（{list}）",
    earlierAtLeast: "此前至少 {n} 次（{list}）",
    earlierAtLeastOne: "此前至少 {n} 次（{list}）",
    shortened: "…（已截断，完整内容见后台）",
  },
  {
    title: "New lead",
    returning: "Returning",
    product: "Product",
    name: "Name",
    company: "Organisation",
    phone: "Phone",
    email: "Email",
    requirement: "Requirement",
    page: "Page",
    utm: "UTM source",
    time: "Time",
    admin: "Open in the admin",
    inShanghai: "{time} (Asia/Shanghai)",
    earlier: "{n} earlier leads ({list})",
    earlierOne: "{n} earlier lead ({list})",
    earlierAtLeast: "at least {n} earlier leads ({list})",
    earlierAtLeastOne: "at least {n} earlier lead ({list})",
    shortened: "… (shortened; full text in the admin)",
  },
);

/**
 * The fields of a section. A lead's, in order; a reminder adds the assignee, the weekly report has the
 * lead counts and its top pages ("page") and UTM sources ("utm"), which give way like a lead's.
 */
type LeadFieldKey = "returning" | "product" | "name" | "company" | "phone" | "email" | "requirement" | "page" | "utm" | "time";
type FieldKey = LeadFieldKey | "assignee" | "leads" | "unanswered";

export interface Field {
  key: FieldKey;
  label: string;
  value: string;
}

export interface Section {
  lang: Lang;
  title: string;
  fields: Field[];
  adminLabel: string;
}

/**
 * What a chat robot or the email renders, in its own syntax: a lead, a reminder or a weekly report.
 * Every field value is rendered inert; `everyone` asks the robots that can to call the whole group.
 */
export interface Notice {
  headline: string;
  sections: Section[];
  adminUrl: string;
  everyone?: boolean;
}

export const leadNotice = (lead: LeadRecord, adminUrl: string): Notice => ({ headline: headline(lead), sections: sections(lead), adminUrl });

/** The lead's language first, then the other. */
export const languagesFor = (lead: LeadRecord): Lang[] => (lead.language === "en" ? ["en", "zh"] : ["zh", "en"]);

export function shanghaiTime(iso: string, lang: Lang): string {
  const text = new Intl.DateTimeFormat(lang === "zh" ? "zh-CN" : "en-GB", {
    timeZone: "Asia/Shanghai",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
  }).format(new Date(iso));
  return format(LABELS[lang].inShanghai, { time: text });
}

/** Every line break a renderer may honour: CRLF, LF, CR, NEL and the Unicode line and paragraph separators. */
const LINE_BREAK = /\r\n|[\n\r\u0085\u2028\u2029]/g;

/** Keeps a single-line field on its line: a visitor's line breaks become " / ". */
export const oneLine = (value: string): string => value.replace(LINE_BREAK, "\n").replace(/\s*\n\s*/g, " / ");

export const phoneOf = (lead: LeadRecord): string => [lead.ac, lead.phone].filter(Boolean).join(" ");

/** Earlier leads a notification names; more are "…" (the admin lists them all), so the line stays short. */
const RETURNING_NAMED = 5;

/**
 * "此前 2 次（#12, #31）" / "2 earlier leads (#12, #31)" for a returning lead, else "": our own text (a
 * count and ids), the latest RETURNING_NAMED ids named. A lead links to at most LINKS_PER_KEY earlier
 * leads per e-mail and per phone, so fewer links than that are all there are; from that many on, the
 * person may have more: "至少" / "at least".
 */
function returningText(ids: readonly number[], lang: Lang): string {
  if (ids.length === 0) return "";
  const named = ids.slice(-RETURNING_NAMED).map((id) => `#${id}`);
  const list = (ids.length > RETURNING_NAMED ? ["…", ...named] : named).join(", ");
  const more = ids.length >= LINKS_PER_KEY;
  const key = more ? (ids.length === 1 ? "earlierAtLeastOne" : "earlierAtLeast") : ids.length === 1 ? "earlierOne" : "earlier";
  return format(LABELS[lang][key], { n: ids.length, list });
}

/**
 * One section per language; empty fields are left out. The returning line leads (sales sees it first).
 * Every value but the returning line and the time is the visitor's own
 * text: single-line fields are kept on one line (a visitor's newline must not fake another field), the
 * requirement keeps its line breaks (as "\n"); each channel then makes the text inert in its own syntax.
 */
export function sections(lead: LeadRecord): Section[] {
  return languagesFor(lead).map((lang) => {
    const l = LABELS[lang];
    const values: [LeadFieldKey, string][] = [
      ["returning", returningText(lead.earlierLeadIds, lang)],
      ["product", oneLine(lead.productName ?? lead.productId ?? "")],
      ["name", oneLine(lead.customerName)],
      ["company", oneLine(lead.company ?? "")],
      ["phone", oneLine(phoneOf(lead))],
      ["email", oneLine(lead.email)],
      ["requirement", (lead.guestbook ?? "").replace(LINE_BREAK, "\n")],
      ["page", oneLine(lead.page ?? "")],
      ["utm", oneLine(lead.utmSource ?? "")],
      ["time", shanghaiTime(lead.createdAt, lang)],
    ];
    const fields = values.filter(([, value]) => value !== "").map(([key, value]): Field => ({ key, label: l[key], value }));
    return { lang, title: `${l.title} #${lead.id}`, fields, adminLabel: l.admin };
  });
}

/**
 * A one-line subject / heading: "新咨询 #12 · New lead #12 · 张三 · EICAD" (plain text: each channel
 * escapes it); `titles` replaces the titles of the lead's sections (a reminder's).
 */
export function headline(lead: LeadRecord, titles = languagesFor(lead).map((lang) => `${LABELS[lang].title} #${lead.id}`)): string {
  return [...titles, oneLine(lead.customerName), oneLine(lead.productName ?? lead.productId ?? "")].filter(Boolean).join(" · ");
}

/** The marker that ends a shortened value, in its section's language. */
export const SHORTENED = { zh: LABELS.zh.shortened, en: LABELS.en.shortened };

/**
 * Which values give way first when a message is over a platform's limit: the requirement, then where
 * the visitor came from, then the product and the organisation; the name and email last, as they are how sales answers.
 * Phone and time are short and never shortened.
 */
const SHORTEN_ORDER: FieldKey[] = ["requirement", "page", "utm", "product", "company", "email", "name"];

/** Whole user-perceived characters: a cut never splits a surrogate pair, a ZWJ emoji or a flag. */
const characters = (text: string): string[] => Array.from(new Intl.Segmenter().segment(text), (s) => s.segment);

export const utf8Bytes = (text: string): number => new TextEncoder().encode(text).length;

/**
 * A channel's message rendered from `parts`, shortened until `size` of it is at most `limit` (each
 * robot rejects a longer one, and the lead would never reach it). Values give way in SHORTEN_ORDER,
 * each kept as long as fits (found by bisection), cut at a character boundary and followed by
 * SHORTENED; a channel makes the result inert afterwards, so no full-width swap is ever cut. The rest
 * of the message, the admin link with the full text included, is left whole. A message that fits is
 * rendered unchanged.
 */
export function fitted<T>(parts: Section[], limit: number, render: (parts: Section[]) => T, size: (message: T) => number): T {
  let best = render(parts);
  for (const key of SHORTEN_ORDER) {
    if (size(best) <= limit) break;
    const chars = characters(parts[0]?.fields.find((f) => f.key === key)?.value ?? "");
    if (chars.length === 0) continue;
    const cut = (n: number): Section[] =>
      parts.map((s) => ({
        ...s,
        fields: s.fields.map((f) => (f.key === key ? { ...f, value: chars.slice(0, n).join("").trimEnd() + SHORTENED[s.lang] } : f)),
      }));
    // The longest kept prefix that fits: `lo` characters fit (or lo = 0, the marker alone), `hi` do not.
    let [lo, hi] = [0, chars.length];
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if (size(render(cut(mid))) <= limit) lo = mid;
      else hi = mid;
    }
    parts = cut(lo);
    best = render(parts);
  }
  return best;
}

/** Values we write ourselves (ids, counts): kept as written, "#12" stays a plain "#" in the middle of a line. */
const OUR_TEXT: ReadonlySet<FieldKey> = new Set(["returning"]);

/**
 * Markdown for the chat robots (WeCom, DingTalk): one block per language. Visitor values go on one
 * line (no visitor text ever starts a line, so none starts a heading, quote, list or table) and inert.
 */
export function markdown(parts: Section[], adminUrl: string): string {
  return parts
    .map((s) =>
      [
        `### ${s.title}`,
        ...s.fields.map((f) => `- **${f.label}**: ${OUR_TEXT.has(f.key) ? f.value : inertMarkdown(oneLine(f.value))}`),
        `[${s.adminLabel}](${adminUrl})`,
      ].join("\n"),
    )
    .join("\n\n");
}

/**
 * Visitor text for WeCom's and DingTalk's markdown, where neither documents an escape (a backslash or
 * an entity that a renderer ignores would leave a link live): each character that can open a link,
 * image, HTML tag, <@mention>, emphasis, code, heading, quote, table or entity is swapped for its
 * full-width form (U+FF01-FF5E), which reads the same and no renderer parses. An underscore inside a
 * word (first_last@...) is left alone: it opens no emphasis, and the address stays copyable.
 */
export const inertMarkdown = (text: string): string =>
  text.replace(/[\\`*~[\]<>#|&]|(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])/gu, (ch) => String.fromCharCode(ch.charCodeAt(0) + 0xfee0));

/** Plain text (email, fallbacks); the requirement's extra lines are indented, so none reads as a field of ours. */
export function plainText({ sections, adminUrl }: Notice): string {
  return sections
    .map((s) => [s.title, ...s.fields.map((f) => `${f.label}: ${f.value.replace(/\n/g, "\n  ")}`), `${s.adminLabel}: ${adminUrl}`].join("\n"))
    .join("\n\n");
}
