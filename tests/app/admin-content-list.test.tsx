// The content lists as a marketer sees them: the columns, their labels, the option names and the
// filter come from the content type's one description (common/content-types), in the admin's language.
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MemoryRouter } from "react-router";
import { ContentList } from "../../src/admin/content/content-list";
import { AdminI18nProvider } from "../../src/admin/i18n/admin-i18n";
import type { AdminLang } from "../../src/admin/lib/admin-fetch";
import { ok, stubFetch } from "./support/fetch-stub";

const MANUAL = {
  id: 4,
  rowVersion: 2,
  updatedAt: "2026-11-20T08:00:00.000Z",
  updatedBy: "admin-token",
  status: "published",
  kind: "manual",
  name: { zh: "EICAD 用户手册", en: "EICAD user manual" },
  version: "5.2.0",
  fileKey: "manuals/EICAD-Manual-1a2b3c4d.pdf",
  summary: { zh: "", en: "" },
  description: { zh: "", en: "" },
  order: 0,
  size: 3 * 1024 * 1024,
  fileName: "EICAD-Manual.pdf",
  fileUrl: "/files/manuals/EICAD-Manual-1a2b3c4d.pdf",
};

const ABOUT_PAGE = {
  id: 3,
  rowVersion: 1,
  updatedAt: "2026-11-20T08:00:00.000Z",
  updatedBy: null,
  status: "published",
  path: "/about",
  publishAt: null,
  title: { zh: "关于我们", en: "About us" },
  description: { zh: "公司简介", en: "Who we are" },
  blocks: [],
  live: { status: "published", publishAt: null, publishedAt: null, publishedBy: null },
  hasDraftChanges: false,
};

function renderList(lang: AdminLang, url = "/admin/software", resource: "software" | "pages" = "software") {
  return render(
    <AdminI18nProvider initial={lang}>
      <MemoryRouter initialEntries={[url]}>
        <ContentList resource={resource} />
      </MemoryRouter>
    </AdminI18nProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("content list", () => {
  it.each([
    ["en", ["#", "Name", "Kind", "Version", "Size", "Last saved", "Status"], "Manual", ["All", "Software", "Manual"]],
    ["zh", ["#", "名称", "类别", "版本", "大小", "最后保存", "状态"], "手册", ["全部", "软件", "手册"]],
  ] as const)("shows the software list's described columns and kind filter (%s)", async (lang, headers, kind, filter) => {
    stubFetch({ "GET /api/admin/software": () => ok({ list: [MANUAL], total: 1, pageIndex: 1, pageSize: 20 }) });
    renderList(lang);
    const link = await screen.findByRole("link", { name: MANUAL.name[lang] });
    const row = link.closest("tr")!;
    expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual(headers);
    expect(within(row).getByText(kind)).toBeTruthy();
    expect(within(row).getByText("5.2.0")).toBeTruthy();
    const select = screen.getByRole("combobox", { name: headers[2] });
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(filter);
  });

  it("says an item has left the site once its unpublish time has passed, and when", async () => {
    const ended = { ...MANUAL, publishAt: null, unpublishAt: "2026-01-31T16:00:00.000Z" };
    const upcoming = { ...MANUAL, id: 5, name: { zh: "新手册", en: "New manual" }, publishAt: null, unpublishAt: "2099-01-31T16:00:00.000Z" };
    stubFetch({ "GET /api/admin/software": () => ok({ list: [ended, upcoming], total: 2, pageIndex: 1, pageSize: 20 }) });
    renderList("en");
    const row = (await screen.findByRole("link", { name: MANUAL.name.en })).closest("tr")!;
    expect(within(row).getByText("Ended")).toBeTruthy();
    expect(within(row).getByText("1 Feb 2026, 00:00")).toBeTruthy();
    const other = screen.getByRole("link", { name: "New manual" }).closest("tr")!;
    expect(within(other).queryByText("Ended")).toBeNull();
    expect(within(other).getByText("Published")).toBeTruthy();
  });

  it("sends only a known kind and status from the address to the server", async () => {
    const net = stubFetch({ "GET /api/admin/software": () => ok({ list: [], total: 0, pageIndex: 1, pageSize: 20 }) });
    renderList("en", "/admin/software?kind=manual&status=bogus");
    await screen.findByRole("combobox", { name: "Kind" });
    await vi.waitFor(() => expect(net.calls.length).toBeGreaterThan(0));
    expect(net.calls[0]!.url).toBe("/api/admin/software?pageIndex=1&pageSize=20&kind=manual");
  });

  it.each([
    ["en", ["#", "Title", "Page address", "Last saved", "Status"], /^New/],
    ["zh", ["#", "标题", "页面地址", "最后保存", "状态"], /^新建/],
  ] as const)("lists the seeded pages by address and offers a new landing page only, never a new route page (%s)", async (lang, headers, newLabel) => {
    stubFetch({ "GET /api/admin/pages": () => ok({ list: [ABOUT_PAGE], total: 1, pageIndex: 1, pageSize: 20 }) });
    renderList(lang, "/admin/pages", "pages");
    const link = await screen.findByRole("link", { name: ABOUT_PAGE.title[lang] });
    expect(within(link.closest("tr")!).getByText("/about")).toBeTruthy();
    expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual(headers);
    // The route table's pages are seeded; the one page marketing creates is a campaign page under /lp/.
    const offered = screen.getAllByRole("link", { name: newLabel });
    expect(offered.map((a) => a.getAttribute("href"))).toEqual(["/admin/pages/new-landing"]);
  });

  it.each([
    ["en", "Scheduled", "1 May 2099, 09:30", "unpublished changes", "Draft"],
    ["zh", "已定时", "2099年5月1日 09:30", "有未发布的修改", "草稿"],
  ] as const)(
    "shows a page scheduled ahead and then saved as a draft as scheduled with its time in the site's zone, with unpublished changes (%s)",
    async (lang, badge, when, changes, draft) => {
      const at = "2099-05-01T01:30:00.000Z";
      const scheduled = {
        ...ABOUT_PAGE,
        status: "draft",
        publishAt: at,
        live: { ...ABOUT_PAGE.live, status: "scheduled", publishAt: at },
        hasDraftChanges: true,
      };
      stubFetch({ "GET /api/admin/pages": () => ok({ list: [scheduled], total: 1, pageIndex: 1, pageSize: 20 }) });
      renderList(lang, "/admin/pages", "pages");
      const row = (await screen.findByRole("link", { name: ABOUT_PAGE.title[lang] })).closest("tr")!;
      expect(within(row).getByText(badge)).toBeTruthy();
      expect(within(row).getByText(when)).toBeTruthy();
      expect(within(row).getByText(changes)).toBeTruthy();
      expect(within(row).queryByText(draft)).toBeNull();
    },
  );

  it.each([
    ["en", "Published", "unpublished changes", "Draft"],
    ["zh", "已发布", "有未发布的修改", "草稿"],
  ] as const)(
    "shows a published page with saved edits as published with unpublished changes, and no status filter (%s)",
    async (lang, published, changes, draft) => {
      const edited = { ...ABOUT_PAGE, id: 5, status: "draft", hasDraftChanges: true, title: { zh: "产品", en: "Products" } };
      stubFetch({ "GET /api/admin/pages": () => ok({ list: [ABOUT_PAGE, edited], total: 2, pageIndex: 1, pageSize: 20 }) });
      renderList(lang, "/admin/pages", "pages");
      const plain = (await screen.findByRole("link", { name: ABOUT_PAGE.title[lang] })).closest("tr")!;
      expect([...plain.querySelectorAll(".badge")].map((b) => b.textContent)).toEqual([published]);
      const row = screen.getByRole("link", { name: edited.title[lang] }).closest("tr")!;
      expect([...row.querySelectorAll(".badge")].map((b) => b.textContent)).toEqual([published, changes]);
      expect(within(row).queryByText(draft)).toBeNull();
      // Every page is on the site: filtering by the edited copy's status would mislead.
      expect(screen.queryByRole("combobox")).toBeNull();
    },
  );
});
