// Kept server HTML (docs/decisions/0021): on the first load a static part is not rendered by React,
// its links still navigate client-side, and a language switch renders it for real.
import { act, fireEvent, screen } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { Link, MemoryRouter, Route, Routes, StaticRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { beginStaticHydration, endFirstLoad, StaticHtml, useEndOfFirstLoad } from "../../src/components/static-html/static-html";
import { I18nProvider, useI18n } from "../../src/i18n/i18n-context";

let renders = 0;
function Copy() {
  renders++;
  const { lang } = useI18n();
  return <p>{lang === "en" ? "Road design software" : "道路设计软件"}</p>;
}

function LangButton() {
  const { setLang } = useI18n();
  return (
    <button type="button" onClick={() => setLang("zh")}>
      中文
    </button>
  );
}

function AboutPage() {
  useEndOfFirstLoad();
  return (
    <>
      <LangButton />
      <StaticHtml as="section" className="copy">
        <Copy />
        <Link to="/cases">Cases</Link>
      </StaticHtml>
    </>
  );
}

function Pages() {
  return (
    <Routes>
      <Route path="/about" element={<AboutPage />} />
      <Route
        path="/cases"
        element={
          <>
            <p>Cases page</p>
            <Link to="/about">About</Link>
          </>
        }
      />
    </Routes>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
});

async function hydrateAbout(): Promise<{ container: HTMLElement; errors: unknown[] }> {
  // The server's render (an earlier test's hydration began a first load in this module).
  endFirstLoad();
  const html = renderToString(
    <I18nProvider initial="en">
      <StaticRouter location="/about">
        <Pages />
      </StaticRouter>
    </I18nProvider>,
  );
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  renders = 0;
  const errors: unknown[] = [];
  beginStaticHydration("/about");
  await act(async () => {
    root = hydrateRoot(
      container,
      <I18nProvider initial="en">
        <MemoryRouter initialEntries={["/about"]}>
          <Pages />
        </MemoryRouter>
      </I18nProvider>,
      { onRecoverableError: (e) => errors.push(e) },
    );
  });
  return { container, errors };
}

describe("StaticHtml", () => {
  it("keeps the server HTML on the first load without rendering its components", async () => {
    const { container, errors } = await hydrateAbout();
    expect(errors).toEqual([]);
    expect(renders).toBe(0);
    expect(container.querySelector("section.copy")?.textContent).toBe("Road design softwareCases");
  });

  it("follows a link inside kept HTML with the router", async () => {
    await hydrateAbout();
    const link = screen.getByRole("link", { name: "Cases" });
    let notPrevented = true;
    await act(async () => {
      notPrevented = fireEvent.click(link, { button: 0 });
    });
    expect(notPrevented).toBe(false); // the browser would not load the page itself
    expect(screen.getByText("Cases page")).toBeTruthy();
  });

  it("renders the part for real when the language changes", async () => {
    const { container } = await hydrateAbout();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "中文" }));
    });
    expect(renders).toBeGreaterThan(0);
    expect(container.querySelector("section.copy p")?.textContent).toBe("道路设计软件");
  });

  it("renders the part with React after a client navigation back to the page", async () => {
    const { container } = await hydrateAbout();
    await act(async () => {
      fireEvent.click(screen.getByRole("link", { name: "Cases" }));
    });
    await act(async () => {
      fireEvent.click(screen.getByRole("link", { name: "About" }));
    });
    expect(renders).toBeGreaterThan(0);
    expect(container.querySelector("section.copy p")?.textContent).toBe("Road design software");
  });
});
