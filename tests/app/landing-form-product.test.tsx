// A landing page's form keeps the product its copy chose through the first load's hydration, also when
// the form mounts after the content page has used up the page's answer in the data script (a part of
// the page hydrated later, on a busy machine): the served form's choice is the form's first value.
import { afterEach, describe, expect, it, vi } from "vitest";
import { browserData, pageAt, preparePage } from "../../src/entry-server";
import { type PageData, pageData } from "../../src/lib/page-data";
import { pageRead, productsRead } from "../../src/lib/api";
import { cleanUpHydrated, hydrateInto, serverPage } from "./support/server-page";
import { LANDING_COPY } from "./support/landing-copy";
import type { LocalPage } from "../../common/page-text";

afterEach(cleanUpHydrated);

const PATH = LANDING_COPY.path;
const COPY = LANDING_COPY;

describe("a landing page's form on the first load", () => {
  it("has the copy's product chosen after hydration though the page's answer was already used", async () => {
    vi.stubGlobal("fetch", () => new Promise(() => {}));
    vi.stubGlobal("matchMedia", () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
    window.history.replaceState(null, "", `${PATH}?utm_source=x`);
    await preparePage("landing");
    const products = productsRead({ language: "en", silent: true }).key;
    const PRODUCTS = [
      { id: "eicad", name: "EICAD" },
      { id: "report3d", name: "3D Report" },
    ];
    const server = serverPage(PATH, "en", { [pageRead(PATH, { language: "en" }).key]: COPY, [products]: PRODUCTS });
    expect(server).toMatch(/<option value="report3d" selected/);

    const container = document.createElement("div");
    container.innerHTML = server;
    document.body.append(container);
    // The page's answer is used up once read (the layout reads it first): as when the content page
    // used it before the form's part of the page hydrated.
    const key = pageRead(PATH, { language: "en" }).key;
    const usedOnce = (answers: Record<string, unknown>): PageData => {
      const data = pageData(answers);
      return {
        ...data,
        get: (k) => {
          const value = data.get(k);
          if (k === key) data.used(k);
          return value;
        },
      };
    };
    await hydrateInto(
      container,
      PATH,
      "en",
      { ...browserData(pageAt({ key: "landing", location: PATH, lang: "en" }), { page: COPY as unknown as LocalPage }), [products]: PRODUCTS },
      usedOnce,
    );
    const select = container.querySelector<HTMLSelectElement>('section#contact select[id$="-product"]');
    expect(select?.value).toBe("report3d");
  });
});
