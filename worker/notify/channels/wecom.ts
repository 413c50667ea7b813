/** WeCom (企业微信) group robot: a markdown message; success is `errcode: 0` in the body. */
import type { Channel } from "../channel.ts";
import { errcodeCheck, post } from "../http.ts";
import { fitted, markdown, sections, utf8Bytes } from "../message.ts";

/** WeCom's documented bound: markdown.content "最长不超过4096个字节" of UTF-8 (群机器人配置说明); over it, errcode 40058. */
const CONTENT_BYTES = 4096;

export const wecom: Channel = {
  name: "wecom",
  configured: (env) => Boolean(env.NOTIFY_WECOM_WEBHOOK),
  async send({ lead, adminUrl }, env) {
    const content = fitted(sections(lead), CONTENT_BYTES, (parts) => markdown(parts, adminUrl), utf8Bytes);
    const body = JSON.stringify({ msgtype: "markdown", markdown: { content } });
    await post(env.NOTIFY_WECOM_WEBHOOK!, body, { "Content-Type": "application/json" }, errcodeCheck);
  },
};
