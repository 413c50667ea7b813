/** WeCom (企业微信) group robot: a markdown message; success is `errcode: 0` in the body. */
import type { Channel } from "../channel.ts";
import { errcodeCheck, post } from "../http.ts";
import { fitted, leadNotice, markdown, type Notice, utf8Bytes } from "../message.ts";
import { forChat } from "../defang.ts";
import type { NotifyEnv } from "../settings.ts";

/** WeCom's documented bound: markdown.content "最长不超过4096个字节" of UTF-8 (群机器人配置说明); over it, errcode 40058. */
const CONTENT_BYTES = 4096;

/** WeCom's markdown cannot call the whole group (only `<@userid>`), so `everyone` changes nothing here. */
async function sendNotice(notice: Notice, env: NotifyEnv): Promise<void> {
  // Chat turns bare URLs into links: the visitor's are defanged (defang.ts).
  const { sections, adminUrl } = forChat(notice);
  const content = fitted(sections, CONTENT_BYTES, (parts) => markdown(parts, adminUrl), utf8Bytes);
  const body = JSON.stringify({ msgtype: "markdown", markdown: { content } });
  await post(env.NOTIFY_WECOM_WEBHOOK!, body, { "Content-Type": "application/json" }, errcodeCheck);
}

export const wecom: Channel = {
  name: "wecom",
  configured: (env) => Boolean(env.NOTIFY_WECOM_WEBHOOK),
  send: ({ lead, adminUrl }, env) => sendNotice(leadNotice(lead, adminUrl), env),
  sendNotice,
};
