import { act, cleanup } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, expect, it, vi } from "vitest";
import { pageLocation } from "../../common/page-address";
import { LangSwitch } from "../../src/components/header/lang-switch";
import { I18nProvider } from "../../src/i18n/i18n-context";

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  cleanup();
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

const at = (location: string) => (
  <I18nProvider initial="zh">
    <MemoryRouter initialEntries={[location]}>
      <LangSwitch />
    </MemoryRouter>
  </I18nProvider>
);

it("serves links to the address the page was rendered at, hydrates them as they are, then links the browser's whole address", async () => {
  const address = "/pc_index/news?utm_source=mail&tab=company&page=2#latest";
  const url = new URL(address, "http://x");
  // The Worker renders at the path and the parameters a page reads (worker/pages/routes.ts).
  const html = renderToString(at(pageLocation(url.pathname, url.searchParams)));
  const host = Object.assign(document.createElement("div"), { innerHTML: html });
  document.body.append(host);
  const href = (lang: string) => host.querySelector(`a[lang="${lang}"]`)?.getAttribute("href");
  expect(href("en")).toBe("/pc_index/news?page=2&tab=company&lang=en");
  expect(href("zh-CN")).toBe("/pc_index/news?page=2&tab=company&lang=zh");

  const errors = vi.spyOn(console, "error");
  const recoverable: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(host, at(address), { onRecoverableError: (e) => recoverable.push(e) });
  });
  expect(errors, "no hydration mismatch").not.toHaveBeenCalled();
  expect(recoverable).toEqual([]);
  expect(href("en")).toBe("/pc_index/news?utm_source=mail&tab=company&page=2&lang=en#latest");
  expect(href("zh-CN")).toBe("/pc_index/news?utm_source=mail&tab=company&page=2&lang=zh#latest");
});
