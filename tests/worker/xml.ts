/** A small strict XML check for the Worker's generated documents (workerd has no XML parser). */
import { expect } from "vitest";

/**
 * Well-formed enough for any XML parser: the declaration first, every element closes in order,
 * attributes are quoted, no bare `&`, no character XML 1.0 forbids.
 */
export function assertWellFormed(xml: string): void {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;|#\d+;)/);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding the characters XML forbids is the point
  expect(xml).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/);
  const stack: string[] = [];
  for (const [, close, name, rest] of xml.replace(/<\?xml[^>]*\?>/, "").matchAll(/<(\/?)([\w:]+)([^>]*)>/g)) {
    if (close) expect(stack.pop(), `</${name}>`).toBe(name);
    else if (!rest!.endsWith("/")) stack.push(name!);
    expect(
      rest!
        .replace(/\s[\w:]+="[^"]*"/g, "")
        .replace(/\/$/, "")
        .trim(),
      `attributes of <${name}>`,
    ).toBe("");
  }
  expect(stack).toEqual([]);
}
