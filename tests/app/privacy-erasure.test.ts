// Issue 32: the seeded privacy policy says, in both languages, that D1 Time Travel keeps erased data for
// up to 30 days and what happens to it (docs/operations.md "Erasure and Time Travel").
import { describe, expect, it } from "vitest";
import policy from "../../seed/content/privacy-policy.json";

describe("the privacy policy on erasure", () => {
  it.each([
    ["zh", /Time Travel[^。]*最多 30 天/, /再次删除/],
    ["en", /Time Travel[^.]*up to 30 days/, /erase those requests again/],
  ] as const)("(%s) names the 30 days Time Travel keeps erased data and that it is never read back", (lang, days, again) => {
    const text = policy[lang];
    expect(text).toMatch(days);
    expect(text).toMatch(again);
  });
});
