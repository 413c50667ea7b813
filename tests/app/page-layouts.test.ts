// Every seeded page satisfies what its page can show (common/page-layouts.ts, decision 0044): a fresh
// environment never starts with a block the site does not draw, and a page the editor opens can be
// saved back as it is. Each page with a `pages` item has its declaration and its seeded item.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { layoutOfPath, layoutProblems, PAGE_LAYOUTS } from "../../common/page-layouts.ts";
import { pathOf, ROUTES } from "../../common/route-table.ts";

const seeded = JSON.parse(readFileSync(join(process.cwd(), "seed/content/pages.json"), "utf8")) as { path: string; blocks: { type: string }[] }[];
const items = Array.isArray(seeded) ? seeded : (seeded as { items: typeof seeded }).items;

describe("seeded pages and the blocks their pages show", () => {
  it("seeds one page per declared layout, and every route reading a page has a layout", () => {
    expect(items.map((p) => p.path).sort()).toEqual(
      Object.keys(PAGE_LAYOUTS)
        .map((k) => pathOf(k as keyof typeof PAGE_LAYOUTS))
        .sort(),
    );
    for (const r of ROUTES) if (r.reads?.includes("page")) expect(layoutOfPath(r.path), r.path).toBeDefined();
  });

  for (const page of items) {
    it(`${page.path} has only blocks its page shows, as many and in the order it shows them`, () => {
      expect(layoutProblems(page.path, page.blocks)).toEqual([]);
    });
  }

  it("finds the problems a page's blocks can have", () => {
    expect(layoutProblems("/help", [{ type: "faq" }, { type: "intro" }, { type: "text" }, { type: "faq" }])).toEqual([
      { kind: "blockOrder", block: 1, type: "intro" },
      { kind: "blockNotShown", block: 2, type: "text" },
      { kind: "blockOnlyOne", block: 3, type: "faq" },
    ]);
    expect(layoutProblems("/academy", [])).toEqual([{ kind: "blockMissing", type: "intro" }]);
    expect(layoutProblems("/digital/eicad", [{ type: "text" }, { type: "hero" }, { type: "homeNews" }])).toEqual([
      { kind: "blockNotShown", block: 2, type: "homeNews" },
    ]);
  });
});
