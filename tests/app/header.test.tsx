import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { activeAreaFor } from "../../src/components/header/nav-state";
import { ok, stubFetch } from "./support/fetch-stub";
import { renderApp } from "./support/render-frame";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

// The nav is a popover, hidden by the browser's own styles until opened; header.css shows it inline
// at the wide layouts. jsdom loads no CSS, so this stands in for the wide layout's rule.
const wideLayout = document.createElement("style");
wideLayout.textContent = ".site-header__nav { display: block; }";
beforeAll(() => document.head.append(wideLayout));
afterAll(() => wideLayout.remove());

const nav = () => within(screen.getByRole("navigation", { name: /main navigation|主导航/i }));

describe("header", () => {
  it("reports the module id and navigates in the same tab", async () => {
    const net = stubFetch({ "POST /api/module-clicks": () => ok({ id: 1 }) });
    const { router } = renderApp("/pc_index", "en");
    fireEvent.click(nav().getByRole("link", { name: "Intelligent Construction" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/intelligent"));
    expect(net.callsTo("POST", "/api/module-clicks").map((c) => c.body)).toEqual([{ module: "3" }]);
  });

  it("reports but does not navigate again when already on that path", async () => {
    const net = stubFetch({ "POST /api/module-clicks": () => ok({ id: 1 }) });
    const { router } = renderApp("/download", "en");
    const before = router.state.location.key;
    fireEvent.click(nav().getByRole("link", { name: "Download" }));
    await waitFor(() => expect(net.callsTo("POST", "/api/module-clicks")).toHaveLength(1));
    expect(net.callsTo("POST", "/api/module-clicks")[0].body).toEqual({ module: "6" });
    expect(router.state.location.key).toBe(before);
  });

  it("highlights the item of the route's first path segment", () => {
    stubFetch({});
    renderApp("/pc_index/news", "en");
    expect(nav().getByRole("link", { name: "HOME" }).getAttribute("aria-current")).toBe("page");
    expect(nav().getByRole("link", { name: "Download" }).getAttribute("aria-current")).toBeNull();
  });

  it("maps paths to modules", () => {
    expect(activeAreaFor("/pc_index/newsDetail")).toBe(1);
    expect(activeAreaFor("/digital/eicad")).toBe(2);
    expect(activeAreaFor("/intelligent/smartSite")).toBe(3);
    expect(activeAreaFor("/dtwin")).toBe(4);
    expect(activeAreaFor("/help")).toBe(5);
    expect(activeAreaFor("/updateLog")).toBe(6);
    expect(activeAreaFor("/about")).toBeUndefined();
  });

  it("opens SaaS in a new window without giving it our window", () => {
    stubFetch({});
    renderApp("/pc_index", "en");
    const saas = nav().getByRole("link", { name: /SaaS/ });
    expect(saas.getAttribute("target")).toBe("_blank");
    expect(saas.getAttribute("rel")).toContain("noopener");
    expect(saas.getAttribute("href")).toMatch(/^https:\/\//);
  });

  it("names the academy after the brand and switches language", async () => {
    const net = stubFetch({});
    const { router } = renderApp("/pc_index", "zh");
    expect(nav().getByRole("link", { name: /学院$/ })).toBeTruthy();
    const before = router.state.location.key;
    expect(fireEvent.click(screen.getByRole("link", { name: "EN" })), "the link is not followed: no page load").toBe(false);
    expect(await nav().findByRole("link", { name: /Academy$/ })).toBeTruthy();
    expect(router.state.location.key, "the address left as it is").toBe(before);
    expect(screen.getByRole("link", { name: "EN" }).getAttribute("aria-current")).toBe("true");
    expect(document.documentElement.lang).toBe("en");
    expect(localStorage.getItem("language")).toBe("English");
    expect(document.cookie).toContain("lang=en");
    await waitFor(() => expect(net.calls.some((c) => c.headers["Accept-Language"] === "en")).toBe(true));
  });

  it("links each language to this address with ?lang= set; a click with a modifier is the browser's (another tab)", () => {
    stubFetch({});
    renderApp("/pc_index/news?tab=company&utm_source=mail&lang=zh#latest", "zh");
    const switcher = within(screen.getByRole("group", { name: "语言" }));
    const en = switcher.getByRole("link", { name: "EN" });
    expect(en.getAttribute("href")).toBe("/pc_index/news?tab=company&utm_source=mail&lang=en#latest");
    expect(en.getAttribute("hreflang")).toBe("en");
    expect(en.getAttribute("aria-current")).toBeNull();
    const zh = switcher.getByRole("link", { name: "中文" });
    expect(zh.getAttribute("href")).toBe("/pc_index/news?tab=company&utm_source=mail&lang=zh#latest");
    expect(zh.getAttribute("aria-current")).toBe("true");
    expect(fireEvent.click(en, { ctrlKey: true }), "followed by the browser").toBe(true);
    expect(fireEvent.click(en, { button: 1 })).toBe(true);
    expect(zh.getAttribute("aria-current"), "still Chinese here").toBe("true");
    expect(nav().getByRole("link", { name: /学院$/ })).toBeTruthy();
    expect(localStorage.getItem("language")).toBeNull();
  });

  it("has a menu button that opens the navigation as the browser's own popover, with one name", () => {
    stubFetch({});
    renderApp("/pc_index", "en");
    const button = screen.getByRole("button", { name: "Menu" });
    const target = document.getElementById(button.getAttribute("popovertarget")!);
    expect(target?.getAttribute("aria-label")).toBe("Main navigation");
    expect(target?.getAttribute("popover")).toBe("auto");
    // No state of its own: the browser tells the expanded state and closes it on Escape.
    expect(button.hasAttribute("aria-expanded")).toBe(false);
  });

  it("where the browser has no popovers, its toggle opens the menu and closes it on a second click, Escape and a press outside", () => {
    expect("popover" in HTMLElement.prototype, "jsdom has no popovers").toBe(false);
    stubFetch({});
    renderApp("/pc_index", "zh");
    const button = screen.getByRole("button", { name: "菜单" });
    const menu = document.getElementById("site-nav")!;
    expect(menu.hasAttribute("data-open")).toBe(false);
    fireEvent.click(button);
    expect(menu.hasAttribute("data-open")).toBe(true);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(button);
    expect(menu.hasAttribute("data-open")).toBe(false);
    fireEvent.click(button);
    fireEvent.pointerDown(within(menu).getByRole("searchbox"));
    expect(menu.hasAttribute("data-open"), "a press inside the menu").toBe(true);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(menu.hasAttribute("data-open")).toBe(false);
    expect(document.activeElement, "the focus back on the menu's button").toBe(button);
    fireEvent.click(button);
    fireEvent.pointerDown(document.body);
    expect(menu.hasAttribute("data-open"), "a press outside").toBe(false);
  });
});
