/**
 * DingTalk (钉钉) custom robot with the "sign" security setting: timestamp (ms) and
 * sign = urlencode(base64(HMAC-SHA256(key = secret, message = timestamp + "\n" + secret))) as query
 * parameters. Success is `errcode: 0` in the body.
 */
import { hmacSha256, toBase64 } from "../../lib/crypto.ts";
import type { Channel } from "../channel.ts";
import { errcodeCheck, post } from "../http.ts";
import { headline, markdown } from "../message.ts";

export async function dingtalkSign(secret: string, timestampMs: number): Promise<string> {
  return toBase64(await hmacSha256(secret, `${timestampMs}\n${secret}`));
}

export const dingtalk: Channel = {
  name: "dingtalk",
  configured: (env) => Boolean(env.NOTIFY_DINGTALK_WEBHOOK && env.NOTIFY_DINGTALK_SECRET),
  async send({ lead, adminUrl }, env) {
    const timestamp = Date.now();
    const url = new URL(env.NOTIFY_DINGTALK_WEBHOOK!);
    url.searchParams.set("timestamp", String(timestamp));
    // URLSearchParams percent-encodes the base64 (+, /, =) as DingTalk's documentation asks.
    url.searchParams.set("sign", await dingtalkSign(env.NOTIFY_DINGTALK_SECRET!, timestamp));
    // The title is plain text (the chat list's preview); @-mentions come only from `at`, never from the
    // text, and it says: nobody.
    const body = JSON.stringify({ msgtype: "markdown", markdown: { title: headline(lead), text: markdown(lead, adminUrl) }, at: { isAtAll: false } });
    await post(url.toString(), body, { "Content-Type": "application/json" }, errcodeCheck);
  },
};
