// The seeded privacy policy names everything the contact form and the visit keep about a visitor
// (issue 33 added the company field, the visit's landing page and its attribution in session storage),
// and the version the form sends is the seeded policy's: a lead records which text was agreed to.
import { describe, expect, it } from "vitest";
import { PRIVACY_VERSION } from "../../common/privacy";
import { ATTRIBUTION_KEY } from "../../src/app/attribution";
import policy from "../../seed/content/privacy-policy.json";
import settings from "../../seed/content/site-settings.json";

describe("the privacy policy names what is collected", () => {
  it.each([
    ["zh", /公司或单位名称（选填）/, /落地页/, /会话存储/],
    ["en", /company or organisation \(optional\)/, /landing page/, /session storage/],
  ] as const)("(%s) the company field, the visit's landing page and what the browser keeps for the visit", (lang, company, landing, session) => {
    const text = policy[lang];
    expect(text).toMatch(company);
    expect(text).toMatch(landing);
    expect(text).toMatch(session);
    // The storage key the policy names is the one the site writes.
    expect(text).toContain(`\`${ATTRIBUTION_KEY}\``);
  });

  it("the seeded settings carry the version the form sends when the settings name none", () => {
    expect(settings.zh.privacyVersion).toBe(PRIVACY_VERSION);
    expect(settings.en.privacyVersion).toBe(PRIVACY_VERSION);
  });
});
