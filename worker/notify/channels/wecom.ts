/** WeCom (企业微信) group robot: a markdown message; success is `errcode: 0` in the body. */
import type { Channel } from "../channel.ts";
import { errcodeCheck, post } from "../http.ts";
import { markdown } from "../message.ts";

export const wecom: Channel = {
  name: "wecom",
  configured: (env) => Boolean(env.NOTIFY_WECOM_WEBHOOK),
  async send({ lead, adminUrl }, env) {
    const body = JSON.stringify({ msgtype: "markdown", markdown: { content: markdown(lead, adminUrl) } });
    await post(env.NOTIFY_WECOM_WEBHOOK!, body, { "Content-Type": "application/json" }, errcodeCheck);
  },
};
