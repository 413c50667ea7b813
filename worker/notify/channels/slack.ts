/** Slack incoming webhook: a Block Kit message; Slack answers the text "ok" on success. */
import type { Channel } from "../channel.ts";
import { post } from "../http.ts";
import { headline, sections } from "../message.ts";

/** Slack's mrkdwn needs only these three escaped. */
const escapeMrkdwn = (text: string): string => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export const slack: Channel = {
  name: "slack",
  configured: (env) => Boolean(env.NOTIFY_SLACK_WEBHOOK),
  async send({ lead, adminUrl }, env) {
    const blocks = sections(lead).flatMap((s, i) => [
      ...(i > 0 ? [{ type: "divider" }] : []),
      { type: "header", text: { type: "plain_text", text: s.title } },
      { type: "section", fields: s.fields.map((f) => ({ type: "mrkdwn", text: `*${f.label}*\n${escapeMrkdwn(f.value)}` })) },
      { type: "actions", elements: [{ type: "button", text: { type: "plain_text", text: s.adminLabel }, url: adminUrl }] },
    ]);
    const body = JSON.stringify({ text: headline(lead), blocks });
    await post(env.NOTIFY_SLACK_WEBHOOK!, body, { "Content-Type": "application/json" }, (text) => (text.trim() === "ok" ? null : text));
  },
};
