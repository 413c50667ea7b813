// Who gets the admin: under Cloudflare Access the API answers without a token and the sign-in screen
// is skipped; otherwise sign-in, where a 401 later sends the user back with a message.
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MemoryRouter } from "react-router";
import { AdminApp } from "../../src/admin/app/admin-app";
import { AdminI18nProvider } from "../../src/admin/i18n/admin-i18n";
import { ok, stubFetch } from "./support/fetch-stub";

const unauthorized = () => ({ status: 401, body: { code: 1011008, success: false, msg: "unauthorized" } });

function renderAdmin(path = "/admin/audit") {
  render(
    <AdminI18nProvider initial="en">
      <MemoryRouter initialEntries={[path]}>
        <AdminApp />
      </MemoryRouter>
    </AdminI18nProvider>,
  );
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("admin sign-in", () => {
  it("skips the sign-in screen when Access lets /me through without a token", async () => {
    const net = stubFetch({
      "GET /api/admin/me": () => ok({ actor: "li@example.com", role: "admin", via: "access" }),
      "GET /api/admin/audit": () => ok({ list: [], total: 0, pageIndex: 1, pageSize: 50 }),
    });
    renderAdmin();
    expect(await screen.findByRole("heading", { level: 1, name: "Audit log" })).toBeTruthy();
    expect(screen.getByText("Signed in as li@example.com · Admin")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Sign out" })).toBeNull();
    expect(net.calls[0]!.headers.Authorization).toBeUndefined();
  });

  it("keeps the token in sessionStorage, never localStorage, and returns to sign-in on a 401", async () => {
    let accepted = true;
    stubFetch({
      "GET /api/admin/me": (call) =>
        call.headers.Authorization === "Bearer s3cret" ? ok({ actor: "admin-token", role: "admin", via: "token" }) : unauthorized(),
      "GET /api/admin/audit": () => ok({ list: [], total: 0, pageIndex: 1, pageSize: 50 }),
      "GET /api/admin/news": () => (accepted ? ok({ list: [], total: 0, pageIndex: 1, pageSize: 20 }) : unauthorized()),
    });
    renderAdmin();
    fireEvent.change(await screen.findByLabelText("Admin token"), { target: { value: "s3cret" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Audit log" })).toBeTruthy();
    expect(sessionStorage.getItem("adminToken")).toBe("s3cret");
    expect(Object.values(localStorage).join()).not.toContain("s3cret");

    accepted = false; // the token was rotated on the server
    fireEvent.click(screen.getByRole("link", { name: "News" }));
    await waitFor(() => expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Sign in to the admin"));
    expect(screen.getByText("Your session has ended. Please sign in again.")).toBeTruthy();
    expect(sessionStorage.getItem("adminToken")).toBeNull();
  });
});
