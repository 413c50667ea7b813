// One writer for each moving part (decisions 0035, 0057; MOVING_PARTS in src/app/moving-parts.ts).
// React's render of the home page, in both languages, carries none of the state src/app/motion.ts
// writes (were it there, React would be a second writer of it: in the served page, and again at
// every re-render); motion.ts writes no attribute or class the table does not give it, and no other
// script writes motion.ts's; at most two `suppressHydrationWarning` are left, each with its reason.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { preparePage, renderApp } from "../../src/entry-server";
import { MOVING_PARTS } from "../../src/app/moving-parts";
import { seededPageValue } from "./support/seeded-page";

const root = join(import.meta.dirname, "../..");
const MOTION = "src/app/motion.ts";
const motionParts = MOVING_PARTS.filter((p) => p.writer === MOTION);
const motionState = new Set(motionParts.flatMap((p) => p.state));

/** Whether an element carries one piece of state (`class:x`, `style:x`, `children`, or an attribute). */
function carries(el: Element, state: string): boolean {
  if (state === "children") return el.childNodes.length > 0;
  const [kind, name] = state.includes(":") ? state.split(":") : ["attr", state];
  if (kind === "class") return el.classList.contains(name!);
  if (kind === "style") return (el as HTMLElement).style.getPropertyValue(name!) !== "";
  return el.hasAttribute(name!);
}

/** What a script writes to the DOM: classes it toggles, attributes it sets or removes, reflected properties and styles it assigns. */
function writesOf(source: string): Set<string> {
  const found = new Set<string>();
  for (const m of source.matchAll(/classList\.(?:add|remove|toggle)\("([\w-]+)"/g)) found.add(`class:${m[1]}`);
  for (const m of source.matchAll(/(?:set|toggle|remove)Attribute\("([\w-]+)"/g)) found.add(m[1]!);
  // A list of attributes set in a loop: `for (const a of ["muted", "loop"]) m.setAttribute(a, "")`.
  for (const m of source.matchAll(/of \[([^\]]+)\]\)\s*\w+\.setAttribute\(/g)) for (const n of m[1]!.matchAll(/"([\w-]+)"/g)) found.add(n[1]!);
  for (const m of source.matchAll(/\.style\.(\w+)\s*=[^=]/g)) found.add(`style:${m[1]}`);
  for (const m of source.matchAll(/\.(preload|hidden|inert|className|title|ariaCurrent|ariaLive|ariaLabel)\s*=[^=]/g))
    found.add(m[1] === "className" ? "class" : m[1]!.replace(/^aria(\w)/, (_, c: string) => `aria-${c.toLowerCase()}`));
  if (/\.(?:replaceChildren|replaceWith|append|appendChild|prepend|insertBefore|insertAdjacent\w+)\(/.test(source)) found.add("children");
  return found;
}

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => join(dir, f));
}

describe("React renders no state of what motion.ts moves", () => {
  for (const lang of ["zh", "en"] as const) {
    it(`the home page in ${lang}: every moving part is there, without motion.ts's classes and attributes`, async () => {
      await preparePage("home");
      const html = (await renderApp("/pc_index", lang, seededPageValue("/pc_index", lang))).appHtml;
      document.body.innerHTML = `<div id="root">${html}</div>`;
      const found: string[] = [];
      for (const part of motionParts) {
        const els = [...document.querySelectorAll(part.selector)];
        // The banner's slots are there for its later media only (none in the seeded banner), and what
        // motion.ts puts in them is not in the page as rendered; every other part is.
        if (!part.selector.startsWith(".home-banner__slot")) expect(els.length, `${part.part} (${part.selector}) is on the home page`).toBeGreaterThan(0);
        for (const el of els) for (const state of part.state) if (carries(el, state)) found.push(`${part.selector} ${state}`);
      }
      expect(found, "motion.ts's state in React's render").toEqual([]);
    });
  }
});

describe("motion.ts writes only the parts it owns, and nothing else writes them", () => {
  it("each class, attribute and style motion.ts writes is one MOVING_PARTS gives it, and each one listed is written", () => {
    const writes = writesOf(readFileSync(join(root, MOTION), "utf8"));
    expect(
      [...writes].filter((w) => !motionState.has(w)),
      "written by motion.ts, not in MOVING_PARTS",
    ).toEqual([]);
    expect(
      [...motionState].filter((s) => !writes.has(s)),
      "in MOVING_PARTS, not written by motion.ts",
    ).toEqual([]);
  });

  it("no other script of the public site writes a class or attribute of motion.ts's", () => {
    const owned = [...motionState].filter((s) => s !== "children" && !s.startsWith("style:"));
    const others: string[] = [];
    for (const file of sources("src").filter((f) => f !== MOTION && !f.startsWith("src/admin/"))) {
      const writes = writesOf(readFileSync(join(root, file), "utf8"));
      for (const s of owned) if (writes.has(s)) others.push(`${file}: ${s}`);
    }
    // The media motion.ts makes carry ordinary attributes other scripts may write on their own elements.
    const media = new Set(MOVING_PARTS.find((p) => p.selector === ".home-banner__slot > video")!.state);
    expect(others.filter((o) => !media.has(o.split(": ")[1]!))).toEqual([]);
  });

  it("at most two suppressHydrationWarning are left in the public app, each with its reason in a comment", () => {
    const uses: { file: string; commented: boolean }[] = [];
    for (const file of sources("src").filter((f) => !f.startsWith("src/admin/"))) {
      const lines = readFileSync(join(root, file), "utf8").split("\n");
      lines.forEach((line, i) => {
        if (!line.includes("suppressHydrationWarning") || /^\s*(\/\/|\*)/.test(line)) return;
        uses.push({ file, commented: /\/\/|\/\*/.test(line) || /^\s*(\/\/|\*|\{\/\*)/.test(lines[i - 1] ?? "") });
      });
    }
    expect(uses.length, uses.map((u) => u.file).join(", ")).toBeLessThanOrEqual(2);
    expect(
      uses.filter((u) => !u.commented),
      "each with a comment",
    ).toEqual([]);
  });
});
