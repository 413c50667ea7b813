// Where Chromium is and how it is launched: one place for the path check and the flags.
import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";

/** The Chromium binary the suite drives ($CHROMIUM_PATH, else /usr/bin/chromium). */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || "/usr/bin/chromium";
}

/** Throws a message that says how to install Chromium when the binary is missing (the suite never skips). */
export function assertChromium(): void {
  const path = chromiumPath();
  if (existsSync(path)) return;
  throw new Error(
    `Chromium not found at ${path}. The browser suite needs it and does not skip without it.\n` +
      "Install it with:  apt-get install -y chromium fonts-noto-cjk\n" +
      "or point CHROMIUM_PATH at an existing Chromium binary.",
  );
}

/** Headless flags for every Chromium the project starts (browser suite, bench, share images). */
export const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Launches the suite's headless Chromium (one per test file). */
export function launchBrowser(): Promise<Browser> {
  assertChromium();
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
}
