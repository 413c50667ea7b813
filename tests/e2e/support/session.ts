// One browser per test file; each test opens a fresh context (own storage, own client IP) and a
// page that records console errors and uncaught page errors, which fail the test at the end.
import { randomInt } from "node:crypto";
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import type { Lang } from "../../../src/i18n/lang";
import { thisServer } from "./server.ts";

export interface OpenOptions {
  /** Stored language choice before the first load (localStorage.language + lang cookie); none = a first visit from a Chinese browser. */
  lang?: Lang;
  viewport?: { width: number; height: number };
  /** CF-Connecting-IP for every request; a fresh random one when absent, so rate limits never bleed between tests. */
  ip?: string;
  context?: BrowserContextOptions;
}

export interface Session {
  page: Page;
  context: BrowserContext;
  /** Console errors and page errors seen so far (not matched by `allow`). */
  errors: string[];
  /** Ignores console errors matching `pattern` (for failures a test provokes on purpose). */
  allow(pattern: RegExp): void;
  /** Fails with the list of console and page errors, if any, and starts a fresh list. */
  assertNoErrors(): void;
  close(): Promise<void>;
}

/** Origin of the server under test. */
export const baseUrl = (): string => thisServer().baseUrl;

/** SITE_ORIGIN of the server under test: the origin of every absolute URL it writes. */
export const siteOrigin = (): string => thisServer().siteOrigin;

/** Absolute URL of a site path. */
export const urlOf = (path: string): string => new URL(path, baseUrl()).toString();

/** A random private address for CF-Connecting-IP. */
export function freshIp(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/** Opens a new context and page on `browser` with error collection and the chosen language. */
export async function openSession(browser: Browser, opts: OpenOptions = {}): Promise<Session> {
  const host = new URL(baseUrl()).hostname;
  const context = await browser.newContext({
    viewport: opts.viewport ?? { width: 1280, height: 800 },
    // The browser's own language (Accept-Language) only matters before a choice is stored: a
    // Chinese browser by default, as most visitors have; tests of English set the choice itself.
    locale: opts.lang === "en" ? "en-US" : "zh-CN",
    extraHTTPHeaders: { "CF-Connecting-IP": opts.ip ?? freshIp() },
    // A returning visitor's stored choice, as the language switch leaves it: storage and cookie.
    storageState: opts.lang
      ? {
          cookies: [{ name: "lang", value: opts.lang, domain: host, path: "/", expires: -1, httpOnly: false, secure: false, sameSite: "Lax" }],
          origins: [{ origin: baseUrl(), localStorage: [{ name: "language", value: opts.lang === "en" ? "English" : "Chinese" }] }],
        }
      : undefined,
    ...opts.context,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  const allowed: RegExp[] = [];
  page.on("console", (msg) => {
    if (msg.type() !== "error") return;
    const text = `console.error on ${page.url()}: ${msg.text()}`;
    if (!allowed.some((re) => re.test(msg.text()))) errors.push(text);
  });
  page.on("pageerror", (err) => errors.push(`page error on ${page.url()}: ${err.stack ?? err.message}`));
  return {
    page,
    context,
    errors,
    allow: (pattern) => allowed.push(pattern),
    assertNoErrors() {
      const seen = errors.splice(0);
      if (seen.length) throw new Error(`the page logged errors:\n${seen.join("\n")}`);
    },
    close: () => context.close(),
  };
}
