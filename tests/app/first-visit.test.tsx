// Decision 0029: boot records the visit of a prerendered page; the app, when it starts later, must
// neither record it again nor scroll the reader away from where they are.
import { cleanup, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { recordFirstVisit } from "../../src/app/first-visit";
import { ok, stubFetch } from "./support/fetch-stub";
import { renderApp } from "./support/render-frame";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the visit recorded by boot", () => {
  it("is sent once with the app's fields; the app's first location adds none and leaves the scroll alone, the next navigation records as before", async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal("scrollTo", scrollTo);
    const net = stubFetch({ "POST /api/visits": () => ok({ id: 1 }), "GET /api/site": () => ok({}) });
    window.history.replaceState(null, "", "/nope?lang=en");
    recordFirstVisit("en");
    recordFirstVisit("en");
    const visits = () => net.callsTo("POST", "/api/visits");
    expect(visits()).toHaveLength(1);
    expect(visits()[0]!.body).toEqual({ path: "/nope", language: "en", screen: expect.stringMatching(/^\d+x\d+$/) });
    expect(visits()[0]!.headers["Content-Type"]).toBe("application/json");

    const { router } = renderApp("/nope?lang=en", "en");
    await waitFor(() => expect(net.callsTo("GET", "/api/site").length).toBeGreaterThan(0));
    expect(visits(), "not again when the app starts").toHaveLength(1);
    expect(scrollTo).not.toHaveBeenCalled();

    await router.navigate("/nope-too");
    await waitFor(() => expect(visits()).toHaveLength(2));
    expect(visits()[1]!.body).toMatchObject({ path: "/nope-too", referrer: expect.stringMatching(/^http.*\/nope\?lang=en$/) });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
