// The media library in the admin against a stubbed API: a picture field's "Choose from library" opens a
// dialog listing pictures only, searched by name, and the chosen file becomes the field's value (saved as
// such); the library screen shows where each file is used with links to those editors, and a refused
// delete shows the server's words.
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { MemoryRouter } from "react-router";
import type { MediaItem } from "../../worker/schemas/admin-api";
import { AdminI18nProvider } from "../../src/admin/i18n/admin-i18n";
import { MediaScreen } from "../../src/admin/media/media-screen";
import { PageEdit } from "../../src/admin/pages/page-edit";
import { SettingsScreen } from "../../src/admin/settings/settings-screen";
import { ok, stubFetch } from "./support/fetch-stub";

vi.setConfig({ testTimeout: 20_000 });

const both = (zh: string, en = zh) => ({ zh, en });
const SETTINGS = {
  brandName: both("路衍数科", "RoadYan Digital"),
  hotline: both("400-000-0000"),
  contactPerson: both("王工", "Mr. Wang"),
  phone: both("+86 400-000-0000"),
  whatsapp: both(""),
  email: both("sales@example.com"),
  saasUrl: both("https://saas.example.com/register"),
  qrPath: "/files/images/WeChat-QR-ad761943.svg",
  facts: [],
  privacyPolicy: both("x", "x"),
  privacyVersion: "2026-11-26",
  icpNumber: "",
  psbNumber: "",
  psbCode: "",
  baiduVerification: "",
  defaultAreaCode: "+65",
  legalName: both(""),
  address: both(""),
  licenceNumber: "",
  certifications: [],
  rowVersion: 4,
  updatedAt: "2026-11-20T08:00:00.000Z",
  updatedBy: "admin-token",
};

const QR: MediaItem = {
  key: "images/WeChat-QR-New-1a2b3c4d.png",
  path: "/files/images/WeChat-QR-New-1a2b3c4d.png",
  name: "WeChat QR New.png",
  size: 20480,
  contentType: "image/png",
  uploadedAt: "2026-11-28T08:00:00.000Z",
  uploadedBy: "marketing",
  width: 1200,
  height: 1200,
  variants: [
    { w: 960, h: 960, path: "/files/images/WeChat-QR-New-1a2b3c4d.w960.webp", type: "image/webp" },
    { w: 480, h: 480, path: "/files/images/WeChat-QR-New-1a2b3c4d.w480.webp", type: "image/webp" },
  ],
  usedBy: [],
};
const COVER: MediaItem = {
  key: "covers/News-Release-45b575f0.svg",
  path: "/files/covers/News-Release-45b575f0.svg",
  name: "News-Release.svg",
  size: 3100,
  contentType: "image/svg+xml",
  uploadedAt: "2026-11-20T08:00:00.000Z",
  uploadedBy: "seed",
  usedBy: [
    { kind: "news", id: 7, label: "EICAD 5.2 released", field: "coverPath", fieldLabel: "Cover image", editor: "/admin/news/7" },
    { kind: "pages", id: 3, label: "/lp/expo · Expo", field: "blocks.1.image.src", fieldLabel: "Block 2 · Image", editor: "/admin/pages/3" },
  ],
};
const page = (list: MediaItem[]) => ok({ list, total: list.length, pageIndex: 1, pageSize: 24 });

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

it("picks the QR code picture from the library instead of uploading it again, and saves it", async () => {
  const net = stubFetch({
    "GET /api/admin/site-settings": () => ok(SETTINGS),
    "GET /api/admin/media": (call) => page(new URL(call.url, "http://x").searchParams.get("q") === "QR" ? [QR] : [QR, COVER]),
    "PUT /api/admin/site-settings": () => ok({ rowVersion: 5, version: 5 }),
  });
  render(
    <AdminI18nProvider initial="en">
      <MemoryRouter initialEntries={["/admin/settings"]}>
        <SettingsScreen />
      </MemoryRouter>
    </AdminI18nProvider>,
  );
  const open = await screen.findByRole("button", { name: "Choose from library" });
  fireEvent.click(open);
  const dialog = await screen.findByRole("dialog", { name: "Choose from the media library" });
  // Pictures only, the smallest variant as the thumbnail, where each is used as text (no way out of the form).
  await within(dialog).findByText("WeChat QR New.png");
  expect(new URL(net.callsTo("GET", "/api/admin/media")[0]!.url, "http://x").searchParams.get("accept")).toBe("image");
  expect(dialog.querySelector("img")?.getAttribute("src")).toBe("/files/images/WeChat-QR-New-1a2b3c4d.w480.webp");
  expect(within(dialog).getByText("News · EICAD 5.2 released")).toBeTruthy();
  expect(within(dialog).queryByRole("link")).toBeNull();

  fireEvent.change(within(dialog).getByLabelText("Search by file name"), { target: { value: "QR" } });
  fireEvent.click(within(dialog).getByRole("button", { name: "Search" }));
  await waitFor(() => expect(within(dialog).queryByText("News-Release.svg")).toBeNull());
  fireEvent.click(within(dialog).getByRole("button", { name: "Choose “WeChat QR New.png”" }));

  await waitFor(() => expect(dialog.hasAttribute("open")).toBe(false));
  expect(screen.getByText(QR.path)).toBeTruthy();
  expect(screen.getByText("Chose “WeChat QR New.png” from the library")).toBeTruthy();
  expect(document.activeElement).toBe(open);
  expect(net.calls.filter((c) => c.method === "POST")).toEqual([]);
  fireEvent.click(screen.getByRole("button", { name: "Save" }));
  await waitFor(() => expect(net.callsTo("PUT", "/api/admin/site-settings")).toHaveLength(1));
  expect(net.callsTo("PUT", "/api/admin/site-settings")[0]!.body).toMatchObject({ qrPath: QR.path });
});

it("closes the picker with Escape and leaves the field as it was", async () => {
  stubFetch({ "GET /api/admin/site-settings": () => ok(SETTINGS), "GET /api/admin/media": () => page([QR]) });
  render(
    <AdminI18nProvider initial="zh">
      <MemoryRouter initialEntries={["/admin/settings"]}>
        <SettingsScreen />
      </MemoryRouter>
    </AdminI18nProvider>,
  );
  fireEvent.click(await screen.findByRole("button", { name: "从媒体库选择" }));
  const dialog = await screen.findByRole("dialog", { name: "从媒体库选择" });
  await within(dialog).findByText("WeChat QR New.png");
  fireEvent(dialog, new Event("cancel"));
  await waitFor(() => expect(dialog.hasAttribute("open")).toBe(false));
  expect(screen.getByText(SETTINGS.qrPath)).toBeTruthy();
});

it("lists where each file is used with links to the editors, and shows why a delete is refused", async () => {
  const msg = "This file is in use and cannot be deleted: EICAD 5.2 released (Cover image). Replace it there first.";
  const unused: MediaItem = { ...QR, usedBy: [] };
  const net = stubFetch({
    "GET /api/admin/media": () => page([COVER, unused]),
    [`DELETE /api/admin/media/${encodeURIComponent(unused.key)}`]: () => ({ status: 409, body: { code: 20001, success: false, msg } }),
  });
  render(
    <AdminI18nProvider initial="en">
      <MemoryRouter initialEntries={["/admin/media"]}>
        <MediaScreen />
      </MemoryRouter>
    </AdminI18nProvider>,
  );
  const news = await screen.findByRole("link", { name: "News · EICAD 5.2 released" });
  expect(news.getAttribute("href")).toBe("/admin/news/7");
  expect(screen.getByRole("link", { name: "Pages · /lp/expo · Expo" }).getAttribute("href")).toBe("/admin/pages/3");
  expect(screen.getByText("— Block 2 · Image")).toBeTruthy();
  // In use: no delete offered.
  expect((screen.getByRole("button", { name: "Delete News-Release.svg" }) as HTMLButtonElement).disabled).toBe(true);
  fireEvent.click(screen.getByRole("button", { name: "Delete WeChat QR New.png" }));
  fireEvent.click(within(await screen.findByRole("dialog", { name: "Delete “WeChat QR New.png”?" })).getByRole("button", { name: "Delete" }));
  expect(await screen.findByText(msg)).toBeTruthy();
  expect(net.calls.filter((c) => c.method === "DELETE")).toHaveLength(1);
});

it("picks a home banner slide's picture (a path alone) from the library in the page editor", async () => {
  const slide = {
    route: "digital",
    image: "/img/banner/road.svg",
    headline: both("道路", "Road"),
    subtitle: both("", ""),
    button: both("了解", "More"),
    description: both("", ""),
    alt: both("道路", "Road"),
  };
  const home = {
    id: 1,
    rowVersion: 2,
    updatedAt: "2026-11-20T08:00:00.000Z",
    updatedBy: "admin-token",
    status: "published",
    path: "/pc_index",
    title: both("首页", "Home"),
    description: both("首页", "Home"),
    contact: "default",
    publishAt: null,
    hasDraftChanges: false,
    blocks: [{ type: "homeBanner", heading: both("路衍", "RoadYan"), label: both("横幅", "Banner"), nav: both("切换", "Switch"), slides: [slide] }],
    live: { status: "published", publishAt: null, publishedAt: "2026-11-20T08:00:00.000Z", publishedBy: "admin-token" },
  };
  const net = stubFetch({ "GET /api/admin/pages/1": () => ok(home), "GET /api/admin/media": () => page([QR]) });
  render(
    <AdminI18nProvider initial="zh">
      <MemoryRouter initialEntries={["/admin/pages/1"]}>
        <PageEdit id={1} />
      </MemoryRouter>
    </AdminI18nProvider>,
  );
  const path = (await screen.findByDisplayValue("/img/banner/road.svg", {}, { timeout: 15_000 })) as HTMLInputElement;
  const field = path.closest("fieldset")!;
  fireEvent.click(within(field as HTMLElement).getByRole("button", { name: "从媒体库选择" }));
  const dialog = await screen.findByRole("dialog", { name: "从媒体库选择" });
  fireEvent.click(await within(dialog).findByRole("button", { name: "选择《WeChat QR New.png》" }));
  await waitFor(() => expect(path.value).toBe(QR.path));
  expect(new URL(net.callsTo("GET", "/api/admin/media")[0]!.url, "http://x").searchParams.get("accept")).toBe("image");
});
