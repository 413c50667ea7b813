/**
 * Feishu / Lark custom bot with signature verification: timestamp (s) and
 * sign = base64(HMAC-SHA256(key = timestamp + "\n" + secret, message = "")) in the JSON body.
 * Success is `code: 0` in the body (older bots answer `StatusCode: 0`).
 */
import { hmacSha256, toBase64 } from "../../lib/crypto.ts";
import type { Channel } from "../channel.ts";
import { parseJson, post } from "../http.ts";
import { fitted, leadNotice, type Notice, type Section, utf8Bytes } from "../message.ts";
import { forChat } from "../defang.ts";
import type { NotifyEnv } from "../settings.ts";

/** Feishu's custom bot guide: the request body may be at most 20 KB (else code 9499 Bad Request); 20,000 bytes is within it. */
const BODY_BYTES = 20000;

export async function feishuSign(secret: string, timestampSeconds: number): Promise<string> {
  return toBase64(await hmacSha256(`${timestampSeconds}\n${secret}`, ""));
}

const feishuCheck = (body: string): string | null => {
  const parsed = parseJson(body) as { code?: unknown; StatusCode?: unknown; msg?: unknown } | null;
  const code = parsed?.code ?? parsed?.StatusCode;
  return code === 0 ? null : `code ${String(code ?? "missing")}: ${String(parsed?.msg ?? "")}`;
};

/**
 * Our title and labels in lark_md; each visitor value its own plain_text field (Feishu does not parse
 * it: no link, <at>, <font> or markdown), beside its label, so no line of it reads as a field.
 */
const elements = (parts: Section[], adminUrl: string) =>
  parts.flatMap((s, i) => [
    ...(i > 0 ? [{ tag: "hr" }] : []),
    {
      tag: "div",
      text: { tag: "lark_md", content: `**${s.title}**` },
      fields: s.fields.flatMap((f) => [
        { is_short: true, text: { tag: "lark_md", content: `**${f.label}**` } },
        { is_short: true, text: { tag: "plain_text", content: f.value } },
      ]),
    },
    { tag: "action", actions: [{ tag: "button", text: { tag: "plain_text", content: s.adminLabel }, type: "primary", url: adminUrl }] },
  ]);

/** Feishu's card markdown calls the whole group with `<at id=all></at>`; a notice for everyone also gets a red header. */
const AT_ALL = { tag: "div", text: { tag: "lark_md", content: "<at id=all></at>" } };

async function sendNotice(notice: Notice, env: NotifyEnv): Promise<void> {
  // Chat turns bare URLs into links: the visitor's are defanged (defang.ts).
  const { headline, sections, adminUrl, everyone } = forChat(notice);
  const timestamp = Math.floor(Date.now() / 1000);
  const sign = await feishuSign(env.NOTIFY_FEISHU_SECRET!, timestamp);
  const header = { template: everyone ? "red" : "blue", title: { tag: "plain_text", content: headline } };
  const card = (parts: Section[]) => ({ config: { wide_screen_mode: true }, header, elements: [...(everyone ? [AT_ALL] : []), ...elements(parts, adminUrl)] });
  const body = fitted(
    sections,
    BODY_BYTES,
    (parts) => JSON.stringify({ timestamp: String(timestamp), sign, msg_type: "interactive", card: card(parts) }),
    utf8Bytes,
  );
  await post(env.NOTIFY_FEISHU_WEBHOOK!, body, { "Content-Type": "application/json" }, feishuCheck);
}

export const feishu: Channel = {
  name: "feishu",
  configured: (env) => Boolean(env.NOTIFY_FEISHU_WEBHOOK && env.NOTIFY_FEISHU_SECRET),
  send: ({ lead, adminUrl }, env) => sendNotice(leadNotice(lead, adminUrl), env),
  sendNotice,
};
