// The contact-us form as a visitor uses it: fields by their labels, Submit, the toast and the success panel.
import { expect } from "vitest";
import type { Locator, Page, Request } from "playwright-core";
import { contactMessages } from "../../../common/contact-messages.ts";
import type { Lang } from "../../../src/i18n/lang.ts";

export interface ContactForm {
  form: Locator;
  product: Locator;
  name: Locator;
  email: Locator;
  company: Locator;
  areaCode: Locator;
  phone: Locator;
  guestbook: Locator;
  /** The privacy notice's consent box. */
  consent: Locator;
  submit: Locator;
}

/** The form inside the contact block, located by its accessible names in `lang`. */
export function contactForm(page: Page, lang: Lang): ContactForm {
  const m = contactMessages[lang];
  const form = page.getByRole("form", { name: m.formLabel });
  return {
    form,
    // Accessible names, not raw label text: the required-field asterisk is aria-hidden.
    product: form.getByRole("combobox", { name: m.product, exact: true }),
    name: form.getByRole("textbox", { name: m.name, exact: true }),
    email: form.getByRole("textbox", { name: m.email, exact: true }),
    company: form.getByRole("textbox", { name: m.company }),
    areaCode: form.getByRole("combobox", { name: m.areaCode, exact: true }),
    phone: form.getByRole("textbox", { name: m.phone, exact: true }),
    guestbook: form.getByRole("textbox", { name: m.guestbook }),
    consent: form.getByRole("checkbox", { name: m.consent }),
    submit: form.getByRole("button", { name: m.submit, exact: true }),
  };
}

/** Fills every required field (product: the first real option), ticks the consent box unless told not to, and optionally the requirements. */
export async function fillContact(
  f: ContactForm,
  v: { name: string; email: string; phone: string; region?: string; guestbook?: string; consent?: boolean },
): Promise<void> {
  await expect.poll(() => f.product.locator("option").count(), { message: "product options loaded" }).toBeGreaterThan(1);
  await f.product.selectOption({ index: 1 });
  await f.name.fill(v.name);
  await f.email.fill(v.email);
  if (v.region) await f.areaCode.selectOption(v.region);
  await f.phone.fill(v.phone);
  if (v.guestbook) await f.guestbook.fill(v.guestbook);
  if (v.consent !== false) await f.consent.check();
}

/** True for the POST /api/consultations request. */
export const isLeadPost = (r: Request): boolean => r.method() === "POST" && new URL(r.url()).pathname === "/api/consultations";

/** Records every lead POST the page sends. */
export function recordLeadPosts(page: Page): Request[] {
  const seen: Request[] = [];
  page.on("request", (r) => {
    if (isLeadPost(r)) seen.push(r);
  });
  return seen;
}

/** The live toast region (role=status) of the frame. */
export const toasts = (page: Page): Locator => page.locator(".toast-region");

/** Text of the currently selected option of a select. */
export const selectedText = (select: Locator): Promise<string> => select.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent ?? "");

/** The heading of the panel shown in the form's place once a lead is sent. */
export const sentPanel = (page: Page, lang: Lang): Locator => page.getByRole("heading", { name: contactMessages[lang].sentTitle });

/** Waits for the success panel, then asks for the (reset) form again, as a visitor with another request would. */
export async function afterSent(page: Page, lang: Lang): Promise<void> {
  await sentPanel(page, lang).waitFor();
  await page.getByRole("button", { name: contactMessages[lang].sentAgain }).click();
}
