// One way to write UI text in both languages (docs/architecture.md): every catalogue is made by
// `defineMessages(zh, en)`. TypeScript holds a literal's two sides to the same keys; this holds every
// catalogue in the repository, found by what imports `defineMessages`, to the same keys, the same
// placeholders and no empty message, whatever way its sides were built.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it, vi } from "vitest";

const made = vi.hoisted(() => [] as { zh: Record<string, string>; en: Record<string, string> }[]);

vi.mock("../../common/catalogue.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../common/catalogue.ts")>();
  return {
    ...actual,
    defineMessages: ((zh, en) => {
      const catalogue = actual.defineMessages(zh, en);
      made.push(catalogue);
      return catalogue;
    }) satisfies typeof actual.defineMessages,
  };
});

const root = process.cwd();
const sources = (dir: string) =>
  readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.name.endsWith(".d.ts"))
    .map((e) => relative(root, join(e.parentPath, e.name)));

/** Every module that imports defineMessages, and how many catalogues it declares. */
const declaring = ["src", "common", "worker"]
  .flatMap(sources)
  .map((file) => ({ file, text: readFileSync(join(root, file), "utf8") }))
  .filter(({ text }) => /^import\s*\{[^}]*\bdefineMessages\b[^}]*\}\s*from\s*["'][^"']*catalogue(\.ts)?["']/m.test(text))
  .map(({ file, text }) => ({ file, calls: text.match(/\bdefineMessages\(/g)?.length ?? 0 }));

const modules = import.meta.glob(["/src/**/*.{ts,tsx}", "/common/**/*.ts", "/worker/**/*.ts"]);
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("every catalogue", () => {
  it("is found: the public app's, the admin's, the page editor's, common/'s and the Worker's", () => {
    const files = declaring.map((d) => d.file);
    for (const f of [
      "src/i18n/messages/common.ts",
      "src/admin/i18n/admin-messages.ts",
      "src/admin/pages/page-messages.ts",
      "common/page-layouts.ts",
      "worker/lib/messages.ts",
    ])
      expect(files).toContain(f);
    expect(files.length).toBeGreaterThan(20);
  });

  it("has the same keys in Chinese and English, the same {placeholders}, and no empty message", async () => {
    for (const { file } of declaring) {
      const load = modules[`/${file}`];
      expect(load, file).toBeDefined();
      await load!();
    }
    // Each call declared in those files made one catalogue when its module loaded.
    expect(made.length).toBe(declaring.reduce((n, d) => n + d.calls, 0));
    const problems: string[] = [];
    for (const { zh, en } of made) {
      const name = Object.keys(zh).slice(0, 3).join(", ");
      for (const k of Object.keys(zh)) if (!Object.hasOwn(en, k)) problems.push(`[${name} …] "${k}" has no English`);
      for (const k of Object.keys(en)) if (!Object.hasOwn(zh, k)) problems.push(`[${name} …] "${k}" has no Chinese`);
      for (const [lang, side] of [
        ["zh", zh],
        ["en", en],
      ] as const) {
        for (const [k, v] of Object.entries(side)) if (typeof v !== "string" || v.trim() === "") problems.push(`[${name} …] "${k}" is empty in ${lang}`);
      }
      for (const k of Object.keys(zh)) {
        if (Object.hasOwn(en, k) && placeholders(zh[k] ?? "").join() !== placeholders(en[k] ?? "").join())
          problems.push(`[${name} …] "${k}" fills {${placeholders(zh[k] ?? "")}} in Chinese, {${placeholders(en[k] ?? "")}} in English`);
      }
    }
    expect(problems).toEqual([]);
  });
});
