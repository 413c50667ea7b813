// The editor's history panel, the scheduled-publish field and the readable audit log, against a
// stubbed API, in both languages (docs/decisions/0039).
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MemoryRouter } from "react-router";
import { AuditScreen } from "../../src/admin/audit/audit-screen";
import { ContentEdit } from "../../src/admin/content/content-edit";
import { diffPathLabel } from "../../src/admin/content/revision-history";
import { wordDiff } from "../../common/revision-diff";
import { AdminI18nProvider } from "../../src/admin/i18n/admin-i18n";
import type { AdminLang } from "../../src/admin/lib/admin-fetch";
import { fromSiteInput, setSiteTimeZone, toSiteInput } from "../../src/admin/lib/site-time";
import { ok, stubFetch } from "./support/fetch-stub";

const NEWS = {
  id: 7,
  rowVersion: 4,
  updatedAt: "2026-11-20T08:00:00.000Z",
  updatedBy: "运维 / Ops token",
  status: "published",
  publishAt: null,
  tab: "company",
  title: { zh: "路线设计培训", en: "Alignment training" },
  subtitle: { zh: "", en: "" },
  content: { zh: "正文", en: "Body" },
  coverPath: "/files/images/cover-1a2b3c4d.png",
  effectiveTime: "2026-11-20T08:00:00.000Z",
};

// As the Worker answers: the whole change as `summary`, and `changes`, which the history words beside
// the verb without saying anything twice.
const REVISIONS = {
  en: [
    {
      revisionId: 40,
      rowVersion: 4,
      at: "2026-11-23T02:00:00.000Z",
      actor: "li@example.com",
      verb: "restore",
      summary: "restored version 2; Title (zh)",
      changes: { fields: ["title.zh"], restoredFrom: 2 },
    },
    {
      revisionId: 30,
      rowVersion: 3,
      at: "2026-11-22T02:00:00.000Z",
      actor: "li@example.com",
      verb: "publish",
      summary: "status: draft → published",
      changes: { fields: [], status: ["draft", "published"] },
    },
    {
      revisionId: 20,
      rowVersion: 2,
      at: "2026-11-21T02:00:00.000Z",
      actor: "运维 / Ops token",
      verb: "update",
      summary: "Title (zh), Body (en)",
      changes: { fields: ["title.zh", "content.en"] },
    },
    {
      revisionId: 10,
      rowVersion: 1,
      at: "2026-11-20T02:00:00.000Z",
      actor: "运维 / Ops token",
      verb: "create",
      summary: "created",
      changes: { fields: [], created: true },
    },
  ],
  zh: [
    {
      revisionId: 40,
      rowVersion: 4,
      at: "2026-11-23T02:00:00.000Z",
      actor: "li@example.com",
      verb: "restore",
      summary: "恢复到版本 2；标题（中文）",
      changes: { fields: ["title.zh"], restoredFrom: 2 },
    },
    {
      revisionId: 30,
      rowVersion: 3,
      at: "2026-11-22T02:00:00.000Z",
      actor: "li@example.com",
      verb: "publish",
      summary: "状态：草稿 → 已发布",
      changes: { fields: [], status: ["draft", "published"] },
    },
    {
      revisionId: 20,
      rowVersion: 2,
      at: "2026-11-21T02:00:00.000Z",
      actor: "运维 / Ops token",
      verb: "update",
      summary: "标题（中文）、正文（英文）",
      changes: { fields: ["title.zh", "content.en"] },
    },
    {
      revisionId: 10,
      rowVersion: 1,
      at: "2026-11-20T02:00:00.000Z",
      actor: "运维 / Ops token",
      verb: "create",
      summary: "新建",
      changes: { fields: [], created: true },
    },
  ],
};

function renderEditor(lang: AdminLang) {
  return render(
    <AdminI18nProvider initial={lang}>
      <MemoryRouter initialEntries={["/admin/news/7"]}>
        <ContentEdit resource="news" id={7} />
      </MemoryRouter>
    </AdminI18nProvider>,
  );
}

beforeEach(() => {
  // jsdom has <dialog> without its modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
  localStorage.clear();
  setSiteTimeZone("Asia/Shanghai");
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("history panel", () => {
  it.each([
    ["en", "History", "Original content (loaded with the site)"],
    ["zh", "历史版本", "初始内容（随网站一起导入）"],
  ] as const)("names a seeded item's revision 1 as the original content, not by the loader's name (%s)", async (lang, heading, seeded) => {
    stubFetch({
      "GET /api/admin/news/7": () => ok(NEWS),
      "GET /api/admin/news/7/revisions": () =>
        ok([
          {
            revisionId: 5,
            rowVersion: 1,
            at: "2026-11-20T02:00:00.000Z",
            actor: "seed",
            verb: "create",
            summary: "created",
            changes: { fields: [], created: true },
          },
        ]),
    });
    renderEditor(lang);
    const panel = (await screen.findByRole("heading", { name: heading })).closest("section")!;
    const rows = await within(panel).findAllByRole("row");
    expect(rows[1]!.textContent).toContain(seeded);
    expect(rows[1]!.textContent).not.toMatch(/\bseed\b/);
  });

  it.each([
    [
      "en",
      "History",
      "Title (zh), Body (en)",
      "Edited",
      "View version 1",
      "Version 1 as it was (read-only)",
      "Title (zh)",
      "Restore version 1",
      "Restore",
      ["Restored version 2 Title (zh)", "Published", "Edited Title (zh), Body (en)", "Created"],
    ],
    [
      "zh",
      "历史版本",
      "标题（中文）、正文（英文）",
      "修改",
      "查看版本 1",
      "版本 1 的内容（只读）",
      "标题（中文）",
      "恢复版本 1",
      "恢复",
      ["恢复到版本 2 标题（中文）", "发布", "修改 标题（中文）、正文（英文）", "新建"],
    ],
  ] as const)(
    "lists who changed what and when, shows an old version read-only and restores it after a confirmation (%s)",
    async (lang, heading, summary, verb, viewLabel, viewTitle, fieldLabel, restoreLabel, confirm, sentences) => {
      let current = { ...NEWS };
      const net = stubFetch({
        "GET /api/admin/news/7": () => ok(current),
        "GET /api/admin/news/7/revisions": (call) => ok(REVISIONS[call.headers["Accept-Language"] === "en" ? "en" : "zh"]),
        "GET /api/admin/news/7/revisions/10": () =>
          ok({ ...NEWS, rowVersion: 1, status: "draft", title: { zh: "初稿标题", en: "First draft" }, revisionId: 10 }),
        "POST /api/admin/news/7/revisions/10/restore": () => {
          current = { ...NEWS, rowVersion: 5, status: "draft", title: { zh: "初稿标题", en: "First draft" } };
          return ok({ id: 7, rowVersion: 5, version: 5 });
        },
      });
      renderEditor(lang);
      const panel = (await screen.findByRole("heading", { name: heading })).closest("section")!;
      const rows = await within(panel).findAllByRole("row");
      expect(rows).toHaveLength(5);
      expect(rows[3]!.textContent).toContain(summary);
      expect(rows[3]!.textContent).toContain(verb);
      expect(rows[4]!.textContent).toContain("运维 / Ops token");
      // Each change in one phrase, nothing said twice ("Created created", "恢复 恢复到版本 2").
      expect(rows.slice(1).map((r) => within(r).getAllByRole("cell")[3]!.textContent)).toEqual(sentences);
      // The newest version is the current one: nothing to restore there.
      expect(within(rows[1]!).queryByRole("button", { name: /Restore|恢复/ })).toBeNull();

      fireEvent.click(within(panel).getByRole("button", { name: viewLabel }));
      const view = (await within(panel).findByRole("heading", { name: viewTitle })).closest("section")!;
      expect(within(view).getByText(fieldLabel).nextElementSibling?.textContent).toBe("初稿标题");

      fireEvent.click(within(panel).getByRole("button", { name: restoreLabel }));
      const dialog = await screen.findByRole("dialog");
      fireEvent.click(within(dialog).getByRole("button", { name: confirm }));
      await waitFor(() => expect(net.callsTo("POST", "/api/admin/news/7/revisions/10/restore")).toHaveLength(1));
      expect(net.callsTo("POST", "/api/admin/news/7/revisions/10/restore")[0]!.headers["If-Match"]).toBe("4");
      // The form now holds the restored content.
      await waitFor(() => expect((document.getElementById("f-title-en") as HTMLInputElement).value).toBe("First draft"));
    },
  );
});

describe("compare a version with the current one", () => {
  it.each([
    ["en", "History", "Compare with current: version 2", "Version 2 compared with the current version", "Title (zh)", "Body (en)", "[removed: ", "[added: "],
    ["zh", "历史版本", "与当前版本比较：版本 2", "版本 2 与当前版本的差异", "标题（中文）", "正文（英文）", "[删除：", "[新增："],
  ] as const)(
    "shows each changed field under its label, words marked as removed or added (%s)",
    async (lang, heading, compareLabel, title, titleLabel, bodyLabel, removed, added) => {
      const net = stubFetch({
        "GET /api/admin/news/7": () => ok(NEWS),
        "GET /api/admin/news/7/revisions": (call) => ok(REVISIONS[call.headers["Accept-Language"] === "en" ? "en" : "zh"]),
        "GET /api/admin/news/7/revisions/20": () =>
          ok({ ...NEWS, rowVersion: 2, revisionId: 20, title: { zh: "路线设计", en: "Alignment training" }, content: { zh: "正文", en: "Old body text" } }),
        "GET /api/admin/news/7/revisions/20/diff": () =>
          ok({
            fields: [
              { path: "title", language: "zh", before: "路线设计", after: "路线设计培训" },
              { path: "content", language: "en", before: "Old body text", after: "Body" },
            ],
          }),
      });
      renderEditor(lang);
      const panel = (await screen.findByRole("heading", { name: heading })).closest("section")!;
      await within(panel).findAllByRole("row");
      // The newest version is the current one: nothing to compare it with.
      expect(within(panel).queryByRole("button", { name: compareLabel.replace("2", "4") })).toBeNull();
      fireEvent.click(within(panel).getByRole("button", { name: compareLabel }));
      const view = (await within(panel).findByRole("heading", { name: title })).closest("section")!;
      expect(net.callsTo("GET", "/api/admin/news/7/revisions/20/diff")).toHaveLength(1);

      // Chinese by character: "培训" added after the kept "路线设计".
      const titleValue = within(view).getByText(titleLabel).nextElementSibling!;
      expect(titleValue.querySelector("del")).toBeNull();
      expect(titleValue.querySelector("ins")!.textContent).toBe(`${added}培训]`);
      expect(titleValue.textContent).toBe(`路线设计${added}培训]`);
      // English by word: "Old body text" gone, "Body" added.
      const bodyValue = within(view).getByText(bodyLabel).nextElementSibling!;
      expect([...bodyValue.querySelectorAll("del")].map((d) => d.textContent)).toEqual([`${removed}Old body text]`]);
      expect([...bodyValue.querySelectorAll("ins")].map((d) => d.textContent)).toEqual([`${added}Body]`]);
    },
  );

  it("names a page block's field by the block's place and name, in both languages", () => {
    const snapshot = { blocks: [{ type: "hero" }, { type: "intro" }, { type: "faq" }] };
    expect(diffPathLabel("blocks.1.eyebrow", "en", "en", snapshot)).toBe("Blocks 2 (Intro) › Eyebrow (en)");
    expect(diffPathLabel("blocks.1.eyebrow", "zh", "zh", snapshot)).toBe("内容块 2（页头） › 眉题（中文）");
    expect(diffPathLabel("title", "en", "zh", null)).toBe("标题（英文）");
    expect(diffPathLabel("somethingNew", undefined, "en", null)).toBe("somethingNew");
  });

  it("diffs words, and Chinese character by character", () => {
    expect(wordDiff("the quick fox", "the slow fox")).toEqual([
      { kind: "same", text: "the " },
      { kind: "removed", text: "quick" },
      { kind: "added", text: "slow" },
      { kind: "same", text: " fox" },
    ]);
    expect(wordDiff("隧道设计软件", "隧道施工软件")).toEqual([
      { kind: "same", text: "隧道" },
      { kind: "removed", text: "设计" },
      { kind: "added", text: "施工" },
      { kind: "same", text: "软件" },
    ]);
  });
});

describe("scheduled publishing in the editor", () => {
  it("takes the time in the site's zone and sends it as UTC; the publish button says schedule", async () => {
    const net = stubFetch({
      "GET /api/admin/news/7": () => ok({ ...NEWS, status: "draft" }),
      "PUT /api/admin/news/7": () => ok({ id: 7, version: 4 }),
    });
    renderEditor("en");
    const input = (await screen.findByLabelText("Publish at")) as HTMLInputElement;
    expect(screen.getByText(/goes live when published.*Time zone: Asia\/Shanghai/)).toBeTruthy();
    fireEvent.change(input, { target: { value: "2099-05-01T09:30" } });
    fireEvent.click(screen.getByRole("button", { name: "Schedule" }));
    await waitFor(() => expect(net.callsTo("PUT", "/api/admin/news/7")).toHaveLength(1));
    // The date visitors will see is the go-live time: one field, both values the same.
    expect(net.callsTo("PUT", "/api/admin/news/7")[0]!.body).toMatchObject({
      status: "published",
      publishAt: "2099-05-01T01:30:00.000Z",
      effectiveTime: "2099-05-01T01:30:00.000Z",
    });
    expect(await screen.findByText("Scheduled")).toBeTruthy();
  });

  it("gives news one date field, the date visitors see, showing the go-live time; a past time publishes at once with that date", async () => {
    const net = stubFetch({
      "GET /api/admin/news/7": () => ok({ ...NEWS, status: "draft", publishAt: null, effectiveTime: "2026-11-20T08:00:00.000Z" }),
      "PUT /api/admin/news/7": () => ok({ id: 7, version: 5 }),
    });
    renderEditor("zh");
    const input = (await screen.findByLabelText("发布时间")) as HTMLInputElement;
    // One field for when it goes live (and the date shown); the other is when it leaves the site.
    expect(document.querySelectorAll('input[type="datetime-local"]')).toHaveLength(2);
    expect(screen.getByLabelText("定时下线")).toBeTruthy();
    expect(screen.queryByLabelText("定时发布")).toBeNull();
    expect(input.value).toBe("2026-11-20T16:00");
    fireEvent.change(input, { target: { value: "2026-11-01T09:00" } });
    fireEvent.click(screen.getByRole("button", { name: "发布" }));
    await waitFor(() => expect(net.callsTo("PUT", "/api/admin/news/7")).toHaveLength(1));
    expect(net.callsTo("PUT", "/api/admin/news/7")[0]!.body).toMatchObject({ status: "published", publishAt: null, effectiveTime: "2026-11-01T01:00:00.000Z" });
  });

  it("takes the unpublish time beside it in the site's zone and sends it as UTC", async () => {
    const net = stubFetch({
      "GET /api/admin/news/7": () => ok({ ...NEWS, status: "published", unpublishAt: null }),
      "PUT /api/admin/news/7/pending": () => ok({ id: 7, rowVersion: 4, version: 4 }),
    });
    renderEditor("en");
    const input = (await screen.findByLabelText("Unpublish at")) as HTMLInputElement;
    expect(screen.getByText(/stays on the site.*Time zone: Asia\/Shanghai/)).toBeTruthy();
    fireEvent.change(input, { target: { value: "2099-06-30T18:00" } });
    // A published item's edit is saved for review (decision 0054).
    fireEvent.click(screen.getByRole("button", { name: "Save for review" }));
    await waitFor(() => expect(net.callsTo("PUT", "/api/admin/news/7/pending")).toHaveLength(1));
    expect(net.callsTo("PUT", "/api/admin/news/7/pending")[0]!.body).toMatchObject({ unpublishAt: "2099-06-30T10:00:00.000Z" });
  });

  it("converts between the site's wall clock and UTC", () => {
    expect(fromSiteInput("2026-12-01T09:00", "Asia/Shanghai")).toBe("2026-12-01T01:00:00.000Z");
    expect(toSiteInput("2026-12-01T01:00:00.000Z", "Asia/Shanghai")).toBe("2026-12-01T09:00");
    expect(fromSiteInput("2026-07-01T09:00", "Europe/London")).toBe("2026-07-01T08:00:00.000Z");
    expect(fromSiteInput("", "Asia/Shanghai")).toBeNull();
  });
});

describe("audit log screen", () => {
  const entry = (lang: AdminLang) => ({
    at: "2026-11-22T02:00:00.000Z",
    actor: "运维 / Ops token",
    action: "update",
    resource: "news",
    resourceId: "7",
    verb: "publish",
    title: lang === "zh" ? "路线设计培训" : "Alignment training",
    text: lang === "zh" ? "发布了新闻《路线设计培训》" : "Published news item “Alignment training”",
    summary: lang === "zh" ? "正文（英文）" : "Body (en)",
    link: "/admin/news/7",
    revisionId: 30,
    actorName: "运维 / Ops token",
  });
  it.each(["zh", "en"] as const)("reads as sentences with the item's link and what changed (%s)", async (lang) => {
    stubFetch({
      "GET /api/admin/audit": (call) => ok({ list: [entry(call.headers["Accept-Language"] === "en" ? "en" : "zh")], total: 1, pageIndex: 1, pageSize: 50 }),
    });
    render(
      <AdminI18nProvider initial={lang}>
        <MemoryRouter initialEntries={["/admin/audit"]}>
          <AuditScreen />
        </MemoryRouter>
      </AdminI18nProvider>,
    );
    const link = await screen.findByRole("link", { name: entry(lang).text });
    expect(link.getAttribute("href")).toBe("/admin/news/7");
    expect(screen.getByText(entry(lang).summary)).toBeTruthy();
    expect(screen.getAllByText("运维 / Ops token").length).toBeGreaterThan(0);
    expect(screen.queryByText("admin-token")).toBeNull();
  });

  it.each([
    ["zh", "销售 / Sales token · 销售"],
    ["en", "销售 / Sales token · Sales"],
  ] as const)("names the role the actor acted in beside the actor (%s)", async (lang, who) => {
    const sales = {
      ...entry(lang),
      actor: "销售 / Sales token",
      actorName: "销售 / Sales token",
      role: "sales",
      verb: "lead-status",
      resource: "consultations",
      link: null,
    };
    stubFetch({ "GET /api/admin/audit": () => ok({ list: [sales], total: 1, pageIndex: 1, pageSize: 50 }) });
    render(
      <AdminI18nProvider initial={lang}>
        <MemoryRouter initialEntries={["/admin/audit"]}>
          <AuditScreen />
        </MemoryRouter>
      </AdminI18nProvider>,
    );
    expect(await screen.findByText(who)).toBeTruthy();
  });
});
