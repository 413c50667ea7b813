// A landing page's form has the product its copy chose, read from the page's value as the server
// rendered with it (docs/decisions/0060), through the first load's hydration: never from the served
// form's markup, which a part of the page hydrated later, a translation tool or an extension may have
// changed before the app starts.
import { afterEach, describe, expect, it, vi } from "vitest";
import { browserValue, pageAt, preparePage } from "../../src/entry-server";
import { cleanUpHydrated, hydrateInto, serverPage } from "./support/server-page";
import { LANDING_COPY } from "./support/landing-copy";
import type { LocalPage } from "../../common/page-text";
import type { TypedPageValue } from "../../worker/schemas/api-requests";

afterEach(cleanUpHydrated);

const PATH = LANDING_COPY.path;
const PRODUCTS = [
  { id: "eicad", name: "EICAD" },
  { id: "report3d", name: "3D Report" },
];

describe("a landing page's form on the first load", () => {
  it("has the product of the page's value chosen after hydration, whatever the served form's markup says", async () => {
    vi.stubGlobal("fetch", () => new Promise(() => {}));
    vi.stubGlobal("matchMedia", () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
    await preparePage("landing");
    const value: TypedPageValue = { page: LANDING_COPY as unknown as LocalPage, products: PRODUCTS };
    const server = serverPage(PATH, "en", value);
    expect(server).toMatch(/<option value="report3d" selected/);
    const script = browserValue(pageAt({ key: "landing", location: PATH, lang: "en" }), value);
    // The copy itself is in the page's HTML; its product comes with the value.
    expect(script.page).toEqual({ inHtml: true, contact: true, product: "report3d" });

    const container = document.createElement("div");
    container.innerHTML = server;
    document.body.append(container);
    // The served form's markup now names another product.
    const options = container.querySelectorAll<HTMLOptionElement>('section#contact select[id$="-product"] option');
    for (const o of options) o.toggleAttribute("selected", o.value === "eicad");
    await hydrateInto(container, PATH, "en", script);
    const select = container.querySelector<HTMLSelectElement>('section#contact select[id$="-product"]');
    expect(select?.value).toBe("report3d");
  });
});
