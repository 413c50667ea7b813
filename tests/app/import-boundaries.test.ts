// The house's import rules (docs/decisions/0010): shared code lives in common/ and imports nothing
// from outside it; the Worker never imports the SPA; the SPA takes only types from the Worker.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

// vitest runs from the repository root (import.meta.url is not a file URL under jsdom).
const root = process.cwd();

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name))
    .map((e) => relative(root, join(e.parentPath, e.name)));
}

interface Import {
  file: string;
  from: string;
  typeOnly: boolean;
}

/** Every static import and re-export of a file, with whether it is type-only. */
function importsOf(file: string): Import[] {
  const text = readFileSync(join(root, file), "utf8");
  const found: Import[] = [];
  for (const m of text.matchAll(/^\s*(import|export)\s+(type\s+)?[^;]*?\bfrom\s+["']([^"']+)["']/gm)) {
    found.push({ file, from: m[3]!, typeOnly: Boolean(m[2]) });
  }
  for (const m of text.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) found.push({ file, from: m[1]!, typeOnly: false });
  return found;
}

const resolved = (i: Import) => relative(root, join(root, i.file, "..", i.from));

describe("import boundaries", () => {
  it("common/ imports nothing from outside the folder (no DOM, no Worker, no app code)", () => {
    const outside = sources("common").flatMap(importsOf).filter((i) => i.from.startsWith(".") && !resolved(i).startsWith("common/"));
    expect(outside).toEqual([]);
  });

  it("no file under worker/ imports from src/", () => {
    const intoSrc = sources("worker").flatMap(importsOf).filter((i) => i.from.startsWith(".") && resolved(i).startsWith("src/"));
    expect(intoSrc).toEqual([]);
  });

  it("the Worker reaches the app only through one lazy import of its server entry (docs/decisions/0028)", () => {
    const text = (f: string) => readFileSync(join(root, f), "utf8");
    const code = sources("worker").filter((f) => !f.endsWith(".d.ts"));
    expect(code.filter((f) => /from\s+["']#app-render["']/.test(text(f))), "no static import").toEqual([]);
    expect(code.filter((f) => text(f).includes("#app-render"))).toEqual(["worker/pages/render-with-data.ts"]);
  });

  it("src/ takes only types from worker/", () => {
    const values = sources("src").flatMap(importsOf).filter((i) => i.from.startsWith(".") && resolved(i).startsWith("worker/") && !i.typeOnly);
    expect(values).toEqual([]);
  });
});
