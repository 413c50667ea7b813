import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { AppProviders } from "../../src/app/app-providers";
import { PAGE_LOADERS } from "../../src/app/page-content";
import { preloadLayoutParts } from "../../src/app/layout-parts";
import { AppRoutes } from "../../src/app/routes";
import { preloadChunk } from "../../src/components/chunk-loader/chunk-loader";

async function prerender(path: string, lang: "zh" | "en") {
  await preloadLayoutParts(); // as src/entry-server.tsx does
  return renderToString(
    <AppProviders lang={lang}>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>,
  );
}

describe("prerendering with a static router", () => {
  it("renders the frame and a preloaded page to HTML in the requested language", async () => {
    await preloadChunk(PAGE_LOADERS.notFound, "page:notFound");
    const html = await prerender("/no-such-page", "en");
    expect(html).toContain("We could not find this page");
    expect(html).not.toContain('id="contact"'); // the not-found page stays focused on the way home
    expect(html).toContain("Business Inquiry");
  });

  it("hides footer and contact block on the update log", async () => {
    const html = await prerender("/updateLog", "zh");
    expect(html).toContain("site-header");
    expect(html).not.toContain("site-footer");
    expect(html).not.toContain('id="contact"');
  });
});
