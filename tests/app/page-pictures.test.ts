// The pictures page content points at (src/content figures): each exists under public/img at the
// size the page reserves for it, and the product screenshots (scripts/seed-art/product-shots.ts)
// stay small and language-neutral, so one file serves both languages without layout shift.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(__dirname, "../..");
const contentFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? contentFiles(join(dir, f)) : f.endsWith(".ts") ? [join(dir, f)] : []));

const FIGURE = /figure: \{ src: "\/img\/([\w-]+\.svg)", alt: "([^"]*)", width: (\d+), height: (\d+) \}/g;
const figures = ["zh", "en"].flatMap((lang) =>
  contentFiles(join(root, "src/content", lang)).flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(FIGURE)].map(([, name, alt, width, height]) => ({ lang, name: name!, alt: alt!, width: Number(width), height: Number(height) })),
  ),
);
const SHOTS = ["digital-hero", "eicad-hero", "report3d-hero", "vrroad-hero", "management-hero", "smartsite-hero", "prefab-hero", "dtwin-hero"];

describe("page pictures", () => {
  it("every figure's SVG exists with the width and height the page declares, and has alt text", () => {
    expect(figures.length).toBeGreaterThan(20);
    for (const f of figures) {
      const svg = readFileSync(join(root, "public/img", f.name), "utf8");
      const open = /<svg[^>]*>/.exec(svg)![0];
      expect(open, f.name).toContain(`width="${f.width}"`);
      expect(open, f.name).toContain(`height="${f.height}"`);
      expect(f.alt.length, `${f.lang} ${f.name}`).toBeGreaterThan(10);
    }
  });

  it("the product screenshots are under 16 KB, carry no words a reader would need translated, and are shown on their pages", () => {
    for (const name of SHOTS) {
      const svg = readFileSync(join(root, "public/img", `${name}.svg`), "utf8");
      expect(svg.length, name).toBeLessThan(16 * 1024);
      const words = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!);
      expect(words.length, name).toBeGreaterThan(3);
      for (const w of words) {
        expect(w, `${name}: ${w}`).not.toMatch(/[\u3400-\u9fff]/);
        // Numbers, stations (K12+340), symbols and units; the only words are product and module names.
        const rest = w.replace(/EICAD|Report3D|VRRoad|Smart Site|Management|Interchange|Prefab|Digital Twin/g, "");
        expect(rest, `${name}: ${w}`).not.toMatch(/[A-Za-z]{4,}/);
      }
      expect(figures.filter((f) => f.name === `${name}.svg`).map((f) => f.lang).sort(), name).toEqual(["en", "zh"]);
    }
  });
});
