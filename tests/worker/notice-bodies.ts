/**
 * The exact request bodies the chat robots and email get for a notice (an unanswered-lead reminder or
 * the weekly report), spelled out per channel from the expected sections: what each receiver must see.
 */
import { createHmac } from "node:crypto";
import { expect } from "vitest";
import { byHost, type Captured, SETTINGS, type SentEmail } from "./notify-fixtures.ts";

export interface ExpectedSection {
  title: string;
  fields: [label: string, value: string][];
  linkLabel: string;
}

export interface ExpectedNotice {
  headline: string;
  sections: ExpectedSection[];
  url: string;
  /** The 24-hour reminder calls everyone in the group where the robot can. */
  everyone?: boolean;
}

const markdown = (n: ExpectedNotice) =>
  n.sections.map((s) => [`### ${s.title}`, ...s.fields.map(([l, v]) => `- **${l}**: ${v}`), `[${s.linkLabel}](${n.url})`].join("\n")).join("\n\n");

const html = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/** Checks every chat robot's body and the email against `n`, byte for byte (Feishu's signature and time apart). */
export function expectNoticeBodies(requests: Captured[], mails: SentEmail[], n: ExpectedNotice): void {
  const hosts = byHost(requests);
  expect(Object.keys(hosts).sort()).toEqual(["hooks.slack.com", "oapi.dingtalk.com", "open.feishu.cn", "qyapi.weixin.qq.com"]);

  expect(hosts["qyapi.weixin.qq.com"]!.body).toBe(JSON.stringify({ msgtype: "markdown", markdown: { content: markdown(n) } }));

  expect(hosts["oapi.dingtalk.com"]!.body).toBe(
    JSON.stringify({ msgtype: "markdown", markdown: { title: n.headline, text: markdown(n) }, at: { isAtAll: Boolean(n.everyone) } }),
  );

  const feishu = JSON.parse(hosts["open.feishu.cn"]!.body) as { timestamp: string; sign: string };
  expect(feishu.sign).toBe(createHmac("sha256", `${feishu.timestamp}\n${SETTINGS.NOTIFY_FEISHU_SECRET}`).update("").digest("base64"));
  const elements = [
    ...(n.everyone ? [{ tag: "div", text: { tag: "lark_md", content: "<at id=all></at>" } }] : []),
    ...n.sections.flatMap((s, i) => [
      ...(i > 0 ? [{ tag: "hr" }] : []),
      {
        tag: "div",
        text: { tag: "lark_md", content: `**${s.title}**` },
        fields: s.fields.flatMap(([l, v]) => [
          { is_short: true, text: { tag: "lark_md", content: `**${l}**` } },
          { is_short: true, text: { tag: "plain_text", content: v } },
        ]),
      },
      { tag: "action", actions: [{ tag: "button", text: { tag: "plain_text", content: s.linkLabel }, type: "primary", url: n.url }] },
    ]),
  ];
  expect(hosts["open.feishu.cn"]!.body).toBe(
    JSON.stringify({
      timestamp: feishu.timestamp,
      sign: feishu.sign,
      msg_type: "interactive",
      card: {
        config: { wide_screen_mode: true },
        header: { template: n.everyone ? "red" : "blue", title: { tag: "plain_text", content: n.headline } },
        elements,
      },
    }),
  );

  const blocks = [
    ...(n.everyone ? [{ type: "section", text: { type: "mrkdwn", text: "<!channel>" } }] : []),
    ...n.sections.flatMap((s, i) => [
      ...(i > 0 ? [{ type: "divider" }] : []),
      { type: "header", text: { type: "plain_text", text: s.title } },
      ...s.fields.map(([l, v]) => ({
        type: "section",
        fields: [
          { type: "mrkdwn", text: `*${l}*` },
          { type: "plain_text", text: v },
        ],
      })),
      { type: "actions", elements: [{ type: "button", text: { type: "plain_text", text: s.linkLabel }, url: n.url }] },
    ]),
  ];
  expect(hosts["hooks.slack.com"]!.body).toBe(JSON.stringify({ text: `${n.everyone ? "<!channel> " : ""}${n.headline}`, blocks }));

  expect(mails).toEqual([
    {
      from: "leads@example.com",
      to: ["sales@example.com", "boss@example.com"],
      subject: n.headline,
      text: n.sections.map((s) => [s.title, ...s.fields.map(([l, v]) => `${l}: ${v}`), `${s.linkLabel}: ${n.url}`].join("\n")).join("\n\n"),
      html: n.sections
        .map(
          (s) =>
            `<h2>${html(s.title)}</h2><table>${s.fields.map(([l, v]) => `<tr><th align="left">${html(l)}</th><td>${html(v)}</td></tr>`).join("")}</table><p><a href="${html(n.url)}">${html(s.linkLabel)}</a></p>`,
        )
        .join("<hr>"),
    },
  ]);
}
