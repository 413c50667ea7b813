// Keeps the README's "Benchmarks" section current: the block between two markers is replaced.
import { existsSync, readFileSync, writeFileSync } from "node:fs";

export const README_START = "<!-- bench:results:start -->";
export const README_END = "<!-- bench:results:end -->";

/** Replaces the marked block in `readmePath` with `body`; false when the file or markers are missing. */
export function updateReadme(readmePath: string, body: string): boolean {
  if (!existsSync(readmePath)) return false;
  const text = readFileSync(readmePath, "utf8");
  const start = text.indexOf(README_START);
  const end = text.indexOf(README_END);
  if (start < 0 || end < start) return false;
  writeFileSync(readmePath, `${text.slice(0, start + README_START.length)}\n${body.trim()}\n${text.slice(end)}`);
  return true;
}
