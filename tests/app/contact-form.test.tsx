import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppProviders } from "../../src/app/app-providers";
import { ContactBlock } from "../../src/components/contact/contact-block";
import { ToastRegion } from "../../src/components/toast/toast-region";
import type { Lang } from "../../src/i18n/lang";
import { fail, ok, stubFetch } from "./support/fetch-stub";

const PRODUCTS = [{ id: 3, name: "EICAD road & interchange design" }, { id: 5, name: "Smart construction site" }];

function setup(consultation: Parameters<typeof stubFetch>[0][string], lang: Lang = "en") {
  const net = stubFetch({ "GET /api/products": () => ok(PRODUCTS), "POST /api/consultations": consultation });
  render(
    <AppProviders lang={lang}>
      <ContactBlock />
      <ToastRegion />
    </AppProviders>,
  );
  return net;
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement & HTMLSelectElement;
const submitButton = () => screen.getByRole("button", { name: /submit|提交/i });

async function fillForm(email = "wang@example.com") {
  await screen.findByRole("option", { name: PRODUCTS[0].name });
  fireEvent.change(field(/product of interest/i), { target: { value: "3" } });
  fireEvent.change(field(/^name/i), { target: { value: "Wang Gong" } });
  fireEvent.change(field(/^email/i), { target: { value: email } });
  fireEvent.change(field(/^phone/i), { target: { value: "9123 4567" } });
}

beforeEach(() => window.history.replaceState(null, "", "/digital?utm_source=newsletter&utm_campaign=spring"));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("contact form", () => {
  it("looks disabled until name, email, phone and product are filled, and sends nothing before", async () => {
    const net = setup(() => ok({ id: 1 }));
    await screen.findByRole("option", { name: PRODUCTS[0].name });
    expect(submitButton().getAttribute("aria-disabled")).toBe("true");
    fireEvent.change(field(/^name/i), { target: { value: "Wang Gong" } });
    fireEvent.change(field(/^email/i), { target: { value: "wang@example.com" } });
    fireEvent.change(field(/^phone/i), { target: { value: "91234567" } });
    expect(submitButton().getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(submitButton());
    fireEvent.change(field(/product of interest/i), { target: { value: "3" } });
    expect(submitButton().getAttribute("aria-disabled")).toBe("false");
    expect(net.callsTo("POST", "/api/consultations")).toHaveLength(0);
    expect((screen.getByLabelText(/requirements/i) as HTMLTextAreaElement).rows).toBe(4);
    expect(field(/country\/region code/i).selectedOptions[0].textContent).toBe("Singapore +65");
    expect(screen.getByText(/within 24 hours/i, { selector: ".contact-form__promise" })).toBeTruthy();
  });

  it("shows the email toast and sends nothing for a bad address", async () => {
    const net = setup(() => ok({ id: 1 }));
    await fillForm("wang@example");
    fireEvent.click(submitButton());
    expect(await screen.findByText("Please enter the correct email address.")).toBeTruthy();
    expect(net.callsTo("POST", "/api/consultations")).toHaveLength(0);
  });

  it("says the email rule in Chinese on the Chinese site", async () => {
    setup(() => ok({ id: 1 }), "zh");
    await screen.findByRole("option", { name: PRODUCTS[0].name });
    fireEvent.change(field(/感兴趣的产品/), { target: { value: "3" } });
    fireEvent.change(field(/^姓名/), { target: { value: "王工" } });
    fireEvent.change(field(/^邮箱/), { target: { value: "bad" } });
    fireEvent.change(field(/^电话/), { target: { value: "13812345678" } });
    fireEvent.click(submitButton());
    expect(await screen.findByText("请输入正确的邮箱地址。")).toBeTruthy();
  });

  it("sends the lead with its context, then thanks the visitor and resets the code to +65", async () => {
    const net = setup(() => ok({ id: 42 }));
    await fillForm();
    fireEvent.change(field(/country\/region code/i), { target: { value: "CN" } });
    fireEvent.change(field(/requirements/i), { target: { value: "12 km expressway widening" } });
    fireEvent.click(submitButton());
    expect(await screen.findByText("submit success")).toBeTruthy();
    const [call] = net.callsTo("POST", "/api/consultations");
    expect(call.body).toEqual({
      productId: "3",
      productName: PRODUCTS[0].name,
      customerName: "Wang Gong",
      ac: "+86",
      phone: "9123 4567",
      email: "wang@example.com",
      guestbook: "12 km expressway widening",
      website: "",
      page: "/digital",
      referrer: "",
      utm: { source: "newsletter", campaign: "spring" },
    });
    expect(call.headers["Idempotency-Key"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(field(/^name/i).value).toBe("");
    expect(field(/^email/i).value).toBe("");
    expect(field(/^phone/i).value).toBe("");
    expect(field(/product of interest/i).value).toBe("");
    expect(field(/country\/region code/i).selectedOptions[0].textContent).toBe("Singapore +65");
    expect(submitButton().getAttribute("aria-disabled")).toBe("true");
  });

  it.each([
    ["an external referrer as it is", "https://www.google.com/search?q=eicad", "https://www.google.com/search?q=eicad"],
    ["no referrer when the page was reached from the site itself (a reload, ?lang= switch)", `${window.location.origin}/digital?lang=en`, ""],
    ["no referrer for a direct visit", "", ""],
  ])("sends %s", async (_, documentReferrer, sent) => {
    Object.defineProperty(document, "referrer", { value: documentReferrer, configurable: true });
    try {
      const net = setup(() => ok({ id: 43 }));
      await fillForm();
      fireEvent.click(submitButton());
      expect(await screen.findByText("submit success")).toBeTruthy();
      expect(net.callsTo("POST", "/api/consultations")[0].body).toMatchObject({ page: "/digital", referrer: sent });
    } finally {
      delete (document as { referrer?: string }).referrer; // back to the Document prototype's getter
    }
  });

  it("keeps the text after a failure, shows the server's message and retries with the same key", async () => {
    let attempt = 0;
    const net = setup(() => (++attempt === 1 ? fail(429, "Too many requests, please try again in a minute.") : ok({ id: 7 })));
    await fillForm();
    fireEvent.click(submitButton());
    expect(await screen.findByText("Too many requests, please try again in a minute.")).toBeTruthy();
    expect(field(/^name/i).value).toBe("Wang Gong");
    expect(field(/^email/i).value).toBe("wang@example.com");
    await waitFor(() => expect(submitButton().getAttribute("aria-busy")).toBe("false"));
    fireEvent.click(submitButton());
    expect(await screen.findByText("submit success")).toBeTruthy();
    const [first, second] = net.callsTo("POST", "/api/consultations");
    expect(second.headers["Idempotency-Key"]).toBe(first.headers["Idempotency-Key"]);
  });

  it("uses a new key once the visitor edits the form after a failure", async () => {
    const net = setup(() => fail(500, "Server error"));
    await fillForm();
    fireEvent.click(submitButton());
    expect(await screen.findByText("Server error")).toBeTruthy();
    await waitFor(() => expect(submitButton().getAttribute("aria-busy")).toBe("false"));
    fireEvent.change(field(/^phone/i), { target: { value: "9123 4568" } });
    fireEvent.click(submitButton());
    await waitFor(() => expect(net.callsTo("POST", "/api/consultations")).toHaveLength(2));
    const [first, second] = net.callsTo("POST", "/api/consultations");
    expect(second.headers["Idempotency-Key"]).not.toBe(first.headers["Idempotency-Key"]);
  });

  it("sends once when Submit is pressed twice quickly", async () => {
    let release: () => void = () => {};
    const net = setup(() => new Promise((resolve) => (release = () => resolve(ok({ id: 9 })))));
    await fillForm();
    const form = submitButton().closest("form")!;
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await waitFor(() => expect(net.callsTo("POST", "/api/consultations")).toHaveLength(1));
    release();
    expect(await screen.findByText("submit success")).toBeTruthy();
    expect(net.callsTo("POST", "/api/consultations")).toHaveLength(1);
  });
});
