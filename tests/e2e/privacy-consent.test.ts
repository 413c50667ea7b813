// Consent to the privacy notice (issue 26) in Chromium: on /digital the form cannot be sent without the
// box ticked (nothing is stored), a ticked form stores the lead with its consent time, and the admin
// shows that time (API, the lead page), or "未记录" for a lead sent without consent (the older shape).
import { describe, expect } from "vitest";
import { PRIVACY_PATH, PRIVACY_VERSION } from "../../common/privacy.ts";
import { contactMessages } from "../../common/contact-messages.ts";
import { ADMIN_COPY, adminApi, gotoAdmin } from "./admin-helpers.ts";
import { leadsWithEmail, type StoredLead, uniqueEmail } from "./support/admin.ts";
import { afterSent, contactForm, fillContact, isLeadPost, recordLeadPosts, toasts } from "./support/contact.ts";
import { freshIp, urlOf } from "./support/session.ts";
import { LANGS, visit } from "./support/site.ts";
import { it, type OpenAdmin } from "./support/fixture.ts";

const PAGE = "/digital";

/** The lead page's consent line as staff read it (zh admin). */
async function consentLine(openAdmin: OpenAdmin, id: number): Promise<string> {
  const s = await openAdmin({ adminLang: "zh" });
  await gotoAdmin(s.page, `/admin/leads/${id}`);
  const dd = s.page.locator("dt", { hasText: ADMIN_COPY.zh.l_consent }).locator("xpath=following-sibling::dd[1]");
  const text = await dd.innerText();
  s.assertNoErrors();
  return text;
}

describe.each(LANGS)("privacy consent on the contact form in %s", (lang) => {
  const m = contactMessages[lang];

  it("cannot be sent without consent; once ticked it stores the lead, and the admin shows its consent time", async ({ open, openAdmin }) => {
    const s = await open({ lang });
    await visit(s, PAGE);
    const f = contactForm(s.page, lang);
    await f.form.scrollIntoViewIfNeeded();
    const posts = recordLeadPosts(s.page);
    const notice = s.page.locator(`#${await f.consent.getAttribute("aria-describedby")}`);
    expect(await notice.innerText(), "the notice names who collects (the brand)").toContain(lang === "zh" ? "路衍数科" : "RoadYan Digital");
    expect(await notice.getByRole("link").getAttribute("href")).toBe(PRIVACY_PATH);

    const email = uniqueEmail(`consent-${lang}`);
    await fillContact(f, { name: "Privacy Tester", email, phone: "81234567", consent: false });
    expect(await f.consent.isChecked()).toBe(false);
    expect(await f.submit.getAttribute("aria-disabled"), "complete but not consented").toBe("true");
    await f.submit.click({ force: true }); // looks disabled; a press explains why
    await expect.poll(() => toasts(s.page).innerText()).toContain(m.consentRequired);
    await s.page.waitForTimeout(300);
    expect(posts, "nothing sent").toEqual([]);
    expect(await leadsWithEmail(email), "nothing stored").toHaveLength(0);

    await f.consent.check();
    expect(await f.submit.getAttribute("aria-disabled")).toBe("false");
    const answer = s.page.waitForResponse((r) => isLeadPost(r.request()));
    await f.submit.click();
    const res = await answer;
    expect(res.status()).toBe(200);
    expect(res.request().postDataJSON()).toMatchObject({ consent: true, privacyVersion: PRIVACY_VERSION });
    await afterSent(s.page, lang);
    expect(await f.consent.isChecked(), "the form resets the box").toBe(false);
    const id = ((await res.json()) as { data: { id: number } }).data.id;
    s.assertNoErrors();

    const lead = await adminApi<StoredLead>(`/consultations/${id}`);
    expect(lead.privacyVersion).toBe(PRIVACY_VERSION);
    expect(Math.abs(Date.parse(lead.consentAt!) - Date.now()), "consented just now, on the server's clock").toBeLessThan(120_000);
    const shown = new Intl.DateTimeFormat("zh-CN", { dateStyle: "medium", timeStyle: "short" }).format(new Date(lead.consentAt!));
    expect(await consentLine(openAdmin, id)).toBe(`${shown} · ${ADMIN_COPY.zh.l_privacyVersion.replace("{v}", PRIVACY_VERSION)}`);
  });
});

describe("a lead without consent in the admin", () => {
  it("shows the older shape's lead as 未记录 (consent not recorded)", async ({ openAdmin }) => {
    const res = await fetch(urlOf("/api/consultations"), {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": freshIp() },
      body: JSON.stringify({ name: "Old Client", phone: "13800138000", email: uniqueEmail("legacy"), requirement: "Older form" }),
    });
    expect(res.status).toBe(200);
    const { id } = ((await res.json()) as { data: { id: number } }).data;
    expect(await adminApi<StoredLead>(`/consultations/${id}`)).toMatchObject({ consentAt: null, privacyVersion: null });
    expect(await consentLine(openAdmin, id)).toBe(ADMIN_COPY.zh.l_consentNotRecorded);
  });
});
