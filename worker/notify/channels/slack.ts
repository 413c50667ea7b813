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
      // One row per field: our label in mrkdwn, the visitor's value as plain_text, which Slack does not
      // parse (mrkdwn would still take *bold*, _italics_ and "> quotes" from it).
      ...s.fields.map((f) => ({ type: "section", fields: [{ type: "mrkdwn", text: `*${f.label}*` }, { type: "plain_text", text: f.value }] })),
      { type: "actions", elements: [{ type: "button", text: { type: "plain_text", text: s.adminLabel }, url: adminUrl }] },
    ]);
    // The fallback `text` (notifications) is mrkdwn: escaped, so a name cannot be a link or <!channel>.
    const body = JSON.stringify({ text: escapeMrkdwn(headline(lead)), blocks });
    await post(env.NOTIFY_SLACK_WEBHOOK!, body, { "Content-Type": "application/json" }, (text) => (text.trim() === "ok" ? null : text));
  },
};
