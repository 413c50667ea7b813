// The contact form's area code (issue 26): the page is served with the visitor's default (their
// country's code when the edge knew it, else the site setting), the form starts there and a reset
// after a send returns there, not to +65. The served form lists the chosen region (decision 0045);
// the app lists every region once it runs, and its hydration reads nothing from the page (0057).
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
  renderContact({ value: { site, products: PRODUCTS.map((p) => ({ ...p, id: String(p.id) })) } });
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

for (const [lang, germany, singapore] of [
  ["zh", "德国 +49", "新加坡 +65"],
  ["en", "Germany +49", "Singapore +65"],
] as const) {
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

  it(`hydrates the served option in ${lang} without reading the page, keeps the served select and lists every region once the names arrive`, async () => {
    const { select, browser, listed, hydrate, container } = await served();
    // No render reads the page to agree with it (decision 0057): the served option is kept as written.
    // A read from a render function has React's renderWithHooks on its stack (an effect's has not).
    const fromRender: string[] = [];
    const byId = document.getElementById.bind(document);
    const reads = vi.spyOn(document, "getElementById").mockImplementation((id) => {
      const limit = Error.stackTraceLimit;
      Error.stackTraceLimit = Number.POSITIVE_INFINITY;
      if (new Error().stack?.includes("renderWithHooks")) fromRender.push(id);
      Error.stackTraceLimit = limit;
      return byId(id);
    });
    const recoverable = vi.fn();
    await act(async () => {
      hydrate(container, page(browser, lang), { onRecoverableError: recoverable });
    });
    reads.mockRestore();
    expect(fromRender, "nothing read from the page while rendering").toEqual([]);
    expect(recoverable, "no hydration mismatch").not.toHaveBeenCalled();
    expect(container.querySelector('select[autocomplete="tel-country-code"]'), "React kept the served select").toBe(select);
    await act(() => browser.loadAreaCodes());
    await act(async () => {});
    expect(listed(), "every region once the names arrive").toHaveLength(AREA_CODES.length);
    expect(listed()).toContainEqual(["DE", germany]);
    expect(listed()).toContainEqual(["SG", singapore]);
    expect(select.value, "still the default").toBe("SG");
    container.remove();
  });

  it(`a form mounted in the browser (a client navigation) in ${lang} shows the chosen code until the names arrive, then every region`, async () => {
    const { browser, container } = await served();
    container.remove();
    const { createRoot } = await import("react-dom/client");
    const mount = document.createElement("div");
    document.body.append(mount);
    const root = createRoot(mount);
    act(() => root.render(page(browser, lang)));
    const select = mount.querySelector<HTMLSelectElement>('select[autocomplete="tel-country-code"]')!;
    const listed = () => [...select.options].map((o) => [o.value, o.textContent]);
    expect(listed(), "the code, never an empty option").toEqual([["SG", "+65"]]);
    await act(() => browser.loadAreaCodes());
    await act(async () => {});
    expect(listed()).toHaveLength(AREA_CODES.length);
    expect(listed()).toContainEqual(["SG", singapore]);
    act(() => root.unmount());
    mount.remove();
  });
}
