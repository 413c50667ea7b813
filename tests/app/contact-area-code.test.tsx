// The contact form's area code (issue 26): the page is served with the visitor's default (their
// country's code when the edge knew it, else the site setting), the form starts there and a reset
// after a send returns there, not to +65.
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { INITIAL_SITE_SETTINGS } from "../../src/app/site-settings";
import { pageData } from "../../src/lib/page-data";
import { ok, stubFetch } from "./support/fetch-stub";
import { renderContact } from "./support/render-contact";

const PRODUCTS = [{ id: 3, name: "EICAD road & interchange design" }];
const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement & HTMLSelectElement;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it("starts at the served default (China for a visitor from China) and returns to it after a send", async () => {
  const site = { ...INITIAL_SITE_SETTINGS.en, defaultAreaCode: "+86", visitorCountry: "CN" };
  const net = stubFetch({ "GET /api/site": () => ok(site), "GET /api/products": () => ok(PRODUCTS), "POST /api/consultations": () => ok({ id: 7 }) });
  renderContact({ data: pageData({ "/api/site?language=en": site }) });
  expect(field(/country\/region code/i).selectedOptions[0].textContent).toBe("China +86");
  await screen.findByRole("option", { name: PRODUCTS[0].name }, { timeout: 8000 });
  fireEvent.change(field(/product of interest/i), { target: { value: "3" } });
  fireEvent.change(field(/^name/i), { target: { value: "Wang Gong" } });
  fireEvent.change(field(/^email/i), { target: { value: "wang@example.com" } });
  fireEvent.change(field(/^phone/i), { target: { value: "139 1234 5678" } });
  fireEvent.click(screen.getByRole("checkbox", { name: /I have read and agree to the privacy policy/i }));
  fireEvent.click(screen.getByRole("button", { name: /submit/i }));
  expect(await screen.findByText("submit success", {}, { timeout: 8000 })).toBeTruthy();
  expect(net.callsTo("POST", "/api/consultations")[0]!.body).toMatchObject({ ac: "+86", phone: "139 1234 5678" });
  expect(field(/^phone/i).value).toBe("");
  expect(field(/country\/region code/i).selectedOptions[0].textContent).toBe("China +86");
}, 20_000);

it("uses the site's setting when the page was served without a country", () => {
  stubFetch({ "GET /api/site": () => ok(INITIAL_SITE_SETTINGS.en), "GET /api/products": () => ok(PRODUCTS) });
  renderContact();
  expect(INITIAL_SITE_SETTINGS.en).toMatchObject({ defaultAreaCode: "+65", visitorCountry: "" });
  expect(field(/country\/region code/i).selectedOptions[0].textContent).toBe("Singapore +65");
});
