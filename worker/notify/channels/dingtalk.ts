/**
 * DingTalk (钉钉) custom robot with the "sign" security setting: timestamp (ms) and
 * sign = urlencode(base64(HMAC-SHA256(key = secret, message = timestamp + "\n" + secret))) as query
 * parameters. Success is `errcode: 0` in the body.
 */
import { hmacSha256, toBase64 } from "../../lib/crypto.ts";
import type { Channel } from "../channel.ts";
import { errcodeCheck, post } from "../http.ts";
import { fitted, leadNotice, markdown, type Notice, utf8Bytes } from "../message.ts";
import { forChat } from "../defang.ts";
import type { NotifyEnv } from "../settings.ts";

/**
 * DingTalk's robot documentation gives no length for a markdown message; its answer to a longer one
 * is errcode 460101 "message too long, exceed 20000 bytes" (request body, UTF-8), so the whole body
 * is kept within 20,000 bytes.
 */
const BODY_BYTES = 20000;

export async function dingtalkSign(secret: string, timestampMs: number): Promise<string> {
  return toBase64(await hmacSha256(secret, `${timestampMs}\n${secret}`));
}

async function sendNotice(notice: Notice, env: NotifyEnv): Promise<void> {
  // Chat turns bare URLs into links: the visitor's are defanged (defang.ts).
  const { headline, sections, adminUrl, everyone } = forChat(notice);
  const timestamp = Date.now();
  const url = new URL(env.NOTIFY_DINGTALK_WEBHOOK!);
  url.searchParams.set("timestamp", String(timestamp));
  // URLSearchParams percent-encodes the base64 (+, /, =) as DingTalk's documentation asks.
  url.searchParams.set("sign", await dingtalkSign(env.NOTIFY_DINGTALK_SECRET!, timestamp));
  // The title is plain text (the chat list's preview); @-mentions come only from `at`, never from the
  // text, and it says: nobody, or everyone for a notice that asks for it (a lead unanswered for 24 hours).
  const body = fitted(
    sections,
    BODY_BYTES,
    (parts) => JSON.stringify({ msgtype: "markdown", markdown: { title: headline, text: markdown(parts, adminUrl) }, at: { isAtAll: Boolean(everyone) } }),
    utf8Bytes,
  );
  await post(url.toString(), body, { "Content-Type": "application/json" }, errcodeCheck);
}

export const dingtalk: Channel = {
  name: "dingtalk",
  configured: (env) => Boolean(env.NOTIFY_DINGTALK_WEBHOOK && env.NOTIFY_DINGTALK_SECRET),
  send: ({ lead, adminUrl }, env) => sendNotice(leadNotice(lead, adminUrl), env),
  sendNotice,
};
