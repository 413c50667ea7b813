import { describe, expect, it } from "vitest";
import { startLang } from "../../src/i18n/start-lang";

describe("the language the browser starts in", () => {
  it("hydrates a prerendered page in the language it was rendered in when nothing says otherwise", () => {
    expect(startLang("", "en", true, null)).toEqual({ lang: "en", hydrate: true, persist: false });
    expect(startLang("", "zh-CN", true, null)).toEqual({ lang: "zh", hydrate: true, persist: false });
  });

  it("lets ?lang= win and remembers it", () => {
    expect(startLang("?lang=en", "en", true, "Chinese")).toEqual({ lang: "en", hydrate: true, persist: true });
  });

  it("follows the stored choice over the rendered language, rendering afresh and rewriting the cookie", () => {
    expect(startLang("", "zh-CN", true, "English")).toEqual({ lang: "en", hydrate: false, persist: true });
    expect(startLang("", "en", true, "Chinese")).toEqual({ lang: "zh", hydrate: false, persist: true });
  });

  it("hydrates when the stored choice agrees with the page", () => {
    expect(startLang("", "en", true, "English")).toEqual({ lang: "en", hydrate: true, persist: false });
  });

  it("renders the empty dev shell from query, then storage, then Chinese", () => {
    expect(startLang("?lang=en", "zh-CN", false, null)).toEqual({ lang: "en", hydrate: false, persist: true });
    expect(startLang("", "zh-CN", false, "English")).toEqual({ lang: "en", hydrate: false, persist: true });
    expect(startLang("", "zh-CN", false, null)).toEqual({ lang: "zh", hydrate: false, persist: false });
  });
});
