// A page as the server renders it with its value, and the browser's hydration of that HTML from the
// value script: for tests that the first load keeps every word without a mismatch.
import { act } from "@testing-library/react";
import { StrictMode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter, StaticRouter } from "react-router";
import { AppProviders } from "../../../src/app/app-providers";
import { AppRoutes } from "../../../src/app/routes";
import { beginStaticHydration, endFirstLoad } from "../../../src/components/static-html/static-html";
import type { Lang } from "../../../src/i18n/lang";
import type { TypedPageValue } from "../../../worker/schemas/api-requests";
import { vi } from "vitest";

/** The roots `hydrateInto` made and no test has unmounted yet. */
const mounted = new Set<Root>();

/** Unmounts a root `hydrateInto` made (in the middle of a test that hydrates several pages). */
export function unmountHydrated(root: Root): void {
  act(() => root.unmount());
  mounted.delete(root);
}

/** A file's `afterEach`: unmounts what the test hydrated, empties the document, restores stubbed globals. */
export function cleanUpHydrated(): void {
  for (const root of [...mounted]) unmountHydrated(root);
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
}

/** The app's markup at `path` in `lang`, rendered with its `value` (`preparePage` first). */
export function serverPage(path: string, lang: Lang, value: TypedPageValue): string {
  // A server render is never a first load's hydration (an earlier test's hydration set it).
  endFirstLoad();
  return renderToString(
    <StrictMode>
      <AppProviders lang={lang} value={value}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
  );
}

/** Hydrates a container already holding the server's HTML (read what it showed before calling). */
export async function hydrateInto(
  container: HTMLElement,
  path: string,
  lang: Lang,
  /** The page's value script, as the browser parses it. */
  script: TypedPageValue,
  /** How the browser's render sees the parsed value (default: as it is). */
  seen: (value: TypedPageValue) => TypedPageValue = (v) => v,
): Promise<{ root: Root; errors: unknown[] }> {
  const errors: unknown[] = [];
  let root: Root | undefined;
  beginStaticHydration(path);
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <AppProviders lang={lang} value={seen(JSON.parse(JSON.stringify(script)) as TypedPageValue)}>
          <MemoryRouter initialEntries={[path]}>
            <AppRoutes />
          </MemoryRouter>
        </AppProviders>
      </StrictMode>,
      { onRecoverableError: (e) => errors.push(e) },
    );
  });
  mounted.add(root!);
  return { root: root!, errors };
}
