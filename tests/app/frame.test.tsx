import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ok, stubFetch } from "./support/fetch-stub";
import { renderApp } from "./support/render-frame";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const contactBlock = () => document.getElementById("contact");
const footer = () => document.querySelector("footer");

describe("app frame", () => {
  it("redirects / to /pc_index and keeps ?lang", async () => {
    stubFetch({});
    const { router } = renderApp("/?lang=en");
    await waitFor(() => expect(router.state.location.pathname).toBe("/pc_index"));
    expect(router.state.location.search).toBe("?lang=en");
  });

  it("shows the contact block and footer where the route table says", () => {
    stubFetch({});
    renderApp("/digital", "en");
    expect(contactBlock()).not.toBeNull();
    expect(footer()).not.toBeNull();
    cleanup();
    renderApp("/digital/eicad", "en");
    expect(contactBlock()).toBeNull();
    expect(footer()).not.toBeNull();
  });

  it("hides the footer and contact block on the update log", () => {
    stubFetch({});
    renderApp("/updateLogDetail?id=3", "en");
    expect(contactBlock()).toBeNull();
    expect(footer()).toBeNull();
  });

  it("shows business contacts as plain text, not links", () => {
    stubFetch({});
    renderApp("/pc_index", "en");
    const email = screen.getByText(/^Email: /);
    expect(email.closest("a")).toBeNull();
    expect(screen.getByText(/^Hotline /, { selector: ".site-footer__hotline" })).toBeTruthy();
  });

  it("shows a not-found page with a way home, in English and Chinese", async () => {
    stubFetch({});
    renderApp("/nope", "en");
    expect(await screen.findByRole("heading", { name: "We could not find this page" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to home" }).getAttribute("href")).toBe("/pc_index");
    await waitFor(() => expect(document.title).toMatch(/^Page not found \| /));
    cleanup();
    renderApp("/nope", "zh");
    expect(await screen.findByRole("heading", { name: "没有找到这个页面" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "返回首页" })).toBeTruthy();
  });

  it("records a visit per navigation with path, referrer and language, and scrolls to the top", async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal("scrollTo", scrollTo);
    const net = stubFetch({ "POST /api/visits": () => ok({ id: 1 }) });
    const { router } = renderApp("/nope", "en");
    await waitFor(() => expect(net.callsTo("POST", "/api/visits")).toHaveLength(1));
    expect(net.callsTo("POST", "/api/visits")[0].body).toMatchObject({ path: "/nope", language: "en" });
    await router.navigate("/nope-too");
    await waitFor(() => expect(net.callsTo("POST", "/api/visits")).toHaveLength(2));
    const second = net.callsTo("POST", "/api/visits")[1].body as { path: string; referrer: string };
    expect(second.path).toBe("/nope-too");
    expect(second.referrer).toMatch(/^http.*\/nope$/);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(scrollTo.mock.calls.length).toBeGreaterThanOrEqual(2);
  });
});
