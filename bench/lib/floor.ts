// The floor page (bench/floor.html): one paragraph, no stylesheet, no script, served by the same
// workerd (as a static asset of the build) through the same compression proxy as the site's pages.
// Its LCP is what the edge and the device cost a page that does nothing else; each route's LCP is
// reported as a ratio to it, measured in the same run, so machine noise shows in both.
import { copyFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import type { BenchPage, LighthouseResult } from "./lighthouse.ts";

/** Where the bench copies the floor page in the build (`/assets/*` goes straight to the asset server). */
const FLOOR_FILE = "client/assets/bench-floor.html";

/** The floor page as Lighthouse loads it (the asset server drops `.html`, so no redirect). */
export const FLOOR_PAGE: BenchPage = { path: "(floor page)", url: "/assets/bench-floor" };

/** Copies bench/floor.html into the bench's build, before the server starts (never into a deployed build). */
export function placeFloorPage(root: string, distDir: string): void {
  mkdirSync(join(distDir, "client/assets"), { recursive: true });
  copyFileSync(join(root, "bench/floor.html"), join(distDir, FLOOR_FILE));
}

export const isFloor = (r: { path: string }): boolean => r.path === FLOOR_PAGE.path;

/** The floor's median LCP in the same language and preset, or undefined when it was not measured. */
export function floorLcp(results: readonly LighthouseResult[], r: LighthouseResult): number | undefined {
  return results.find((f) => isFloor(f) && f.lang === r.lang && f.preset === r.preset)?.median.lcpMs;
}

/** A route's median LCP over the floor's (two decimals), or undefined without a floor. */
export function lcpRatio(results: readonly LighthouseResult[], r: LighthouseResult): number | undefined {
  const floor = floorLcp(results, r);
  return floor ? Math.round((r.median.lcpMs / floor) * 100) / 100 : undefined;
}
