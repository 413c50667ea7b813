// The browser suite's one set-up, as vitest fixtures: a test names what it needs and gets it.
//   browser     one headless Chromium per test file, closed after the file
//   open        opens a fresh context and page (own storage, own client IP); every one closed after the test
//   openAdmin   the same, signed in as staff the way the sign-in screen leaves it
//   session     a default session (a first visit from a Chinese browser at 1280x800); `page` is its page
//   site        origin of the server under test; adminToken: the token it was started with
import type { Browser, Page } from "playwright-core";
import { inject, test as base } from "vitest";
import { launchBrowser } from "./chromium.ts";
import { thisServer } from "./server.ts";
import { openSession, type OpenOptions, type Session } from "./session.ts";

/** Opens a session on the file's browser; the fixture closes it when the test ends. */
export type Open = (opts?: OpenOptions) => Promise<Session>;

export interface AdminOptions extends OpenOptions {
  /** The admin's own language (the public site's language is left alone); zh by default. */
  adminLang?: "zh" | "en";
}
export type OpenAdmin = (opts?: AdminOptions) => Promise<Session>;

export const test = base
  .extend("site", { scope: "worker" }, () => thisServer().baseUrl)
  .extend("adminToken", { scope: "worker" }, () => inject("adminToken"))
  // biome-ignore lint/correctness/noEmptyPattern: vitest reads a fixture's dependencies from this pattern; the browser has none
  .extend("browser", { scope: "file" }, async ({}, { onCleanup }): Promise<Browser> => {
    const browser = await launchBrowser();
    onCleanup(() => browser.close());
    return browser;
  })
  .extend("open", async ({ browser }, { onCleanup }): Promise<Open> => {
    const opened: Session[] = [];
    onCleanup(async () => {
      await Promise.all(opened.map((s) => s.close()));
    });
    return async (opts) => {
      const s = await openSession(browser, opts);
      opened.push(s);
      return s;
    };
  })
  .extend(
    "openAdmin",
    ({ open, adminToken }): OpenAdmin =>
      async (opts = {}) => {
        const s = await open(opts);
        await s.context.addInitScript(
          ([token, lang]) => {
            sessionStorage.setItem("adminToken", token);
            localStorage.setItem("adminLanguage", lang);
          },
          [adminToken, opts.adminLang ?? "zh"] as const,
        );
        return s;
      },
  )
  .extend("session", ({ open }): Promise<Session> => open())
  .extend("page", ({ session }): Page => session.page);

/** The same as `test`, for files that read better with `it`. */
export const it = test;
