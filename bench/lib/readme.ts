// Keeps the results block of bench/README.md current: the block between two markers is replaced.
// The tables live beside the bench, not in the project README a newcomer reads first.
import { existsSync, readFileSync, writeFileSync } from "node:fs";

/** The file a full run refreshes, from the repository root. */
export const RESULTS_README = "bench/README.md";
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
