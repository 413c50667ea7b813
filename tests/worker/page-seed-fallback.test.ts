// When D1 cannot be read, a page is served with the copy the build prerendered it with (the seeded
// `pages`, decision 0040), at its own address: never a product page without its words.
import { env } from "cloudflare:workers";
// The app's server entry, as the build's prerender calls it (typed loosely: the Worker's config has no JSX).
import { seededValue } from "#app-render";
import { beforeAll, describe, expect, it } from "vitest";
import { prerenderedPath, SHELL_FILE } from "../../common/prerendered-path.ts";
import type { PageItem } from "../../common/page-blocks.ts";
import seedPages from "../../seed/content/pages.json";
import { callWithEnv, pageAssets, seedContent, TEST_SHELL } from "./fixtures.ts";

beforeAll(seedContent);

/** The build's shell.json of a page: its files and, as scripts/prerender.ts writes it, its seeded copy. */
function shellOf(key: "eicad" | "help", lang: "zh" | "en") {
  const seeded: unknown = seededValue(key, lang, seedPages as unknown as PageItem[]);
  return { body: JSON.stringify({ ...TEST_SHELL, seeded }), type: "application/json" };
}

const ASSETS = pageAssets({
  [`${prerenderedPath("zh", "/digital/eicad")}${SHELL_FILE}`]: shellOf("eicad", "zh"),
  [`${prerenderedPath("en", "/digital/eicad")}${SHELL_FILE}`]: shellOf("eicad", "en"),
  [`${prerenderedPath("zh", "/help")}${SHELL_FILE}`]: shellOf("help", "zh"),
});

const served = async (path: string) => {
  const res = await callWithEnv(path, {}, { ASSETS });
  return { res, html: await res.text() };
};

describe("a page served when D1 cannot be read", () => {
  it("has its words from D1 while D1 answers, and the seeded copy at its own address once it cannot", async () => {
    const before = await served("/digital/eicad");
    expect(before.res.status).toBe(200);
    expect(before.html).toContain("平纵横联动，互通立交到施工图一次完成");

    // The pages table gone: every read of the copy fails, as with D1 unreachable.
    await env.DB.prepare("ALTER TABLE pages RENAME TO pages_unreadable").run();
    try {
      const zh = await served("/digital/eicad");
      expect(zh.res.status).toBe(200);
      expect(zh.html).toContain("平纵横联动，互通立交到施工图一次完成");
      // Its own address, not the build's placeholder origin.
      expect(zh.html).not.toContain("prerender.invalid");
      expect(zh.html).toMatch(/<link rel="canonical" href="[^"]*\/digital\/eicad"/);
      const en = await served("/digital/eicad?lang=en");
      expect(en.res.status).toBe(200);
      const enHero = (seedPages as unknown as PageItem[]).find((p) => p.path === "/digital/eicad")!.blocks[0] as { title: { en: string } };
      expect(en.html).toContain(enHero.title.en.replace(/&/g, "&amp;"));
      const help = await served("/help");
      expect(help.res.status).toBe(200);
      expect(help.html).toContain("如何安装设计软件？");
    } finally {
      await env.DB.prepare("ALTER TABLE pages_unreadable RENAME TO pages").run();
    }
  });

  it("without a seeded copy in the build (older builds), still serves the page rather than an error", async () => {
    await env.DB.prepare("ALTER TABLE pages RENAME TO pages_unreadable").run();
    try {
      const res = await callWithEnv("/about", {}, { ASSETS });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain("site-header");
    } finally {
      await env.DB.prepare("ALTER TABLE pages_unreadable RENAME TO pages").run();
    }
  });
});
