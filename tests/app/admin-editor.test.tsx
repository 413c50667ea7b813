// The admin's content editor against a stubbed API: a field the server names gets its message next
// to it, a concurrent save (412) says who saved and keeps the text, and an unsaved edit survives a
// failed save and a reload (the draft in localStorage), until a save succeeds.
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MemoryRouter } from "react-router";
import { ContentEdit } from "../../src/admin/content/content-edit";
import { AdminI18nProvider } from "../../src/admin/i18n/admin-i18n";
import { draftKey } from "../../src/admin/lib/drafts";
import { ok, stubFetch } from "./support/fetch-stub";

const NEWS = {
  id: 7,
  rowVersion: 3,
  updatedAt: "2026-11-20T08:00:00.000Z",
  updatedBy: "admin-token",
  status: "draft",
  tab: "company",
  title: { zh: "路线设计培训", en: "Alignment training" },
  subtitle: { zh: "", en: "" },
  content: { zh: "## 日程\n\n- 上午：平面", en: "## Agenda\n\n- Morning: plan" },
  coverPath: "/files/images/cover-1a2b3c4d.png",
  effectiveTime: "2026-11-20T08:00:00.000Z",
};

function renderEditor() {
  return render(
    <AdminI18nProvider initial="en">
      <MemoryRouter initialEntries={["/admin/news/7"]}>
        <ContentEdit resource="news" id={7} />
      </MemoryRouter>
    </AdminI18nProvider>,
  );
}

const titleEn = () => screen.findByLabelText("English", { selector: "#f-title-en" }) as Promise<HTMLInputElement>;

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("content editor", () => {
  it("renders the Markdown body live with the site's renderer", async () => {
    stubFetch({ "GET /api/admin/news/7": () => ok(NEWS) });
    renderEditor();
    await titleEn();
    expect(screen.getByRole("region", { name: "English preview" }).querySelector("h2")?.textContent).toBe("Agenda");
    fireEvent.change(document.getElementById("f-content-en")!, { target: { value: "**Bold** <script>alert(1)</script>" } });
    await waitFor(() => expect(screen.getByRole("region", { name: "English preview" }).querySelector("strong")?.textContent).toBe("Bold"));
    expect(screen.getByRole("region", { name: "English preview" }).innerHTML).not.toContain("<script");
  });

  it("shows the server's 400 next to the field it names and keeps the edit", async () => {
    const net = stubFetch({
      "GET /api/admin/news/7": () => ok(NEWS),
      "PUT /api/admin/news/7": () => ({
        status: 400,
        body: { code: 20001, success: false, msg: "English title (title.en) is not valid.", data: { field: "title.en" } },
      }),
    });
    renderEditor();
    fireEvent.change(await titleEn(), { target: { value: "x".repeat(3) } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    const input = await titleEn();
    await waitFor(() => expect(input.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById("f-title-en-e")?.textContent).toBe("English title (title.en) is not valid.");
    expect(input.value).toBe("xxx");
    // The stub sends no ETag header: the bare version is the If-Match.
    expect(net.callsTo("PUT", "/api/admin/news/7")[0]!.headers["If-Match"]).toBe("3");
  });

  it("says who saved in between on a 412 and keeps the text; the draft survives a reload", async () => {
    stubFetch({
      "GET /api/admin/news/7": () => ok(NEWS),
      "PUT /api/admin/news/7": () => ({
        status: 412,
        body: { code: 412, success: false, msg: "stale", data: { version: 4, updatedAt: "2026-11-21T09:30:00.000Z", updatedBy: "li@example.com" } },
      }),
    });
    const first = renderEditor();
    fireEvent.change(await titleEn(), { target: { value: "Alignment training, second session" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    const alert = await screen.findByText(/Someone else \(li@example\.com\) saved this item at/);
    expect(alert.textContent).toMatch(/your text is kept/);
    expect((await titleEn()).value).toBe("Alignment training, second session");

    first.unmount(); // the tab is reloaded
    renderEditor();
    expect((await titleEn()).value).toBe("Alignment training, second session");
    expect(screen.getByText(/Restored your unsaved draft/)).toBeTruthy();
  });

  it("clears the draft once a save succeeds", async () => {
    stubFetch({ "GET /api/admin/news/7": () => ok(NEWS), "PUT /api/admin/news/7": () => ok({ id: 7, version: 4 }) });
    renderEditor();
    fireEvent.change(await titleEn(), { target: { value: "Alignment training (full)" } });
    expect(localStorage.getItem(draftKey("news", 7))).toContain("Alignment training (full)");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByText("Saved");
    expect(localStorage.getItem(draftKey("news", 7))).toBeNull();
  });

  it("blocks publishing while a required translation is missing, naming the field", async () => {
    const net = stubFetch({ "GET /api/admin/news/7": () => ok({ ...NEWS, content: { zh: "正文", en: "" } }) });
    renderEditor();
    await titleEn();
    fireEvent.click(screen.getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(document.getElementById("f-content-en")?.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById("f-content-en-e")?.textContent).toMatch(/Needed before publishing: Body \(English\)/);
    expect(net.callsTo("PUT", "/api/admin/news/7")).toHaveLength(0);
  });
});
