// The suite tests what visitors get: the production build of React and the app, not the
// development one (vitest runs with NODE_ENV=test, which Vite would otherwise build for).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, inject } from "vitest";
import { prerenderedPath, SHELL_FILE } from "../../common/prerendered-path.ts";
import { it } from "./support/fixture.ts";

describe("the site under test", () => {
  it("is the production build", () => {
    const assets = join(inject("outDir"), "client/assets");
    const scripts = readdirSync(assets).filter((f) => f.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(10);
    const development = scripts.filter((f) => {
      const text = readFileSync(join(assets, f), "utf8");
      return text.includes("Download the React DevTools") || text.includes("react-dom.development");
    });
    expect(development).toEqual([]);
  });
});

describe("the build's fallback copy", () => {
  it("writes each page's seeded copy beside its prerendered file, which the Worker serves when D1 cannot be read", () => {
    const shell = (lang: "zh" | "en", path: string) =>
      JSON.parse(readFileSync(join(inject("outDir"), "client", prerenderedPath(lang, path), SHELL_FILE), "utf8")) as { seeded?: Record<string, unknown> };
    const eicad = JSON.stringify(shell("zh", "/digital/eicad").seeded);
    expect(eicad).toContain("平纵横联动，互通立交到施工图一次完成");
    expect(JSON.stringify(shell("en", "/help").seeded)).toContain("How do I install the design software?");
    // A page without copy of its own carries none.
    expect(shell("zh", "/pc_index/news").seeded).toEqual({});
  });
});
