// Every long text staff write is Markdown (decision 0038): a software or manual description and an
// update log's notes are stored as the sanitised HTML visitors get, the admin gets its Markdown back,
// and nothing a writer pastes (a script, an event handler, a javascript: link) reaches a public read.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { SavedRef } from "../../worker/schemas/admin-api.ts";
import { call, getJson } from "./fixtures.ts";
import { seedFullContent } from "./seed-fixture.ts";

const AUTH = { Authorization: `Bearer ${env.ADMIN_TOKEN}` };
beforeAll(seedFullContent, 60_000);

const send = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(path, { method, headers: { ...AUTH, "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) });

async function saved(res: Response): Promise<SavedRef> {
  const body = (await res.json()) as { msg: string; data: SavedRef };
  expect(res.status, body.msg).toBe(200);
  return body.data;
}

/** What a writer might paste into a long text: Markdown, and HTML that must never run on the site. */
const HOSTILE = '<script>alert(1)</script>\n\n<img src="/files/x.png" onerror="alert(2)">\n\n[open](javascript:alert(3))';
const expectInert = (html: string) => {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/onerror/i);
  expect(html).not.toMatch(/javascript:/i);
  expect(html).not.toContain("alert(1)");
};

describe("software and manual descriptions", () => {
  const description = {
    zh: `## 系统要求\n\n- Windows 10/11 64 位\n- **16 GB** 内存\n\n${HOSTILE}`,
    en: `## Requirements\n\n- Windows 10/11 64-bit\n- **16 GB** RAM\n\n${HOSTILE}`,
  };
  const entry = (desc: { zh: string; en: string }) => ({
    kind: "manual",
    name: { zh: "安装手册", en: "Installation guide" },
    version: "1.0",
    fileKey: "manuals/Install-Guide-1234abcd.pdf",
    summary: { zh: "摘要", en: "Summary" },
    description: desc,
    status: "published",
  });

  it("stores a Markdown description as sanitised HTML; visitors get the HTML, the admin the Markdown", async () => {
    await env.FILES.put("manuals/Install-Guide-1234abcd.pdf", new Uint8Array(2048));
    const { id } = await saved(await send("POST", "/api/admin/software", entry(description)));

    for (const lang of ["zh", "en"] as const) {
      const html = (await getJson<{ description: string }>(`/api/software/${id}?language=${lang}`)).body.data!.description;
      expect(html).toContain(lang === "zh" ? "<h2>系统要求</h2>" : "<h2>Requirements</h2>");
      expect(html).toContain("<li>Windows 10/11 64");
      expect(html).toContain("<strong>16 GB</strong>");
      expectInert(html);
    }
    const admin = await getJson<{ description: { zh: string; en: string } }>(`/api/admin/software/${id}`, AUTH);
    expect(admin.body.data!.description).toEqual(description);

    // An edit renders again: the public read follows the new Markdown.
    const edited = { zh: "只有 *一段* 说明。", en: "Just *one* paragraph." };
    await saved(await send("PUT", `/api/admin/software/${id}`, entry(edited), { "If-Match": admin.res.headers.get("ETag")! }));
    const after = (await getJson<{ description: string }>(`/api/software/${id}?language=en`)).body.data!.description;
    expect(after.trim()).toBe("<p>Just <em>one</em> paragraph.</p>");
  });

  it("seeds each description from its Markdown: paragraphs for visitors, the source in the editor", async () => {
    const seeded = (await getJson<{ description: string }>("/api/software/1?language=zh")).body.data!.description;
    expect(seeded).toMatch(/^<p>EICAD 覆盖道路设计全流程：.*<\/p>\s*<p>系统要求：Windows 10\/11 64 位.*<\/p>\s*$/s);
    const source = (await getJson<{ description: { zh: string; en: string } }>("/api/admin/software/1", AUTH)).body.data!.description;
    expect(source.zh).toMatch(/^EICAD 覆盖道路设计全流程：.*\n\n系统要求：/s);
    expect(source.en).not.toContain("<p>");
  });
});

describe("update log notes", () => {
  it("keeps a pasted script out of the public read, rendering the Markdown around it", async () => {
    const { id } = await saved(
      await send("POST", "/api/admin/update-logs", {
        version: "EICAD 9.9.9",
        title: { zh: "测试版本", en: "Test release" },
        releasedAt: "2026-11-20T08:00:00.000Z",
        status: "published",
        content: { zh: `## 新增\n\n- 超高图\n\n${HOSTILE}`, en: `## New\n\n- Superelevation diagram\n\n${HOSTILE}` },
      }),
    );
    for (const lang of ["zh", "en"] as const) {
      const html = (await getJson<{ content: string }>(`/api/update-logs/${id}?language=${lang}`)).body.data!.content;
      expect(html).toContain(lang === "zh" ? "<h2>新增</h2>" : "<h2>New</h2>");
      expectInert(html);
    }
  });
});
