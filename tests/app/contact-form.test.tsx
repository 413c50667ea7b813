import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Lang } from "../../src/i18n/lang";
import { PRIVACY_VERSION } from "../../common/privacy";
import { fail, ok, stubFetch } from "./support/fetch-stub";
import { renderContact } from "./support/render-contact";
import { loadAreaCodes } from "../../src/lib/area-codes";
import { keepAttribution } from "../../src/app/attribution";
import { INITIAL_SITE_SETTINGS } from "../../src/app/site-settings";

const PRODUCTS = [
  { id: 3, name: "EICAD road & interchange design" },
  { id: 5, name: "Smart construction site" },
];

function setup(consultation: Parameters<typeof stubFetch>[0][string], lang: Lang = "en") {
  const net = stubFetch({ "GET /api/products": () => ok(PRODUCTS), "POST /api/consultations": consultation });
  renderContact({ lang });
  return net;
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement & HTMLSelectElement;
const submitButton = () => screen.getByRole("button", { name: /submit|提交/i });

/**
 * The products' list has arrived: an option found by its text (a role query computes every one of
 * the 243 area codes' roles on each retry, seconds in jsdom on a busy machine).
 */
const productsListed = () => screen.findByText(PRODUCTS[0].name, { selector: "option" });
const consentBox = () => screen.getByRole("checkbox", { name: /I have read and agree to the privacy policy/i }) as HTMLInputElement;
/** The success panel's heading, in place of the form once a lead is sent. */
const sentPanel = () => screen.findByRole("heading", { name: "Thank you, your request has been sent" });

async function fillForm(email = "wang@example.com", { consent = true } = {}) {
  await productsListed();
  fireEvent.change(field(/product of interest/i), { target: { value: "3" } });
  fireEvent.change(field(/^name/i), { target: { value: "Wang Gong" } });
  fireEvent.change(field(/^email/i), { target: { value: email } });
  fireEvent.change(field(/^phone/i), { target: { value: "9123 4567" } });
  if (consent) fireEvent.click(consentBox());
}

// The region names, as the browser has them (loaded at idle, decision 0045) before it draws a form afresh.
beforeAll(() => loadAreaCodes());
beforeEach(() => window.history.replaceState(null, "", "/digital?utm_source=newsletter&utm_campaign=spring"));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe("contact form", () => {
  it("looks disabled until name, email, phone and product are filled, and sends nothing before", async () => {
    const net = setup(() => ok({ id: 1 }));
    await productsListed();
    expect(submitButton().getAttribute("aria-disabled")).toBe("true");
    fireEvent.change(field(/^name/i), { target: { value: "Wang Gong" } });
    fireEvent.change(field(/^email/i), { target: { value: "wang@example.com" } });
    fireEvent.change(field(/^phone/i), { target: { value: "91234567" } });
    expect(submitButton().getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(submitButton());
    fireEvent.change(field(/product of interest/i), { target: { value: "3" } });
    fireEvent.click(consentBox());
    expect(submitButton().getAttribute("aria-disabled")).toBe("false");
    expect(net.callsTo("POST", "/api/consultations")).toHaveLength(0);
    expect((screen.getByLabelText(/requirements/i) as HTMLTextAreaElement).rows).toBe(4);
    expect(field(/country\/region code/i).selectedOptions[0].textContent).toBe("Singapore +65");
    expect(screen.getByText(/within 24 hours/i, { selector: ".contact-form__promise" })).toBeTruthy();
    // The first form of the file also loads its modules: more than the default 5 s on a busy machine.
  }, 15_000);

  it("stays disabled without consent to the privacy notice, says so on a press and sends nothing", async () => {
    const net = setup(() => ok({ id: 1 }));
    await fillForm("wang@example.com", { consent: false });
    expect(consentBox().checked).toBe(false);
    expect(submitButton().getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(submitButton());
    expect(await screen.findByText("Please read and agree to the privacy policy.")).toBeTruthy();
    expect(net.callsTo("POST", "/api/consultations")).toHaveLength(0);
    fireEvent.click(consentBox());
    expect(submitButton().getAttribute("aria-disabled")).toBe("false");
    fireEvent.click(consentBox());
    expect(submitButton().getAttribute("aria-disabled"), "unticked again").toBe("true");
  }, 15_000);

  it.each([
    [
      "en",
      /I have read and agree to the privacy policy/,
      /^RoadYan Digital collects the name, organisation, phone, email and message you enter only to answer your request\. We erase them once your request is closed and 24 months have passed since you sent it\. See the privacy policy\.$/,
      "privacy policy",
    ],
    [
      "zh",
      /我已阅读并同意隐私政策/,
      /^.+收集您填写的姓名、单位、电话、邮箱和需求描述，仅用于回复您的咨询。咨询跟进结束且提交满 24 个月后，我们将删除这些信息。详见《隐私政策》。$/,
      "隐私政策",
    ],
  ] as const)("tells who collects what, why and for how long in %s, linked to the privacy policy and the box", async (lang, label, text, linkText) => {
    setup(() => ok({ id: 1 }), lang);
    const box = screen.getByRole("checkbox", { name: label }) as HTMLInputElement;
    expect(box.required).toBe(true);
    const notice = document.getElementById(box.getAttribute("aria-describedby")!)!;
    expect(notice.textContent).toMatch(text);
    expect(notice.querySelector("a")!.textContent).toBe(linkText);
    expect(notice.querySelector("a")!.getAttribute("href")).toBe("/privacy");
  });

  it("sends the version of the privacy policy the site serves (its last-updated day from the settings)", async () => {
    const net = stubFetch({
      "GET /api/products": () => ok(PRODUCTS),
      "GET /api/site": () => ok({ privacyVersion: "2027-01-05" }),
      "POST /api/consultations": () => ok({ id: 7 }),
    });
    renderContact();
    await waitFor(() => expect(net.callsTo("GET", "/api/site")).toHaveLength(1));
    await fillForm();
    fireEvent.click(submitButton());
    await waitFor(() => expect(net.callsTo("POST", "/api/consultations")).toHaveLength(1));
    expect(net.callsTo("POST", "/api/consultations")[0].body).toMatchObject({ consent: true, privacyVersion: "2027-01-05" });
  });

  it("states the retention period the site settings give, or that leads are kept until erased", async () => {
    const net = stubFetch({ "GET /api/products": () => ok(PRODUCTS), "GET /api/site": () => ok({ leadRetentionDays: 0 }) });
    renderContact();
    const box = consentBox();
    await waitFor(() =>
      expect(document.getElementById(box.getAttribute("aria-describedby")!)!.textContent).toContain("We keep them until you ask us to erase them."),
    );
    expect(net.callsTo("GET", "/api/site")).toHaveLength(1);
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
    await productsListed();
    fireEvent.change(field(/感兴趣的产品/), { target: { value: "3" } });
    fireEvent.change(field(/^姓名/), { target: { value: "王工" } });
    fireEvent.change(field(/^邮箱/), { target: { value: "bad" } });
    fireEvent.change(field(/^电话/), { target: { value: "13812345678" } });
    fireEvent.click(screen.getByRole("checkbox", { name: /我已阅读并同意隐私政策/ }));
    fireEvent.click(submitButton());
    expect(await screen.findByText("请输入正确的邮箱地址。")).toBeTruthy();
  });

  it("sends the lead with its context, then thanks the visitor and resets the code to +65", async () => {
    const net = setup(() => ok({ id: 42 }));
    await fillForm();
    fireEvent.change(field(/country\/region code/i), { target: { value: "CN" } });
    fireEvent.change(field(/requirements/i), { target: { value: "12 km expressway widening" } });
    fireEvent.click(submitButton());
    expect(await sentPanel()).toBeTruthy();
    const [call] = net.callsTo("POST", "/api/consultations");
    expect(call.body).toEqual({
      productId: "3",
      productName: PRODUCTS[0].name,
      customerName: "Wang Gong",
      ac: "+86",
      phone: "9123 4567",
      email: "wang@example.com",
      guestbook: "12 km expressway widening",
      company: "",
      website: "",
      page: "/digital",
      referrer: "",
      utm: { source: "newsletter", campaign: "spring" },
      consent: true,
      privacyVersion: PRIVACY_VERSION,
    });
    expect(call.headers["Idempotency-Key"]).toMatch(/^[0-9a-f-]{36}$/);
    // The panel stays in the form's place until the visitor asks for the form again; the form behind it is reset.
    fireEvent.click(screen.getByRole("button", { name: "Send another request" }));
    expect(screen.queryByRole("heading", { name: "Thank you, your request has been sent" })).toBeNull();
    expect(consentBox().checked, "the next request asks again").toBe(false);
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
      expect(await sentPanel()).toBeTruthy();
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
    expect(await sentPanel()).toBeTruthy();
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
    expect(await sentPanel()).toBeTruthy();
    expect(net.callsTo("POST", "/api/consultations")).toHaveLength(1);
  });

  it("sends the organisation, trimmed, and takes no more than 200 characters", async () => {
    const net = setup(() => ok({ id: 44 }));
    await fillForm();
    const company = field(/^organisation/i);
    expect(company.maxLength).toBe(200);
    expect(company.getAttribute("autocomplete")).toBe("organization");
    fireEvent.change(company, { target: { value: "  Metro Design Institute  " } });
    fireEvent.click(submitButton());
    expect(await sentPanel()).toBeTruthy();
    expect(net.callsTo("POST", "/api/consultations")[0].body).toMatchObject({ company: "Metro Design Institute" });
    fireEvent.click(screen.getByRole("button", { name: "Send another request" }));
    expect(field(/^organisation/i).value, "reset with the rest").toBe("");
  });

  it("sends the visit's landing page, utm and referrer kept on its first page, not the form page's", async () => {
    // The visit began on a product page from a newsletter; the form is on the line's page.
    window.history.replaceState(null, "", "/digital/eicad?utm_source=newsletter&utm_campaign=winter");
    Object.defineProperty(document, "referrer", { value: "https://mail.example.com/inbox", configurable: true });
    try {
      keepAttribution();
      window.history.replaceState(null, "", "/digital?product=3");
      // A later page of the visit, from another campaign, does not overwrite it.
      window.history.replaceState(null, "", "/digital?utm_source=other&product=3");
      keepAttribution();
    } finally {
      delete (document as { referrer?: string }).referrer;
    }
    const net = setup(() => ok({ id: 45 }));
    await fillForm();
    fireEvent.click(submitButton());
    expect(await sentPanel()).toBeTruthy();
    expect(net.callsTo("POST", "/api/consultations")[0].body).toMatchObject({
      page: "/digital",
      landingPage: "/digital/eicad?utm_source=newsletter&utm_campaign=winter",
      referrer: "https://mail.example.com/inbox",
      utm: { source: "newsletter", campaign: "winter" },
    });
    expect(JSON.parse(sessionStorage.getItem("attribution")!)).toEqual({
      landingPage: "/digital/eicad?utm_source=newsletter&utm_campaign=winter",
      referrer: "https://mail.example.com/inbox",
      utm: { source: "newsletter", campaign: "winter" },
    });
  });

  it("chooses the product ?product= names (a product page's call to action), and only a listed one", async () => {
    stubFetch({ "GET /api/products": () => ok(PRODUCTS), "POST /api/consultations": () => ok({ id: 46 }) });
    renderContact({ path: "/digital?product=3" });
    await productsListed();
    await waitFor(() => expect(field(/product of interest/i).value).toBe("3"));
    cleanup();
    renderContact({ path: "/digital?product=nope" });
    await productsListed();
    expect(field(/product of interest/i).value).toBe("");
  });

  it("says in Chinese what happens next: a call within 24 hours and the hotline, until the visitor asks for the form again", async () => {
    const site = { ...INITIAL_SITE_SETTINGS.zh, hotline: "400-888-1234" };
    stubFetch({ "GET /api/products": () => ok(PRODUCTS), "GET /api/site": () => ok(site), "POST /api/consultations": () => ok({ id: 47 }) });
    renderContact({ lang: "zh" });
    await productsListed();
    fireEvent.change(field(/感兴趣的产品/), { target: { value: "3" } });
    fireEvent.change(field(/^姓名/), { target: { value: "王工" } });
    fireEvent.change(field(/^邮箱/), { target: { value: "wang@example.com" } });
    fireEvent.change(field(/^电话/), { target: { value: "139 1234 5678" } });
    fireEvent.click(screen.getByRole("checkbox", { name: /我已阅读并同意隐私政策/ }));
    fireEvent.click(screen.getByRole("button", { name: "提交" }));
    const title = await screen.findByRole("heading", { name: "提交成功，感谢您的信任" });
    const panel = title.closest("[role=status]")!;
    expect(panel.textContent).toContain("24 小时内给您回电");
    await waitFor(() => expect(panel.textContent).toContain("400-888-1234"));
    expect(
      within(panel as HTMLElement)
        .getByRole("link", { name: "400-888-1234" })
        .getAttribute("href"),
      "a phone can call it",
    ).toBe("tel:4008881234");
    expect(document.activeElement, "the heading takes the focus").toBe(title);
    // The form is out of sight behind it, and stays so (no toast that goes away by itself).
    expect(screen.getByRole("form", { hidden: true }).hidden).toBe(true);
    await new Promise((r) => setTimeout(r, 3500));
    expect(screen.getByRole("heading", { name: "提交成功，感谢您的信任" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "再提交一条需求" }));
    expect(screen.getByRole("form", { name: "联系我们表单" }).hidden).toBe(false);
    expect(field(/^姓名/).value).toBe("");
  }, 15_000);
});
