/**
 * Bare URLs in a visitor's text, defanged for the chat robots (issue 32): WeCom, DingTalk, Feishu and
 * Slack turn `https://…`, `www.…` and `name.tld` into live links even in plain text, and the message
 * comes from the company's own bot, so a visitor's phishing link would look vouched for. The scheme
 * becomes `hxxp(s)://` and each dot before a letter `[.]` ("hxxps://evil[.]example/pay"): still
 * readable, never a link. E-mail and the webhook keep the text as sent (they are not chat, and a CRM
 * wants the visitor's words).
 */
import type { Notice } from "./message.ts";

/** "https://evil.example/x" → "hxxps://evil[.]example/x"; "5.2.1" and "第1.2节" stay as they are. */
export const defang = (text: string): string =>
  text.replace(/\b([hH])[tT]{2}([pP][sS]?):\/\//g, (_, h: string, p: string) => `${h}xx${p}://`).replace(/(?<=[A-Za-z0-9-])\.(?=[A-Za-z])/g, "[.]");

/**
 * Fields that are not the visitor's free text: our own (returning, time, counts), and the e-mail and
 * phone, which the form's rules keep to an address and digits and which sales copies as they are.
 */
const KEPT = new Set(["returning", "time", "phone", "email", "leads", "unanswered"]);

/** The notice as a chat robot gets it: the headline and every visitor value defanged. */
export function forChat(notice: Notice): Notice {
  return {
    ...notice,
    headline: defang(notice.headline),
    sections: notice.sections.map((s) => ({ ...s, fields: s.fields.map((f) => (KEPT.has(f.key) ? f : { ...f, value: defang(f.value) })) })),
  };
}
