/**
 * A long lead reaches every chat channel: each robot rejects a message over its size limit (WeCom:
 * markdown content over 4,096 UTF-8 bytes; DingTalk and Feishu: a request body over 20,000 bytes;
 * Slack: a section field over 2,000 characters), and the fake receivers below do the same. The long
 * field is shortened with a marker in its section's language, whole characters only, and the admin
 * link (where the full text is) always comes last. The webhook and email carry the full text.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedContent } from "./fixtures.ts";
import {
  captureFetch,
  type Captured,
  consume,
  deliveryRows,
  notifyEnv,
  okResponse,
  postLead,
  recordingEmail,
  recordingQueue,
  type SentEmail,
} from "./notify-fixtures.ts";

const MARK = { zh: "…（已截断，完整内容见后台）", en: "… (shortened; full text in the admin)" } as const;
const LABEL = { zh: "需求", en: "Requirement" } as const;
const ADMIN = { zh: "在后台查看", en: "Open in the admin" } as const;
const FAMILY = "👨‍👩‍👧"; // one character of 8 UTF-16 units (a ZWJ sequence), 18 UTF-8 bytes

const bytes = (text: string) => new TextEncoder().encode(text).length;
/** A lone surrogate: half of a character. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const LEADS = {
  /** 5,000 Chinese characters of requirement. */
  chinese: { guestbook: "我们需要一条环路的立交设计。".repeat(358).slice(0, 5000) },
  /** 5,000 ASCII characters of requirement. */
  ascii: { guestbook: `${"We need the interchange design for a ring road. ".repeat(105).slice(0, 4999)}.` },
  /** Every field at its longest, full of multi-byte and markdown characters (made full-width by WeCom and DingTalk). */
  maximal: {
    customerName: "张".repeat(100),
    productName: "<产品>".repeat(50),
    // "*" as "<" was before the stricter e-mail rule (issue 32): made full-width (3 bytes) the same way.
    email: `${"*".repeat(247)}@例.cn`,
    page: `/${"页".repeat(499)}`,
    utm: { source: "源".repeat(200) },
    guestbook: `${FAMILY}<`.repeat(555),
  },
} as const;
type Case = keyof typeof LEADS;

/** What each platform answers to a message over its limit. */
function platformResponse(req: Captured): Response | null {
  const host = new URL(req.url).host;
  if (host === "qyapi.weixin.qq.com" && bytes(JSON.parse(req.body).markdown.content) > 4096) {
    return Response.json({ errcode: 40058, errmsg: "markdown.content exceed max length 4096" });
  }
  if (host === "oapi.dingtalk.com" && bytes(req.body) > 20000) return Response.json({ errcode: 460101, errmsg: "message too long, exceed 20000 bytes" });
  if (host === "open.feishu.cn" && bytes(req.body) > 20000) return Response.json({ code: 9499, msg: "Bad Request" });
  if (host === "hooks.slack.com") {
    const fields = (JSON.parse(req.body).blocks as { fields?: { text: string }[] }[]).flatMap((b) => b.fields ?? []);
    if (fields.some((f) => f.text.length > 2000)) return new Response("invalid_blocks", { status: 400 });
  }
  return null;
}

const sent: Record<Case, { id: number; byHost: Record<string, Captured>; mail: SentEmail }> = {} as never;
let restore: (() => void) | undefined;

beforeAll(async () => {
  await seedContent();
  const cap = captureFetch(async (req) => {
    const body = await req.clone().text();
    return platformResponse({ url: req.url, method: req.method, headers: req.headers, body, signal: null }) ?? okResponse(req);
  });
  restore = cap.restore;
  for (const name of Object.keys(LEADS) as Case[]) {
    const email = recordingEmail();
    const workerEnv = notifyEnv({ NOTIFY_EMAIL: email.binding, LEAD_QUEUE: recordingQueue().queue });
    const stored = await postLead(workerEnv, LEADS[name]);
    expect(stored.status).toBe(200);
    const from = cap.requests.length;
    await consume(workerEnv, stored.id);
    sent[name] = { id: stored.id, byHost: Object.fromEntries(cap.requests.slice(from).map((r) => [new URL(r.url).host, r])), mail: email.sent[0]! };
  }
});
afterAll(() => restore?.());

const adminUrl = (c: Case) => `https://www.example.com/admin/leads/${sent[c].id}`;

/** Per channel: the requirement as shown in each language (zh first: the leads are Chinese), and whether the admin link is last. */
interface Shown {
  requirement: { zh: string; en: string };
  /** Every visitor value shown, to check other fields. */
  text: string;
  adminLast: boolean;
}

function fromMarkdown(md: string, url: string): Shown {
  const blocks = md.split("\n\n");
  const value = (block: string, lang: "zh" | "en") =>
    block
      .split("\n")
      .find((l) => l.startsWith(`- **${LABEL[lang]}**: `))!
      .slice(`- **${LABEL[lang]}**: `.length);
  return {
    requirement: { zh: value(blocks[0]!, "zh"), en: value(blocks[1]!, "en") },
    text: md,
    adminLast: blocks.length === 2 && blocks[0]!.endsWith(`[${ADMIN.zh}](${url})`) && blocks[1]!.endsWith(`[${ADMIN.en}](${url})`),
  };
}

const SHOWN: Record<"wecom" | "dingtalk" | "feishu" | "slack", (c: Case) => Shown> = {
  wecom: (c) => fromMarkdown(JSON.parse(sent[c].byHost["qyapi.weixin.qq.com"]!.body).markdown.content, adminUrl(c)),
  dingtalk: (c) => fromMarkdown(JSON.parse(sent[c].byHost["oapi.dingtalk.com"]!.body).markdown.text, adminUrl(c)),
  feishu: (c) => {
    type Element = { tag: string; fields?: { text: { content: string } }[]; actions?: { url: string; text: { content: string } }[] };
    const elements = JSON.parse(sent[c].byHost["open.feishu.cn"]!.body).card.elements as Element[];
    const divs = elements.filter((e) => e.tag === "div");
    const value = (div: Element, lang: "zh" | "en") => {
      const texts = div.fields!.map((f) => f.text.content);
      return texts[texts.indexOf(`**${LABEL[lang]}**`) + 1]!;
    };
    const buttons = elements.filter((e) => e.tag === "action").map((e) => e.actions![0]!);
    return {
      requirement: { zh: value(divs[0]!, "zh"), en: value(divs[1]!, "en") },
      text: JSON.stringify(divs),
      adminLast:
        elements.at(-1)?.tag === "action" &&
        buttons.length === 2 &&
        buttons.every((b, i) => b.url === adminUrl(c) && b.text.content === ADMIN[i ? "en" : "zh"]),
    };
  },
  slack: (c) => {
    type Block = { type: string; fields?: { text: string }[]; elements?: { url: string; text: { text: string } }[] };
    const blocks = JSON.parse(sent[c].byHost["hooks.slack.com"]!.body).blocks as Block[];
    const rows = blocks.filter((b) => b.fields).map((b) => b.fields!.map((f) => f.text));
    const value = (lang: "zh" | "en") => rows.find(([label]) => label === `*${LABEL[lang]}*`)![1]!;
    const buttons = blocks.filter((b) => b.type === "actions").map((b) => b.elements![0]!);
    return {
      requirement: { zh: value("zh"), en: value("en") },
      text: JSON.stringify(rows),
      adminLast:
        blocks.at(-1)?.type === "actions" && buttons.length === 2 && buttons.every((b, i) => b.url === adminUrl(c) && b.text.text === ADMIN[i ? "en" : "zh"]),
    };
  },
};

/** Each channel's own measure of the message, against its limit. */
const SIZE = {
  wecom: { limit: 4096, of: (c: Case) => bytes(JSON.parse(sent[c].byHost["qyapi.weixin.qq.com"]!.body).markdown.content) },
  dingtalk: { limit: 20000, of: (c: Case) => bytes(sent[c].byHost["oapi.dingtalk.com"]!.body) },
  feishu: { limit: 20000, of: (c: Case) => bytes(sent[c].byHost["open.feishu.cn"]!.body) },
  slack: {
    limit: 2000,
    of: (c: Case) =>
      Math.max(
        ...(JSON.parse(sent[c].byHost["hooks.slack.com"]!.body).blocks as { fields?: { text: string }[] }[])
          .flatMap((b) => b.fields ?? [])
          .map((f) => f.text.length),
      ),
  },
};

/** The requirement as the channel shows it in full: markdown robots get "<" full-width. */
const shownInFull = (channel: keyof typeof SHOWN, c: Case) => {
  const text = LEADS[c].guestbook;
  return channel === "wecom" || channel === "dingtalk" ? text.replace(/</g, "＜") : text;
};

/** Which requirements are too long for which channel (the others go in full). */
const SHORTENED: Record<keyof typeof SHOWN, Case[]> = {
  wecom: ["chinese", "ascii", "maximal"],
  dingtalk: ["chinese", "maximal"],
  feishu: ["chinese", "maximal"],
  slack: ["chinese", "ascii", "maximal"],
};

describe.each(Object.keys(SHOWN) as (keyof typeof SHOWN)[])("%s", (channel) => {
  it.each(Object.keys(LEADS) as Case[])("delivers the %s lead within the platform's limit, the admin link last", async (c) => {
    expect((await deliveryRows(sent[c].id))[channel]).toMatchObject({ status: "sent", last_error: null });
    expect(SIZE[channel].of(c)).toBeLessThanOrEqual(SIZE[channel].limit);
    expect(SHOWN[channel](c).adminLast).toBe(true);
  });

  it.each(Object.keys(LEADS) as Case[])("shortens the %s lead's requirement only if it must, marked in each language, at a character boundary", (c) => {
    const { requirement } = SHOWN[channel](c);
    const full = shownInFull(channel, c);
    for (const lang of ["zh", "en"] as const) {
      if (!SHORTENED[channel].includes(c)) {
        expect(requirement[lang]).toBe(full);
        continue;
      }
      expect(requirement[lang].endsWith(MARK[lang])).toBe(true);
      const kept = requirement[lang].slice(0, -MARK[lang].length);
      expect(full.startsWith(kept)).toBe(true);
      expect(kept.length).toBeLessThan(full.length);
      expect(kept).not.toMatch(LONE_SURROGATE);
      // Whole characters only: a family emoji is never cut inside its ZWJ sequence.
      if (c === "maximal") expect(kept.split(FAMILY).join("").replace(/[<＜]/g, "")).toBe("");
      // A real lead (short contact fields) keeps a good part of its requirement.
      if (c !== "maximal") expect(kept.length).toBeGreaterThan(channel === "wecom" && c === "chinese" ? 400 : 1000);
    }
  });

  it("keeps the maximal lead's name and email whole: they are how sales calls back", () => {
    const { text } = SHOWN[channel]("maximal");
    const email = LEADS.maximal.email;
    expect(text).toContain(LEADS.maximal.customerName);
    expect(text).toContain(channel === "wecom" || channel === "dingtalk" ? email.replace(/\*/g, "＊") : email);
  });
});

describe("webhook and email", () => {
  it.each(Object.keys(LEADS) as Case[])("carry the %s lead's full requirement", (c) => {
    const hook = JSON.parse(sent[c].byHost["crm.example.net"]!.body);
    expect(hook.lead.guestbook).toBe(LEADS[c].guestbook);
    expect(sent[c].mail.text).toContain(LEADS[c].guestbook);
    expect(sent[c].mail.text).not.toContain(MARK.zh);
  });
});
