// Review before publish in the admin (CONTRACT "Review before publish"): a list row with a pending change
// says "changes not published"; the editor of a published item saves for review (PUT …/pending with
// If-Match, visitors keep the live version), publishes (pending then publish), discards after asking,
// and makes a preview link shown with a copy button and its expiry, which it can revoke. Both languages.
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MemoryRouter } from "react-router";
import { ContentEdit } from "../../src/admin/content/content-edit";
import { ContentList } from "../../src/admin/content/content-list";
import { PageEdit } from "../../src/admin/pages/page-edit";
import { AdminI18nProvider } from "../../src/admin/i18n/admin-i18n";
import type { AdminLang } from "../../src/admin/lib/admin-fetch";
import { ok, stubFetch } from "./support/fetch-stub";

const NEWS = {
  id: 7,
  rowVersion: 3,
  updatedAt: "2026-11-20T08:00:00.000Z",
  updatedBy: "admin-token",
  status: "published",
  tab: "company",
  title: { zh: "路线设计培训", en: "Alignment training" },
  subtitle: { zh: "", en: "" },
  content: { zh: "正文", en: "Body" },
  publishAt: null,
  unpublishAt: null,
  coverPath: "/files/images/cover-1a2b3c4d.png",
  effectiveTime: "2026-11-20T08:00:00.000Z",
  pending: false,
};
const PENDING = {
  ...NEWS,
  rowVersion: 4,
  pending: true,
  title: { zh: "路线设计培训（二）", en: "Alignment training, part two" },
  pendingSavedAt: "2026-11-21T08:00:00.000Z",
  pendingSavedBy: "li@example.com",
};
const LINK = { url: "https://www.example.com/pc_index/newsDetail?id=7&preview_link=12.abc", expiresAt: "2026-12-06T08:00:00.000Z" };

function renderEditor(lang: AdminLang = "en") {
  return render(
    <AdminI18nProvider initial={lang}>
      <MemoryRouter initialEntries={["/admin/news/7"]}>
        <ContentEdit resource="news" id={7} />
      </MemoryRouter>
    </AdminI18nProvider>,
  );
}

const titleEn = () => screen.findByLabelText("English", { selector: "#f-title-en" }) as Promise<HTMLInputElement>;

beforeEach(() => {
  // jsdom has <dialog> without its modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("content list: changes not published", () => {
  it.each([
    ["en", "Changes not published"],
    ["zh", "未发布的更改"],
  ] as const)("marks the rows with a pending change (%s)", async (lang, badge) => {
    stubFetch({
      "GET /api/admin/news": () =>
        ok({
          list: [
            { ...NEWS, id: 7, pending: true },
            { ...NEWS, id: 8, title: { zh: "另一条", en: "Another" }, pending: false },
          ],
          total: 2,
          pageIndex: 1,
          pageSize: 20,
        }),
    });
    render(
      <AdminI18nProvider initial={lang}>
        <MemoryRouter initialEntries={["/admin/news"]}>
          <ContentList resource="news" />
        </MemoryRouter>
      </AdminI18nProvider>,
    );
    const pendingRow = (await screen.findByRole("link", { name: NEWS.title[lang] })).closest("tr")!;
    const otherRow = screen.getByRole("link", { name: lang === "en" ? "Another" : "另一条" }).closest("tr")!;
    expect(within(pendingRow).getByText(badge)).toBeTruthy();
    expect(within(otherRow).queryByText(badge)).toBeNull();
  });
});

describe("editor of a published item", () => {
  it("saves for review with If-Match instead of publishing, and says the live version is unchanged", async () => {
    const net = stubFetch({
      "GET /api/admin/news/7": () => ok(NEWS),
      "PUT /api/admin/news/7/pending": () => ok({ id: 7, rowVersion: 4, version: 4 }),
    });
    renderEditor();
    fireEvent.change(await titleEn(), { target: { value: "Alignment training, part two" } });
    fireEvent.click(screen.getByRole("button", { name: "Save for review" }));
    expect(await screen.findByText("Saved for review; the live version is unchanged")).toBeTruthy();
    const put = net.callsTo("PUT", "/api/admin/news/7/pending")[0]!;
    expect(put.headers["If-Match"]).toBe("3");
    expect((put.body as { title: { en: string }; status: string }).title.en).toBe("Alignment training, part two");
    expect(net.callsTo("PUT", "/api/admin/news/7")).toHaveLength(0);
    expect(net.callsTo("POST", "/api/admin/news/7/publish")).toHaveLength(0);
  });

  it("loads the pending change into the form, publishes it as one revision, and offers to discard it", async () => {
    const net = stubFetch({
      "GET /api/admin/news/7": () => ok({ ...NEWS, rowVersion: 4, pending: true }),
      "GET /api/admin/news/7/pending": () => ok(PENDING),
      "PUT /api/admin/news/7/pending": () => ok({ id: 7, rowVersion: 5, version: 5 }),
      "POST /api/admin/news/7/publish": () => ok({ id: 7, rowVersion: 6, version: 6 }),
    });
    renderEditor();
    expect((await titleEn()).value).toBe("Alignment training, part two");
    expect(screen.getByText(/visitors still see the live version/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Discard changes" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(net.callsTo("POST", "/api/admin/news/7/publish")).toHaveLength(1));
    expect(net.callsTo("PUT", "/api/admin/news/7/pending")[0]!.headers["If-Match"]).toBe("4");
    expect(net.callsTo("POST", "/api/admin/news/7/publish")[0]!.headers["If-Match"]).toBe('"5"');
    await waitFor(() => expect(screen.queryByRole("button", { name: "Discard changes" })).toBeNull());
  });

  it("discards the pending change after asking and shows the live version again (zh)", async () => {
    let pending = true;
    const net = stubFetch({
      "GET /api/admin/news/7": () => ok({ ...NEWS, rowVersion: 4, pending }),
      "GET /api/admin/news/7/pending": () => ok(PENDING),
      "DELETE /api/admin/news/7/pending": () => {
        pending = false;
        return ok({ id: 7 });
      },
    });
    renderEditor("zh");
    const zhTitle = (await screen.findByLabelText("中文", { selector: "#f-title-zh" })) as HTMLInputElement;
    expect(zhTitle.value).toBe("路线设计培训（二）");
    fireEvent.click(screen.getByRole("button", { name: "放弃更改" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("放弃这些未发布的更改？线上版本保持不变。")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "放弃更改" }));
    await waitFor(() => expect(net.callsTo("DELETE", "/api/admin/news/7/pending")).toHaveLength(1));
    await waitFor(() => expect((document.getElementById("f-title-zh") as HTMLInputElement).value).toBe("路线设计培训"));
  });

  it("makes a preview link, shows it with a copy button and its expiry, and revokes every link", async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    const net = stubFetch({
      "GET /api/admin/news/7": () => ok(NEWS),
      "POST /api/admin/news/7/preview-links": () => ok(LINK),
      "DELETE /api/admin/news/7/preview-links": () => ok({ id: 7, revoked: 1 }),
    });
    renderEditor();
    await titleEn();
    fireEvent.click(screen.getByRole("button", { name: "Preview link" }));
    const field = (await screen.findByLabelText("Preview link (no sign-in needed)")) as HTMLInputElement;
    expect(field.value).toBe(LINK.url);
    expect(screen.getByText(/without signing in until/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Copy link" }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(LINK.url));
    fireEvent.click(screen.getByRole("button", { name: "Revoke all preview links" }));
    expect(await screen.findByText("Every preview link of this item is revoked")).toBeTruthy();
    expect(net.callsTo("DELETE", "/api/admin/news/7/preview-links")).toHaveLength(1);
    expect(screen.queryByLabelText("Preview link (no sign-in needed)")).toBeNull();
  });
});

describe("page editor with a change saved for review", () => {
  const PAGE = {
    id: 4,
    rowVersion: 5,
    updatedAt: "2026-11-20T08:00:00.000Z",
    updatedBy: "admin-token",
    status: "published",
    pending: true,
    path: "/about",
    title: { zh: "关于我们", en: "About us" },
    description: { zh: "简介", en: "Who we are" },
    blocks: [],
    publishAt: null,
    contact: "default",
    live: { status: "published", publishAt: null, publishedAt: null, publishedBy: null },
    hasDraftChanges: false,
  };
  it("edits the pending version, saves it for review and publishes it through review, not as a draft", async () => {
    const net = stubFetch({
      "GET /api/admin/pages/4": () => ok(PAGE),
      "GET /api/admin/pages/4/pending": () =>
        ok({ ...PAGE, title: { zh: "关于我们（新）", en: "About us, new" }, pendingSavedAt: "2026-11-21T08:00:00.000Z", pendingSavedBy: null }),
      "PUT /api/admin/pages/4/pending": () => ok({ id: 4, rowVersion: 6, version: 6 }),
      "POST /api/admin/pages/4/publish": () => ok({ id: 4, rowVersion: 7, version: 7 }),
    });
    render(
      <AdminI18nProvider initial="en">
        <MemoryRouter initialEntries={["/admin/pages/4"]}>
          <PageEdit id={4} />
        </MemoryRouter>
      </AdminI18nProvider>,
    );
    expect(((await titleEn()) as HTMLInputElement).value).toBe("About us, new");
    expect(screen.getByText(/visitors still see the live version/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Discard changes" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(net.callsTo("PUT", "/api/admin/pages/4/pending")).toHaveLength(1));
    expect(net.callsTo("PUT", "/api/admin/pages/4")).toHaveLength(0);
    fireEvent.click(screen.getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(net.callsTo("POST", "/api/admin/pages/4/publish")).toHaveLength(1));
    expect(net.callsTo("PUT", "/api/admin/pages/4")).toHaveLength(0);
  });
});
