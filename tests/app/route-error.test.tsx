import { act, cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppProviders } from "../../src/app/app-providers";
import { RouteErrorBoundary } from "../../src/app/route-error";
import { common } from "../../src/i18n/messages/common";

afterEach(cleanup);

function Broken(): never {
  throw new Error("render failed");
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <nav>site header</nav>
            <RouteErrorBoundary>
              <Outlet />
            </RouteErrorBoundary>
          </>
        ),
        children: [
          { path: "/broken", element: <Broken /> },
          { path: "/fine", element: <h1>fine page</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders lang="en">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe("a page that fails to render", () => {
  it("shows the error screen with reload and home, and keeps the header", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderAt("/broken");
    expect(screen.getByRole("alert").textContent).toContain(common.en["frame.error.title"]);
    expect(screen.getByRole("button", { name: common.en["frame.reload"] })).toBeTruthy();
    expect(screen.getByRole("link", { name: common.en["frame.home"] }).getAttribute("href")).toBe("/pc_index");
    expect(screen.getByText("site header")).toBeTruthy();
  });

  it("renders the next page normally after navigating away", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const router = renderAt("/broken");
    await act(() => router.navigate("/fine"));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("heading", { name: "fine page" })).toBeTruthy();
  });
});
