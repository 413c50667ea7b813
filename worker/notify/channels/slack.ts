/** Slack incoming webhook: a Block Kit message; Slack answers the text "ok" on success. */
import type { Channel } from "../channel.ts";
import { post } from "../http.ts";
import { fitted, leadNotice, type Notice, type Section } from "../message.ts";
import { forChat } from "../defang.ts";
import type { NotifyEnv } from "../settings.ts";

/** Slack's mrkdwn needs only these three escaped. */
const escapeMrkdwn = (text: string): string => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * Block Kit: "Maximum length for the text in each item is 2000 characters" of a section's fields, else
 * invalid_blocks. Counted in UTF-16 units (JavaScript's length), never fewer than Slack's characters.
 * A lead makes 21 blocks, well within a message's 50.
 */
const FIELD_CHARS = 2000;

const blocksOf = (parts: Section[], adminUrl: string) =>
  parts.flatMap((s, i) => [
    ...(i > 0 ? [{ type: "divider" }] : []),
    { type: "header", text: { type: "plain_text", text: s.title } },
    // One row per field: our label in mrkdwn, the visitor's value as plain_text, which Slack does not
    // parse (mrkdwn would still take *bold*, _italics_ and "> quotes" from it).
    ...s.fields.map((f) => ({
      type: "section",
      fields: [
        { type: "mrkdwn", text: `*${f.label}*` },
        { type: "plain_text", text: f.value },
      ],
    })),
    { type: "actions", elements: [{ type: "button", text: { type: "plain_text", text: s.adminLabel }, url: adminUrl }] },
  ]);

const longestField = (blocks: ReturnType<typeof blocksOf>): number =>
  Math.max(0, ...blocks.flatMap((b) => ("fields" in b ? b.fields.map((f) => f.text.length) : [])));

/** Our own mention of the channel, for a notice to everyone (the only `<!...>` a message of ours has). */
const AT_CHANNEL = "<!channel>";

async function sendNotice(notice: Notice, env: NotifyEnv): Promise<void> {
  // Chat turns bare URLs into links: the visitor's are defanged (defang.ts).
  const { headline, sections, adminUrl, everyone } = forChat(notice);
  const blocks = fitted(sections, FIELD_CHARS, (parts) => blocksOf(parts, adminUrl), longestField);
  const mention = everyone ? [{ type: "section", text: { type: "mrkdwn", text: AT_CHANNEL } }] : [];
  // The fallback `text` (notifications) is mrkdwn: escaped, so a name cannot be a link or <!channel>.
  const body = JSON.stringify({ text: `${everyone ? `${AT_CHANNEL} ` : ""}${escapeMrkdwn(headline)}`, blocks: [...mention, ...blocks] });
  await post(env.NOTIFY_SLACK_WEBHOOK!, body, { "Content-Type": "application/json" }, (text) => (text.trim() === "ok" ? null : text));
}

export const slack: Channel = {
  name: "slack",
  configured: (env) => Boolean(env.NOTIFY_SLACK_WEBHOOK),
  send: ({ lead, adminUrl }, env) => sendNotice(leadNotice(lead, adminUrl), env),
  sendNotice,
};
