// The pictures page content points at (the seeded pages' figures): each exists under public/img at the
// size the page reserves for it, and the product screenshots (scripts/seed-art/product-shots.ts)
// stay small and language-neutral, so one file serves both languages without layout shift.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(__dirname, "../..");
type Picture = { src: string; alt: { zh: string; en: string }; width: number; height: number };
/** Every picture of the seeded page copy (seed/content/pages.json, decision 0040), once per language. */
function picturesIn(value: unknown, out: Picture[] = []): Picture[] {
  if (Array.isArray(value)) for (const v of value) picturesIn(v, out);
  else if (value && typeof value === "object") {
    const v = value as Partial<Picture>;
    if (typeof v.src === "string" && typeof v.width === "number" && v.alt) out.push(v as Picture);
    else for (const x of Object.values(value)) picturesIn(x, out);
  }
  return out;
}
const figures = picturesIn(JSON.parse(readFileSync(join(root, "seed/content/pages.json"), "utf8")))
  .filter((p) => /^\/img\/[\w-]+\.svg$/.test(p.src))
  .flatMap((p) => (["zh", "en"] as const).map((lang) => ({ lang, name: p.src.slice("/img/".length), alt: p.alt[lang], width: p.width, height: p.height })));
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
      expect(
        figures
          .filter((f) => f.name === `${name}.svg`)
          .map((f) => f.lang)
          .sort(),
        name,
      ).toEqual(["en", "zh"]);
    }
  });
});
