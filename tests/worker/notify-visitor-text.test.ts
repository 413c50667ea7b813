/**
 * Issue 23: a visitor cannot write into sales' chat. Every visitor field of a lead goes to each channel
 * inert: no link, no @mention, no HTML tag, no markdown block or emphasis, no line that fakes a field.
 * One lead full of hostile text is delivered once; each channel's exact request body is checked.
 */
import { env } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedContent } from "./fixtures.ts";
import { captureFetch, type Captured, consume, notifyEnv, okResponse, postLead, recordingEmail, recordingQueue, type SentEmail } from "./notify-fixtures.ts";

const HOSTILE = {
  customerName: "[Open in the admin](https://evil.example/login)\n**在后台查看**: <at id=all></at> @all",
  // The e-mail rule (issue 32) refuses "/", so a markdown link with a relative target.
  email: "[x](evil.example)@evil.example",
  productName: '<font color="warning">EICAD</font>',
  page: "/contact?q=![img](https://evil.example/x.png)",
  utm: { source: "<@all>" },
  guestbook: [
    "[Open in the admin](https://evil.example/login)",
    '<at id=all></at> <at user_id="all">所有人</at> @all @所有人',
    '<font color="warning">urgent</font> **bold** _it_ ~~gone~~ `code` AT&T first_last',
    "# heading",
    "> quote",
    "line\r",
    "**在后台查看**: [x](https://evil.example)",
    "![img](https://evil.example/x.png)",
  ].join("\n"),
};

/** The guestbook as its lines, line breaks normalised (the "\r\n" above is one break). */
const GUESTBOOK_LINES = HOSTILE.guestbook.replace(/\r\n/g, "\n").split("\n");
const NAME_ONE_LINE = "[Open in the admin](https://evil.example/login) / **在后台查看**: <at id=all></at> @all";
const CREATED_AT = "2026-11-23T02:05:00.000Z";
const LABELS = {
  zh: ["新咨询", ["产品", "姓名", "电话", "邮箱", "需求", "页面", "来源 (UTM)", "时间"], "在后台查看", "2026/11/23 10:05 (北京时间)"],
  en: [
    "New lead",
    ["Product", "Name", "Phone", "Email", "Requirement", "Page", "UTM source", "Time"],
    "Open in the admin",
    "23/11/2026, 10:05 (Asia/Shanghai)",
  ],
} as const;

let id = 0;
let byHost: Record<string, Captured> = {};
let mail: SentEmail | undefined;
let restore: (() => void) | undefined;

beforeAll(async () => {
  await seedContent();
  const email = recordingEmail();
  const workerEnv = notifyEnv({ NOTIFY_EMAIL: email.binding, LEAD_QUEUE: recordingQueue().queue });
  const stored = await postLead(workerEnv, HOSTILE);
  expect(stored.status).toBe(200);
  id = stored.id;
  await env.DB.prepare("UPDATE consultations SET created_at = ?1 WHERE id = ?2").bind(CREATED_AT, id).run();
  const cap = captureFetch(okResponse);
  restore = cap.restore;
  await consume(workerEnv, id);
  byHost = Object.fromEntries(cap.requests.map((r) => [new URL(r.url).host, r]));
  mail = email.sent[0];
});
afterAll(() => restore?.());

const admin = () => `https://www.example.com/admin/leads/${id}`;

/**
 * A section per language (zh first: the lead is Chinese), from the field values as the channel must
 * send them: product, name, phone, email, requirement, page, utm, time.
 */
function perLanguage<T>(values: string[], build: (title: string, fields: [string, string][], adminLabel: string) => T): T[] {
  return (["zh", "en"] as const).map((lang) => {
    const [title, labels, adminLabel, time] = LABELS[lang];
    const fields = labels.map((label, i): [string, string] => [label, i === 7 ? time : values[i]!]);
    return build(`${title} #${id}`, fields, adminLabel);
  });
}

/** WeCom and DingTalk: the markdown both robots get, every visitor character with syntax swapped for its full-width form. */
function expectedMarkdown(): string {
  const guestbook = [
    "［Open in the admin］(hxxps://evil［.］example/login)",
    '＜at id=all＞＜/at＞ ＜at user_id="all"＞所有人＜/at＞ @all @所有人',
    '＜font color="warning"＞urgent＜/font＞ ＊＊bold＊＊ ＿it＿ ～～gone～～ ｀code｀ AT＆T first_last',
    "＃ heading",
    "＞ quote",
    "line",
    "＊＊在后台查看＊＊: ［x］(hxxps://evil［.］example)",
    "!［img］(hxxps://evil［.］example/x［.］png)",
  ].join(" / ");
  const values = [
    '＜font color="warning"＞EICAD＜/font＞',
    "［Open in the admin］(hxxps://evil［.］example/login) / ＊＊在后台查看＊＊: ＜at id=all＞＜/at＞ @all",
    "+86 138 0013 8000",
    "［x］(evil.example)@evil.example",
    guestbook,
    "/contact?q=!［img］(hxxps://evil［.］example/x［.］png)",
    "＜@all＞",
  ];
  return perLanguage(values, (title, fields, adminLabel) =>
    [`### ${title}`, ...fields.map(([l, v]) => `- **${l}**: ${v}`), `[${adminLabel}](${admin()})`].join("\n"),
  ).join("\n\n");
}

/** The visitor's own text, newlines in single-line fields joined with " / ", the guestbook's kept. */
const RAW_VALUES = () => [HOSTILE.productName, NAME_ONE_LINE, "+86 138 0013 8000", HOSTILE.email, GUESTBOOK_LINES.join("\n"), HOSTILE.page, "<@all>"];
const HEADLINE = () => `新咨询 #${id} · New lead #${id} · ${NAME_ONE_LINE} · ${HOSTILE.productName}`;
/** What the chat robots get of a URL in the visitor's text (defanged: never a live link). */
const defanged = (text: string) => text.replaceAll("https://evil.example", "hxxps://evil[.]example").replaceAll("x.png", "x[.]png");
/** The chat robots' values: every visitor field defanged but the e-mail and phone (and our time). */
const CHAT_VALUES = () => RAW_VALUES().map((v, i) => (i === 2 || i === 3 ? v : defanged(v)));

describe("visitor text in each channel's request", () => {
  it("WeCom: markdown with only our admin link live", () => {
    expect(byHost["qyapi.weixin.qq.com"]!.body).toBe(JSON.stringify({ msgtype: "markdown", markdown: { content: expectedMarkdown() } }));
  });

  it("DingTalk: the same inert markdown, a plain title on one line, and nobody @-mentioned", () => {
    expect(byHost["oapi.dingtalk.com"]!.body).toBe(
      JSON.stringify({
        msgtype: "markdown",
        markdown: { title: defanged(HEADLINE()), text: expectedMarkdown() },
        at: { isAtAll: false },
      }),
    );
  });

  it("Feishu: visitor values as plain_text fields beside our bold labels", () => {
    const sent = byHost["open.feishu.cn"]!.body;
    const { timestamp, sign } = JSON.parse(sent) as { timestamp: string; sign: string };
    const elements = perLanguage(CHAT_VALUES(), (title, fields, adminLabel) => [
      {
        tag: "div",
        text: { tag: "lark_md", content: `**${title}**` },
        fields: fields.flatMap(([l, v]) => [
          { is_short: true, text: { tag: "lark_md", content: `**${l}**` } },
          { is_short: true, text: { tag: "plain_text", content: v } },
        ]),
      },
      { tag: "action", actions: [{ tag: "button", text: { tag: "plain_text", content: adminLabel }, type: "primary", url: admin() }] },
    ]);
    expect(sent).toBe(
      JSON.stringify({
        timestamp,
        sign,
        msg_type: "interactive",
        card: {
          config: { wide_screen_mode: true },
          header: { template: "blue", title: { tag: "plain_text", content: defanged(HEADLINE()) } },
          elements: [...elements[0]!, { tag: "hr" }, ...elements[1]!],
        },
      }),
    );
  });

  it("Slack: visitor values as plain_text fields, the mrkdwn fallback escaped", () => {
    const blocks = perLanguage(CHAT_VALUES(), (title, fields, adminLabel) => [
      { type: "header", text: { type: "plain_text", text: title } },
      ...fields.map(([l, v]) => ({
        type: "section",
        fields: [
          { type: "mrkdwn", text: `*${l}*` },
          { type: "plain_text", text: v },
        ],
      })),
      { type: "actions", elements: [{ type: "button", text: { type: "plain_text", text: adminLabel }, url: admin() }] },
    ]);
    const text = defanged(HEADLINE()).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
    expect(byHost["hooks.slack.com"]!.body).toBe(JSON.stringify({ text, blocks: [...blocks[0]!, { type: "divider" }, ...blocks[1]!] }));
  });

  it("email: escaped HTML, a one-line subject, and the guestbook's extra lines indented in the text part", () => {
    const html = perLanguage(RAW_VALUES(), (title, fields, adminLabel) => {
      const cell = (v: string) => v.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/\n/g, "<br>");
      const rows = fields.map(([l, v]) => `<tr><th align="left">${l}</th><td>${cell(v)}</td></tr>`).join("");
      return `<h2>${title}</h2><table>${rows}</table><p><a href="${admin()}">${adminLabel}</a></p>`;
    }).join("<hr>");
    const text = perLanguage(RAW_VALUES(), (title, fields, adminLabel) =>
      [title, ...fields.map(([l, v]) => `${l}: ${v.replace(/\n/g, "\n  ")}`), `${adminLabel}: ${admin()}`].join("\n"),
    ).join("\n\n");
    expect(mail).toEqual({ from: "leads@example.com", to: ["sales@example.com", "boss@example.com"], subject: HEADLINE(), text, html });
  });
});

describe("bare URLs in visitor text (issue 32)", () => {
  it("are defanged in every chat robot's message, and kept as sent in the e-mail and the webhook", async () => {
    const email = recordingEmail();
    const workerEnv = notifyEnv({ NOTIFY_EMAIL: email.binding, LEAD_QUEUE: recordingQueue().queue });
    const guestbook = "Pay at https://evil.example/pay or http://www.evil.example, HTTPS://Evil.Example too, see evil.example; version 5.2.1";
    const stored = await postLead(workerEnv, { customerName: "Mallory evil.example", guestbook, email: "mallory@example.com" });
    const cap = captureFetch(okResponse);
    try {
      await consume(workerEnv, stored.id);
    } finally {
      cap.restore();
    }
    const chats = cap.requests.filter((r) => !r.url.includes("crm.example.net"));
    expect(chats.map((r) => new URL(r.url).host).sort()).toEqual(["hooks.slack.com", "oapi.dingtalk.com", "open.feishu.cn", "qyapi.weixin.qq.com"]);
    for (const r of chats) {
      expect(r.body).not.toMatch(/https?:\/\/(www\.)?evil|evil\.example/i);
      expect(r.body).toContain("version 5.2.1");
    }
    const slack = JSON.stringify(JSON.parse(cap.requests.find((r) => r.url.includes("hooks.slack.com"))!.body));
    expect(slack).toContain("Pay at hxxps://evil[.]example/pay or hxxp://www[.]evil[.]example, HxxPS://Evil[.]Example too, see evil[.]example; version 5.2.1");
    expect(slack).toContain("Mallory evil[.]example");
    // Our own admin link stays live.
    expect(slack).toContain(`"url":"https://www.example.com/admin/leads/${stored.id}"`);
    const webhook = JSON.parse(cap.requests.find((r) => r.url.includes("crm.example.net"))!.body) as { lead: { guestbook: string; customerName: string } };
    expect(webhook.lead.guestbook).toBe(guestbook);
    expect(webhook.lead.customerName).toBe("Mallory evil.example");
    expect(email.sent[0]!.text).toContain(guestbook);
  });
});
