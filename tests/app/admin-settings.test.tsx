// The admin's site settings screen against a stubbed API: a field the server rejects (the SaaS link
// in one language) gets the server's message next to it, and the edit stays in the form.
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { MemoryRouter } from "react-router";
import { SettingsScreen } from "../../src/admin/settings/settings-screen";
import { AdminI18nProvider } from "../../src/admin/i18n/admin-i18n";
import { ok, stubFetch } from "./support/fetch-stub";

/** The settings screen as the admin shows it, in English. */
function renderSettings() {
  render(
    <AdminI18nProvider initial="en">
      <MemoryRouter initialEntries={["/admin/settings"]}>
        <SettingsScreen />
      </MemoryRouter>
    </AdminI18nProvider>,
  );
}

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
  facts: [{ key: "roadKm", value: both("43,000 km"), label: both("道路", "Road") }],
  privacyPolicy: both("## 谁在处理\n\n{{brandName}} 处理您的信息。", "## Who we are\n\n{{brandName}} runs this site; write to {{email}}."),
  privacyVersion: "2026-11-26",
  icpNumber: "",
  psbNumber: "",
  psbCode: "",
  baiduVerification: "",
  defaultAreaCode: "+65",
  rowVersion: 4,
  updatedAt: "2026-11-20T08:00:00.000Z",
  updatedBy: "admin-token",
};

// The whole settings form renders in jsdom: 5 s (the default) is short on a busy 2-core box.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it("shows the server's 400 under the SaaS link it names and keeps the edit", async () => {
  const msg = 'The field "saasUrl.en" is not valid.';
  const net = stubFetch({
    "GET /api/admin/site-settings": () => ok(SETTINGS),
    "PUT /api/admin/site-settings": () => ({ status: 400, body: { code: 20001, success: false, msg, data: { field: "saasUrl.en" } } }),
  });
  renderSettings();
  const input = (await screen.findByLabelText("English", { selector: "#f-saasUrl-en" })) as HTMLInputElement;
  fireEvent.change(input, { target: { value: "javascript:alert(1)" } });
  fireEvent.click(screen.getByRole("button", { name: "Save" }));
  await waitFor(() => expect(input.getAttribute("aria-invalid")).toBe("true"));
  expect(document.getElementById("f-saasUrl-en-e")?.textContent).toBe(msg);
  expect(input.value).toBe("javascript:alert(1)");
  expect(net.callsTo("PUT", "/api/admin/site-settings")[0]!.body).toMatchObject({ saasUrl: { en: "javascript:alert(1)" }, facts: [{ key: "roadKm" }] });
});

it("edits the filing numbers, the Baidu value and the default area code, and previews the policy as visitors read it", async () => {
  const net = stubFetch({
    "GET /api/admin/site-settings": () => ok(SETTINGS),
    "PUT /api/admin/site-settings": () => ok({ rowVersion: 5, version: 5 }),
  });
  renderSettings();
  const preview = await screen.findByRole("region", { name: /English/, description: undefined });
  await waitFor(() => expect(preview.innerHTML).toContain('RoadYan Digital runs this site; write to <a href="mailto:sales@example.com">'));
  expect(screen.getByText(/2026-11-26/)).toBeTruthy();
  fireEvent.change(screen.getByLabelText("ICP filing number"), { target: { value: "京ICP备12345678号-1" } });
  fireEvent.change(screen.getByLabelText("Public security filing number"), { target: { value: "京公网安备 11010502012345号" } });
  fireEvent.change(screen.getByLabelText("Its record code (the digits)"), { target: { value: "11010502012345" } });
  fireEvent.change(screen.getByLabelText("Baidu site verification"), { target: { value: "codeva-AbC" } });
  fireEvent.change(screen.getByLabelText("Default area code"), { target: { value: "+86" } });
  fireEvent.click(screen.getByRole("button", { name: "Save" }));
  await waitFor(() => expect(net.callsTo("PUT", "/api/admin/site-settings")).toHaveLength(1));
  const sent = net.callsTo("PUT", "/api/admin/site-settings")[0]!.body as Record<string, unknown>;
  expect(sent).toMatchObject({
    icpNumber: "京ICP备12345678号-1",
    psbNumber: "京公网安备 11010502012345号",
    psbCode: "11010502012345",
    baiduVerification: "codeva-AbC",
    defaultAreaCode: "+86",
    privacyPolicy: SETTINGS.privacyPolicy,
  });
  expect(sent).not.toHaveProperty("privacyVersion");
});

it("edits the company figures by label and value, reorders and removes them, and keys a new one from its English label", async () => {
  const facts = [
    { key: "roadKm", value: both("43,000 km"), label: both("累计完成道路设计方案", "Road schemes designed to date") },
    { key: "patents", value: both("11 项", "11"), label: both("授权发明专利", "Invention patents granted") },
    { key: "partners", value: both("50+ 家", "50+"), label: both("合作伙伴", "Partner firms") },
  ];
  const net = stubFetch({
    "GET /api/admin/site-settings": () => ok({ ...SETTINGS, facts }),
    "PUT /api/admin/site-settings": () => ok({ rowVersion: 5, version: 5 }),
  });
  renderSettings();
  // Each figure is a card named by its label; its fields are labelled by what they are, not by a key.
  const road = await screen.findByRole("heading", { name: "Road schemes designed to date" });
  const value = screen.getAllByLabelText("Value · English")[0] as HTMLInputElement;
  expect(value.value).toBe("43,000 km");
  // The key is there for whoever needs it, folded away under "Advanced".
  const key = screen.getAllByLabelText("Key")[0] as HTMLInputElement;
  expect(key.value).toBe("roadKm");
  expect(key.closest("details")?.open).toBe(false);
  expect(key.closest("details")?.querySelector("summary")?.textContent).toBe("Advanced: key");
  expect(road.closest("li")?.contains(key)).toBe(true);

  fireEvent.change(value, { target: { value: "45,000 km" } });
  fireEvent.click(screen.getByRole("button", { name: "Move up: Invention patents granted" }));
  fireEvent.click(screen.getByRole("button", { name: "Remove: Partner firms" }));
  fireEvent.click(screen.getByRole("button", { name: "Add a figure" }));
  const last = (label: string) => screen.getAllByLabelText(label).at(-1) as HTMLInputElement;
  fireEvent.change(last("Label · 中文 (Chinese)"), { target: { value: "互通立交设计" } });
  fireEvent.change(last("Label · English"), { target: { value: "Interchanges designed" } });
  fireEvent.change(last("Value · 中文 (Chinese)"), { target: { value: "1,000+ 座" } });
  fireEvent.change(last("Value · English"), { target: { value: "1,000+" } });
  expect(screen.getByRole("heading", { name: "Interchanges designed" })).toBeTruthy();
  fireEvent.click(screen.getByRole("button", { name: "Save" }));

  await waitFor(() => expect(net.callsTo("PUT", "/api/admin/site-settings")).toHaveLength(1));
  expect((net.callsTo("PUT", "/api/admin/site-settings")[0]!.body as { facts: unknown }).facts).toEqual([
    facts[1],
    { ...facts[0], value: { zh: "43,000 km", en: "45,000 km" } },
    { key: "interchangesDesigned", value: { zh: "1,000+ 座", en: "1,000+" }, label: { zh: "互通立交设计", en: "Interchanges designed" } },
  ]);
  // The new figure keeps the key it was saved with.
  await screen.findByText("Saved");
  expect(last("Key").value).toBe("interchangesDesigned");
});

it("edits the company's registered name, address, licence number and certifications, and shows the server's refusal under the licence number", async () => {
  const msg = "licenceNumber: not an 18-character unified social credit code (统一社会信用代码)";
  let answer: { status: number; body: unknown } = { status: 400, body: { code: 20001, success: false, msg, data: { field: "licenceNumber" } } };
  const net = stubFetch({
    "GET /api/admin/site-settings": () =>
      ok({ ...SETTINGS, legalName: both("", ""), address: both("", ""), licenceNumber: "", certifications: [both("ISO 9001", "ISO 9001")] }),
    "PUT /api/admin/site-settings": () => answer,
  });
  renderSettings();
  const legal = (await screen.findByLabelText("English", { selector: "#f-legalName-en" })) as HTMLInputElement;
  fireEvent.change(legal, { target: { value: "RoadYan Digital Technology (Beijing) Co., Ltd." } });
  fireEvent.change(screen.getByLabelText("中文 (Chinese)", { selector: "#f-address-zh" }), { target: { value: "北京市海淀区示例路 88 号" } });
  const licence = screen.getByLabelText("Unified social credit code (business licence)") as HTMLInputElement;
  fireEvent.change(licence, { target: { value: "91110108MA7LQ4K3XA" } });
  fireEvent.click(screen.getByRole("button", { name: "Add a certification" }));
  // The new certification's inputs, by id: a label says "missing" once one language is filled.
  fireEvent.change(document.getElementById("f-certifications-1-zh")!, { target: { value: "国家高新技术企业" } });
  fireEvent.change(document.getElementById("f-certifications-1-en")!, { target: { value: "National High-Tech Enterprise" } });
  fireEvent.click(screen.getByRole("button", { name: "Save" }));
  await waitFor(() => expect(licence.getAttribute("aria-invalid")).toBe("true"));
  expect(document.getElementById("f-licenceNumber-e")?.textContent).toBe(msg);
  expect(licence.value).toBe("91110108MA7LQ4K3XA");

  answer = ok({ rowVersion: 5, version: 5 });
  fireEvent.change(licence, { target: { value: "91110108MA7LQ4K3XQ" } });
  fireEvent.click(screen.getByRole("button", { name: "Save" }));
  await waitFor(() => expect(net.callsTo("PUT", "/api/admin/site-settings")).toHaveLength(2));
  expect(net.callsTo("PUT", "/api/admin/site-settings")[1]!.body).toMatchObject({
    legalName: { zh: "", en: "RoadYan Digital Technology (Beijing) Co., Ltd." },
    address: { zh: "北京市海淀区示例路 88 号", en: "" },
    licenceNumber: "91110108MA7LQ4K3XQ",
    certifications: [both("ISO 9001"), both("国家高新技术企业", "National High-Tech Enterprise")],
  });
});
