import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { INITIAL_SITE_SETTINGS } from "../../src/app/site-settings";
import { ok, stubFetch } from "./support/fetch-stub";
import { renderContact } from "./support/render-contact";

const turnstileScripts = () => [...document.querySelectorAll("script")].filter((s) => s.src.includes("challenges.cloudflare.com"));

function setup(turnstileSiteKey: string | null) {
  const net = stubFetch({
    "GET /api/products": () => ok([{ id: 3, name: "EICAD" }]),
    "GET /api/site": () => ok({ ...INITIAL_SITE_SETTINGS.en, turnstileSiteKey }),
  });
  renderContact();
  return net;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const s of turnstileScripts()) s.remove();
});

describe("Turnstile widget script", () => {
  it("is not requested on page load, only once the visitor starts filling the form", async () => {
    const net = setup("1x00000000000000000000AA");
    await waitFor(() => expect(net.callsTo("GET", "/api/site")).toHaveLength(1));
    await screen.findByRole("option", { name: "EICAD" });
    await waitFor(() => expect(document.querySelector(".contact-form__turnstile")).not.toBeNull());
    expect(turnstileScripts()).toHaveLength(0);
    const name = screen.getByLabelText(/^name/i);
    fireEvent.focus(name);
    fireEvent.input(name, { target: { value: "W" } });
    await waitFor(() => expect(turnstileScripts()).toHaveLength(1));
    expect(turnstileScripts()[0]!.src).toBe("https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit");
    fireEvent.input(screen.getByLabelText(/^email/i), { target: { value: "w" } });
    expect(turnstileScripts()).toHaveLength(1);
  });

  it("is never requested when no site key is configured", async () => {
    const net = setup(null);
    await waitFor(() => expect(net.callsTo("GET", "/api/site")).toHaveLength(1));
    await screen.findByRole("option", { name: "EICAD" });
    const name = screen.getByLabelText(/^name/i);
    fireEvent.focus(name);
    fireEvent.input(name, { target: { value: "W" } });
    expect(turnstileScripts()).toHaveLength(0);
    expect(document.querySelector(".contact-form__turnstile")).toBeNull();
  });
});
