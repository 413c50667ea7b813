// @vitest-environment node
/// <reference types="node" />
// Where a full `npm run bench` writes its tables: the marked block of bench/README.md, beside the bench,
// not the project README a newcomer reads first.
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

// The bench belongs to the node project (tsconfig.node.json); a computed path keeps it out of this
// project's type check, as js-budgets.test.ts does.
interface ReadmeModule {
  RESULTS_README: string;
  README_START: string;
  README_END: string;
  updateReadme: (path: string, body: string) => boolean;
}
const root = fileURLToPath(new URL("../..", import.meta.url));
const readmeModule = fileURLToPath(new URL("../../bench/lib/readme.ts", import.meta.url));
const { RESULTS_README, README_START, README_END, updateReadme } = (await import(/* @vite-ignore */ readmeModule)) as ReadmeModule;

const occurrences = (text: string, needle: string) => text.split(needle).length - 1;
let tmp = "";
afterEach(() => {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
  tmp = "";
});

describe("the bench's results block", () => {
  it("is refreshed in bench/README.md, whose markers a full run finds once each", () => {
    expect(RESULTS_README).toBe("bench/README.md");
    const text = readFileSync(join(root, RESULTS_README), "utf8");
    expect(occurrences(text, README_START)).toBe(1);
    expect(occurrences(text, README_END)).toBe(1);
    expect(text.indexOf(README_START)).toBeLessThan(text.indexOf(README_END));
  });

  it("replaces only what lies between the markers", () => {
    tmp = mkdtempSync(join(tmpdir(), "bench-readme-"));
    const copy = join(tmp, "README.md");
    copyFileSync(join(root, RESULTS_README), copy);
    const before = readFileSync(copy, "utf8");
    expect(updateReadme(copy, "Latest run: today.\n\n| a | b |\n|---|---|\n| 1 | 2 |")).toBe(true);
    const after = readFileSync(copy, "utf8");
    const start = before.indexOf(README_START) + README_START.length;
    expect(after.slice(0, start)).toBe(before.slice(0, start));
    expect(after.slice(after.indexOf(README_END))).toBe(before.slice(before.indexOf(README_END)));
    expect(after.slice(start, after.indexOf(README_END))).toBe("\nLatest run: today.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n");
  });

  it("is not in the project README, which links to it", () => {
    const text = readFileSync(join(root, "README.md"), "utf8");
    expect(text).not.toContain(README_START);
    expect(text).not.toContain(README_END);
    expect(text).toContain("bench/README.md");
  });
});
