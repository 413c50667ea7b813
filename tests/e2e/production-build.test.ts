// The suite tests what visitors get: the production build of React and the app, not the
// development one (vitest runs with NODE_ENV=test, which Vite would otherwise build for).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, inject } from "vitest";
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
