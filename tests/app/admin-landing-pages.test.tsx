// Landing pages in the admin against a stubbed API: "New landing page" says the address rule, refuses
// a bad name at the field without asking, creates a draft with POST /api/admin/pages (path /lp/<name>,
// both languages' title and description, noindex, share picture, the form's product) and opens the page
// editor on it, shows the server's 409 at the field; the editor of a landing page shows its head fields,
// sends them with a save, and deletes it after a confirmation. Both admin languages.
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { MemoryRouter, Route, Routes } from "react-router";
import { AdminI18nProvider } from "../../src/admin/i18n/admin-i18n";
import { LandingNew } from "../../src/admin/pages/landing-new";
import { PageEdit } from "../../src/admin/pages/page-edit";
import { fail, ok, stubFetch } from "./support/fetch-stub";

const bi = (zh: string, en: string) => ({ zh, en });
const PRODUCTS = [
  { id: "eicad", name: "EICAD" },
  { id: "report3d", name: "Report3D" },
];
const LANDING = {
  id: 31,
  rowVersion: 1,
  updatedAt: "2026-11-29T08:00:00.000Z",
  updatedBy: "marketing-token",
  status: "draft",
  path: "/lp/spring-2027",
  title: bi("春季活动", "Spring offer"),
  description: bi("活动", "Offer"),
  blocks: [],
  contact: "on",
  publishAt: null,
  unpublishAt: null,
  noindex: true,
  sharePicture: "/files/share-1a2b3c4d.jpg",
  contactProduct: "report3d",
  live: { status: "published", publishAt: null, publishedAt: null, publishedBy: null },
  hasDraftChanges: true,
};

beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});
beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(path: string, lang: "zh" | "en") {
  return render(
    <AdminI18nProvider initial={lang}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/pages" element={<h1>pages list</h1>} />
          <Route path="/admin/pages/new-landing" element={<LandingNew />} />
          <Route path="/admin/pages/:id" element={<PageEdit id={31} />} />
        </Routes>
      </MemoryRouter>
    </AdminI18nProvider>,
  );
}

const field = (id: string) => document.getElementById(id) as HTMLInputElement;

describe("new landing page", () => {
  for (const lang of ["zh", "en"] as const) {
    it(`says the address rule, refuses a bad name at the field, creates the draft and opens its editor (${lang})`, async () => {
      const api = stubFetch({
        "GET /api/products": () => ok(PRODUCTS),
        "POST /api/admin/pages": () => ok({ id: 31, rowVersion: 1, version: 1 }),
        "GET /api/admin/pages/31": () => ok(LANDING),
      });
      renderAt("/admin/pages/new-landing", lang);
      await screen.findByRole("heading", { name: lang === "zh" ? "新建活动页" : "New landing page" });
      expect(document.getElementById("landing-slug-hint")!.textContent).toContain(lang === "zh" ? "1-60 个小写字母" : "1-60 lower-case letters");

      fireEvent.change(field("landing-slug"), { target: { value: "spring_2027" } });
      fireEvent.click(screen.getByRole("button", { name: lang === "zh" ? "创建草稿" : "Create draft" }));
      expect(await screen.findByRole("alert")).toBeTruthy();
      expect(api.callsTo("POST", "/api/admin/pages")).toHaveLength(0);

      fireEvent.change(field("landing-slug"), { target: { value: "spring-2027" } });
      fireEvent.change(field("f-title-zh"), { target: { value: "春季活动" } });
      fireEvent.change(field("f-title-en"), { target: { value: "Spring offer" } });
      fireEvent.click(field("f-noindex"));
      fireEvent.change(field("f-sharePicture"), { target: { value: "/files/share-1a2b3c4d.jpg" } });
      await waitFor(() => expect((document.getElementById("f-contactProduct") as HTMLSelectElement).options).toHaveLength(3));
      fireEvent.change(document.getElementById("f-contactProduct")!, { target: { value: "report3d" } });
      fireEvent.click(screen.getByRole("button", { name: lang === "zh" ? "创建草稿" : "Create draft" }));

      await waitFor(() => expect(api.callsTo("POST", "/api/admin/pages")).toHaveLength(1));
      expect(api.callsTo("POST", "/api/admin/pages")[0]!.body).toMatchObject({
        path: "/lp/spring-2027",
        title: bi("春季活动", "Spring offer"),
        status: "draft",
        blocks: [],
        noindex: true,
        sharePicture: "/files/share-1a2b3c4d.jpg",
        contactProduct: "report3d",
      });
      // The page editor opens on the new page.
      await waitFor(() => expect(api.callsTo("GET", "/api/admin/pages/31").length).toBeGreaterThan(0));
    });
  }

  it("shows the server's refusal of a taken address at the field", async () => {
    stubFetch({ "GET /api/products": () => ok(PRODUCTS), "POST /api/admin/pages": () => fail(409, "A page already has this address.") });
    renderAt("/admin/pages/new-landing", "en");
    fireEvent.change(await screen.findByLabelText("Address name"), { target: { value: "taken" } });
    fireEvent.click(screen.getByRole("button", { name: "Create draft" }));
    expect((await screen.findByRole("alert")).textContent).toBe("A page already has this address.");
  });
});

describe("a landing page's editor", () => {
  it("takes its share picture from the media library, shows it and saves its address (zh)", async () => {
    const PICTURE = {
      key: "images/Spring-Share-7c1d2e3f.jpg",
      path: "/files/images/Spring-Share-7c1d2e3f.jpg",
      name: "Spring-Share.jpg",
      size: 81920,
      contentType: "image/jpeg",
      uploadedAt: "2026-11-28T08:00:00.000Z",
      uploadedBy: "marketing",
      usedBy: [],
    };
    const api = stubFetch({
      "GET /api/products": () => ok(PRODUCTS),
      "GET /api/admin/pages/31": () => ok(LANDING),
      "GET /api/admin/media": () => ok({ list: [PICTURE], total: 1, pageIndex: 1, pageSize: 24 }),
      "PUT /api/admin/pages/31": () => ok({ id: 31, rowVersion: 2, version: 2 }),
    });
    renderAt("/admin/pages/31", "zh");
    await waitFor(() => expect(field("f-sharePicture")?.value).toBe("/files/share-1a2b3c4d.jpg"));
    const pick = screen.getByRole("button", { name: "从媒体库选择" });
    fireEvent.click(pick);
    // Only pictures are offered.
    await waitFor(() =>
      expect(api.calls.some((c) => c.url.startsWith("/api/admin/media") && new URL(c.url, "http://x").searchParams.get("accept") === "image")).toBe(true),
    );
    fireEvent.click(await screen.findByRole("button", { name: /Spring-Share\.jpg/ }));
    expect(field("f-sharePicture").value).toBe(PICTURE.path);
    expect(document.querySelector<HTMLImageElement>(".file-field__thumb")?.getAttribute("src")).toBe(PICTURE.path);
    expect(document.activeElement).toBe(pick);
    fireEvent.submit(field("f-noindex").closest("form")!);
    await waitFor(() => expect(api.callsTo("PUT", "/api/admin/pages/31")).toHaveLength(1));
    expect(api.callsTo("PUT", "/api/admin/pages/31")[0]!.body).toMatchObject({ sharePicture: PICTURE.path });
  });

  it("shows its head fields, sends them with a save, and deletes the page after a confirmation", async () => {
    const api = stubFetch({
      "GET /api/products": () => ok(PRODUCTS),
      "GET /api/admin/pages/31": () => ok(LANDING),
      "PUT /api/admin/pages/31": () => ok({ id: 31, rowVersion: 2, version: 2 }),
      "DELETE /api/admin/pages/31": () => ok({ id: 31 }),
    });
    renderAt("/admin/pages/31", "en");
    await waitFor(() => expect(field("f-noindex")?.checked).toBe(true));
    expect(field("f-sharePicture").value).toBe("/files/share-1a2b3c4d.jpg");
    fireEvent.click(field("f-noindex"));
    fireEvent.submit(field("f-noindex").closest("form")!);
    await waitFor(() => expect(api.callsTo("PUT", "/api/admin/pages/31")).toHaveLength(1));
    expect(api.callsTo("PUT", "/api/admin/pages/31")[0]!.body).toMatchObject({
      noindex: false,
      sharePicture: "/files/share-1a2b3c4d.jpg",
      contactProduct: "report3d",
    });

    const deleteButtons = () => screen.getAllByRole("button", { name: "Delete" });
    fireEvent.click(deleteButtons()[0]!);
    fireEvent.click(await screen.findByRole("button", { name: "Delete for good" }));
    await screen.findByRole("heading", { name: "pages list" });
    expect(api.callsTo("DELETE", "/api/admin/pages/31")).toHaveLength(1);
  });
});
