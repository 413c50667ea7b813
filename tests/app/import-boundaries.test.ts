// The house's import rules (docs/decisions/0010): shared code lives in common/ and imports nothing
// from outside it; the Worker never imports the SPA; the SPA takes only types from the Worker.
import { existsSync, readdirSync, readFileSync } from "node:fs";
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
    const outside = sources("common")
      .flatMap(importsOf)
      .filter((i) => i.from.startsWith(".") && !resolved(i).startsWith("common/"));
    expect(outside).toEqual([]);
  });

  it("no file under worker/ imports from src/", () => {
    const intoSrc = sources("worker")
      .flatMap(importsOf)
      .filter((i) => i.from.startsWith(".") && resolved(i).startsWith("src/"));
    expect(intoSrc).toEqual([]);
  });

  it("the Worker reaches the app only through one lazy import of its server entry (docs/decisions/0028)", () => {
    const text = (f: string) => readFileSync(join(root, f), "utf8");
    const code = sources("worker").filter((f) => !f.endsWith(".d.ts"));
    expect(
      code.filter((f) => /from\s+["']#app-render["']/.test(text(f))),
      "no static import",
    ).toEqual([]);
    expect(code.filter((f) => text(f).includes("#app-render"))).toEqual(["worker/pages/page-data.ts"]);
  });

  it("no two modules of src/, worker/ and common/ import each other, directly or round a loop, lazily or not (docs/decisions/0033)", () => {
    const files = ["src", "worker", "common"].flatMap(sources);
    const fileOf = (i: Import) => {
      const base = resolved(i);
      return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((f) => files.includes(f) || (f !== base && existsSync(join(root, f))));
    };
    const edges = new Map(
      files.map((f) => [
        f,
        [
          ...new Set(
            importsOf(f)
              .filter((i) => i.from.startsWith("."))
              .map(fileOf)
              .filter((f) => f !== undefined),
          ),
        ],
      ]),
    );
    // Depth-first: a module met again while still on the path closes a loop.
    const loops: string[] = [];
    const state = new Map<string, "open" | "done">();
    const visit = (f: string, path: string[]) => {
      state.set(f, "open");
      for (const next of edges.get(f) ?? []) {
        if (state.get(next) === "open") loops.push([...path.slice(path.indexOf(next)), f, next].join(" → "));
        else if (!state.has(next)) visit(next, [...path, f]);
      }
      state.set(f, "done");
    };
    for (const f of files) if (!state.has(f)) visit(f, []);
    expect(loops).toEqual([]);
  });

  it("src/ takes only types from worker/", () => {
    const values = sources("src")
      .flatMap(importsOf)
      .filter((i) => i.from.startsWith(".") && resolved(i).startsWith("worker/") && !i.typeOnly);
    expect(values).toEqual([]);
  });
});
