// Decision 0030: until the app starts, src/app/motion.ts moves the home carousels and the highlight;
// the app then hydrates them at the index they show. The DOM the script writes for index k must be
// the DOM React renders for index k, or the hydration would keep a mixture of both.
import { afterEach, describe, expect, it } from "vitest";
import { renderApp, preparePage } from "../../src/entry-server";
import { show } from "../../src/app/motion";
import { AUTOPLAY_ATTR, MOTION_ATTR } from "../../src/app/start-marks";
import { LANGS } from "../../src/i18n/lang";

/** The page's markup, parsed. */
function parse(html: string): HTMLElement {
  const root = document.createElement("div");
  root.innerHTML = html;
  return root;
}

/** Tag, attributes (sorted, values as written: React's development hydration compares the strings) and text of a subtree, one line per node. */
function canonical(el: Element, depth = 0): string {
  const attrs = [...el.attributes]
    .map((a) => `${a.name}=${a.value}`)
    .sort()
    .join(" ");
  const lines = [`${" ".repeat(depth)}<${el.localName} ${attrs}>`];
  for (const n of el.childNodes) {
    if (n.nodeType === Node.TEXT_NODE && n.textContent?.trim()) lines.push(`${" ".repeat(depth + 1)}${n.textContent.trim()}`);
    else if (n instanceof Element) lines.push(canonical(n, depth + 1));
  }
  return lines.join("\n");
}

/** The home page as React renders it, with every moving part at `index` (as handed over by the script). */
async function renderHome(lang: (typeof LANGS)[number], index: number, ids: string[]): Promise<HTMLElement> {
  window.__motion = { index: Object.fromEntries(ids.map((id) => [id, index])), media: false };
  const root = parse((await renderApp("/pc_index", lang)).appHtml);
  window.__motion = undefined;
  return root;
}

afterEach(() => {
  window.__motion = undefined;
});

describe.each(LANGS)("the motion script writes what React renders (%s)", (lang) => {
  it("for the carousels with the home pager and for the product-line highlight, at every index", async () => {
    await preparePage("home", lang);
    const first = await renderHome(lang, 0, []);
    const parts = [...first.querySelectorAll(`[${AUTOPLAY_ATTR}][${MOTION_ATTR}]`)];
    const ids = parts.map((el) => el.getAttribute(MOTION_ATTR) ?? "");
    // The stories and about carousels (home pager) and the highlight; the banner is a loading state here.
    expect(parts.some((el) => el.querySelector(".home-pager"))).toBe(true);
    expect(parts.some((el) => el.classList.contains("home-solutions__list"))).toBe(true);
    for (const k of [1, 2, 0]) {
      const react = await renderHome(lang, k, ids);
      for (const [n, id] of ids.entries()) {
        const moved = parts[n]!;
        show(moved, k);
        const rendered = react.querySelector(`[${MOTION_ATTR}="${CSS.escape(id)}"]`)!;
        expect(canonical(moved), `${id} at ${k}`).toBe(canonical(rendered));
      }
    }
    // And it is not the same at every index (the test would pass if nothing moved).
    expect(canonical(await renderHome(lang, 1, ids))).not.toBe(canonical(first));
  }, 20_000);
});
