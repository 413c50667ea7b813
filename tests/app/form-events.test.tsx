// The funnel's form events (CONTRACT "Measuring what sells"): a contact form seen, a contact form
// started, each once per page view, through POST /api/visits.
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { watchForms } from "../../src/app/form-events";
import { ok, stubFetch } from "./support/fetch-stub";
import { renderContact } from "./support/render-contact";

/** jsdom has no layout: an IntersectionObserver whose targets the test scrolls into view by hand. */
const observed: { target: Element; callback: IntersectionObserverCallback }[] = [];
class FakeObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    observed.push({ target, callback: this.callback });
  }
  disconnect() {}
  unobserve() {}
}
/** Reports `form` as shown with this share of its box in view. */
function scrollInto(form: Element, ratio: number) {
  for (const o of observed.filter((x) => x.target === form)) {
    o.callback([{ target: form, isIntersecting: ratio > 0, intersectionRatio: ratio } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
  }
}

let net: ReturnType<typeof stubFetch>;
const events = () => net.callsTo("POST", "/api/visits").map((c) => c.body);

beforeEach(() => {
  observed.length = 0;
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  net = stubFetch({ "POST /api/visits": () => ok({}), "GET /api/products": () => ok([]) });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("form events", () => {
  it("names the visit's campaign (sessionStorage.attribution) with each form event, as the lead does", () => {
    sessionStorage.setItem(
      "attribution",
      JSON.stringify({
        landingPage: "/digital/eicad?utm_source=newsletter&utm_campaign=winter",
        utm: { source: "newsletter", campaign: "winter" },
        referrer: "",
      }),
    );
    window.history.replaceState(null, "", "/digital?product=eicad");
    document.documentElement.lang = "zh";
    document.body.innerHTML = `<form class="contact-form"><input id="name"></form>`;
    watchForms();
    fireEvent.focusIn(document.getElementById("name")!);
    expect(events()).toEqual([
      { path: "/digital", language: "zh", event: "form_view", utm: { source: "newsletter", campaign: "winter" } },
      { path: "/digital", language: "zh", event: "form_start", utm: { source: "newsletter", campaign: "winter" } },
    ]);
    sessionStorage.clear();
    document.body.innerHTML = "";
  });

  it("a prerendered form (before the app): form_view once when it has scrolled into view, form_start once on the first field touched", () => {
    window.history.replaceState(null, "", "/digital?utm_source=e2e&utm_campaign=spring");
    document.documentElement.lang = "en";
    document.body.innerHTML = `<form class="contact-form"><input id="name"><textarea id="text"></textarea></form>`;
    const form = document.querySelector("form")!;
    watchForms();
    watchForms();
    scrollInto(form, 0.05);
    expect(events(), "a sliver of the form is not a view").toEqual([]);
    scrollInto(form, 0.6);
    scrollInto(form, 0);
    scrollInto(form, 0.8);
    expect(events()).toEqual([{ path: "/digital", language: "en", event: "form_view" }]);
    fireEvent.focusIn(document.getElementById("name")!);
    fireEvent.input(document.getElementById("text")!);
    expect(events()).toEqual([
      { path: "/digital", language: "en", event: "form_view" },
      { path: "/digital", language: "en", event: "form_start" },
    ]);
    expect(net.callsTo("POST", "/api/visits")[0]!.headers).toMatchObject({ "Content-Type": "application/json", "Accept-Language": "en" });
    document.body.innerHTML = "";
  });

  it("a form touched before it was reported in view counts as seen too; the next page view counts again", () => {
    window.history.replaceState(null, "", "/about");
    document.documentElement.lang = "zh-CN";
    document.body.innerHTML = `<form class="contact-form"><select id="p"></select></form>`;
    watchForms();
    fireEvent.focusIn(document.getElementById("p")!);
    expect(events()).toEqual([
      { path: "/about", language: "zh", event: "form_view" },
      { path: "/about", language: "zh", event: "form_start" },
    ]);
    window.history.replaceState(null, "", "/cases");
    fireEvent.focusIn(document.getElementById("p")!);
    expect(events().slice(2)).toEqual([
      { path: "/cases", language: "zh", event: "form_view" },
      { path: "/cases", language: "zh", event: "form_start" },
    ]);
    document.body.innerHTML = "";
  });

  it("the app's contact form watches itself (a page the app rendered)", async () => {
    window.history.replaceState(null, "", "/dtwin");
    renderContact({ path: "/dtwin" });
    const form = screen.getByRole("form");
    await waitFor(() => expect(observed.some((o) => o.target === form)).toBe(true));
    scrollInto(form, 0.5);
    fireEvent.change(screen.getByLabelText(/^name/i), { target: { value: "W" } });
    fireEvent.focusIn(screen.getByLabelText(/^name/i));
    expect(events().map((e) => (e as { event: string }).event)).toEqual(["form_view", "form_start"]);
  });
});
