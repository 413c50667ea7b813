// The contact form's area code (issue 26): the page is served with the visitor's default (their
// country's code when the edge knew it, else the site setting), the form starts there and a reset
// after a send returns there, not to +65. The served form lists the chosen region, the boot script
// every region before the app starts, and hydration keeps that list and a region chosen before the
// app started (decision 0045).
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, expect, it, vi } from "vitest";
import { AREA_CODES } from "../../common/area-codes";
import { AppProviders } from "../../src/app/app-providers";
import { INITIAL_SITE_SETTINGS } from "../../src/app/site-settings";
import { ContactBlock } from "../../src/components/contact/contact-block";
import type { Lang } from "../../src/i18n/lang";
import { loadAreaCodes } from "../../src/lib/area-codes";
import { pageData } from "../../src/lib/page-data";
import { ok, stubFetch } from "./support/fetch-stub";
import { renderContact } from "./support/render-contact";

const PRODUCTS = [{ id: 3, name: "EICAD road & interchange design" }];
const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement & HTMLSelectElement;

// As the server does before it renders (the layout's parts); the browser's first load does not.
beforeAll(() => loadAreaCodes());

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
  expect(await screen.findByRole("heading", { name: "Thank you, your request has been sent" }, { timeout: 8000 })).toBeTruthy();
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

/** The contact block in a page's providers, from the given module instances. */
function page(m: { AppProviders: typeof AppProviders; ContactBlock: typeof ContactBlock }, lang: Lang) {
  return (
    <MemoryRouter initialEntries={["/digital"]}>
      <m.AppProviders lang={lang}>
        <m.ContactBlock />
      </m.AppProviders>
    </MemoryRouter>
  );
}

for (const [lang, germany, singapore] of [["zh", "德国 +49", "新加坡 +65"], ["en", "Germany +49", "Singapore +65"]] as const) {
  /** The server's contact block, in the document, and the browser's fresh modules (no names loaded yet). */
  async function served() {
    stubFetch({ "GET /api/site": () => ok(INITIAL_SITE_SETTINGS[lang]), "GET /api/products": () => ok(PRODUCTS) });
    const container = document.createElement("div");
    container.innerHTML = renderToString(page({ AppProviders, ContactBlock }, lang));
    document.body.append(container);
    const select = container.querySelector<HTMLSelectElement>('select[autocomplete="tel-country-code"]')!;
    vi.resetModules();
    const browser = {
      ...(await import("../../src/app/app-providers")),
      ...(await import("../../src/components/contact/contact-block")),
      ...(await import("../../src/app/early-input")),
      ...(await import("../../src/lib/area-codes")),
    };
    const { hydrateRoot } = await import("react-dom/client");
    expect(browser.areaCodeOptions(lang), "no names in the browser yet").toBeUndefined();
    const listed = () => [...select.options].map((o) => [o.value, o.textContent]);
    return { container, select, browser, listed, hydrate: hydrateRoot };
  }

  it(`serves the chosen region only in ${lang} (the page stays within its first round trip)`, async () => {
    const { select, listed, container } = await served();
    expect(listed()).toEqual([["SG", singapore]]);
    expect(select.value, "the site's default").toBe("SG");
    container.remove();
  });

  it(`lists every region in ${lang} once boot fills it in; hydration keeps the list, its nodes and a region chosen before the app started`, async () => {
    const { select, browser, listed, hydrate, container } = await served();
    // The boot script, once the hero is painted: the names chunk, then every region in the select.
    await browser.loadAreaCodes();
    browser.fillAreaCodeSelects(browser.areaCodeOptions(lang)!);
    const filled = listed();
    expect(filled, "every region before the app starts").toHaveLength(AREA_CODES.length);
    expect(filled).toContainEqual(["DE", germany]);
    expect(select.value, "still the default").toBe("SG");
    browser.holdEarlyInput(); // as the boot script does
    select.value = "DE";
    select.dispatchEvent(new Event("input", { bubbles: true }));
    const germanyNode = [...select.options].find((o) => o.value === "DE")!;
    const recoverable = vi.fn();
    await act(async () => {
      hydrate(container, page(browser, lang), { onRecoverableError: recoverable });
    });
    expect(recoverable, "no hydration mismatch").not.toHaveBeenCalled();
    expect(container.querySelector('select[autocomplete="tel-country-code"]'), "React kept the served select").toBe(select);
    expect(germanyNode.isConnected, "and its options").toBe(true);
    expect(select.value, "the region chosen before the app started").toBe("DE");
    expect(listed(), "the same list after hydration").toEqual(filled);
    container.remove();
  });

  it(`lists every region in ${lang} after the app starts when boot had not filled it in, without a mismatch`, async () => {
    const { select, browser, listed, hydrate, container } = await served();
    const recoverable = vi.fn();
    await act(async () => {
      hydrate(container, page(browser, lang), { onRecoverableError: recoverable });
    });
    expect(recoverable, "no hydration mismatch").not.toHaveBeenCalled();
    await act(() => browser.loadAreaCodes());
    await act(async () => {});
    expect(listed(), "every region once the names arrive").toHaveLength(AREA_CODES.length);
    expect(listed()).toContainEqual(["DE", germany]);
    expect(select.value).toBe("SG");
    container.remove();
  });
}
