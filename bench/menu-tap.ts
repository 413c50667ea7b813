// How long a phone visitor's first tap on the menu button takes to open the menu, on a running
// server (decision 0029): Chromium as a phone (390 px, touch) with the CPU slowed 4x through CDP, a
// fresh context per run, the page left idle after its load event before the tap.
//   node bench/menu-tap.ts --origin=http://127.0.0.1:8787 [--path=/about] [--runs=7] [--idle=3000]
// Prints each run and the median: ms from the tap's pointerdown to the menu's popover opening.
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, chromiumPath } from "../tests/e2e/support/chromium.ts";

const arg = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const origin = arg("origin", "http://127.0.0.1:8787");
const path = arg("path", "/about");
const runs = Number(arg("runs", "7"));
const idleMs = Number(arg("idle", "3000"));

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
const times: number[] = [];
try {
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: "zh-CN" });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(new URL(path, origin).href, { waitUntil: "load" });
    await page.waitForTimeout(idleMs);
    await page.evaluate(() => {
      const w = window as unknown as { tapAt?: number; openAt?: number };
      addEventListener(
        "pointerdown",
        () => {
          w.tapAt ??= performance.now();
        },
        { capture: true },
      );
      // The menu is the nav as a native popover: its toggle event says when it opened.
      document.getElementById("site-nav")!.addEventListener("toggle", (e) => {
        if ((e as ToggleEvent).newState === "open") w.openAt ??= performance.now();
      });
    });
    await page.locator("header .site-header__menu-btn").tap();
    await page.waitForFunction(() => (window as unknown as { openAt?: number }).openAt !== undefined, undefined, { timeout: 30_000 });
    const ms = await page.evaluate(() => {
      const w = window as unknown as { tapAt: number; openAt: number };
      return Math.round(w.openAt - w.tapAt);
    });
    times.push(ms);
    console.log(`run ${i + 1}: ${ms} ms`);
    await context.close();
  }
} finally {
  await browser.close();
}
const sorted = [...times].sort((a, b) => a - b);
console.log(`${path}: median ${sorted[Math.floor(sorted.length / 2)]} ms (min ${sorted[0]}, max ${sorted.at(-1)}) over ${runs} runs`);
