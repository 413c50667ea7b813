import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { AppProviders } from "../../src/app/app-providers";
import { PAGE_LOADERS } from "../../src/app/page-loaders";
import { buildRoutes } from "../../src/app/routes";
import { preloadSection } from "../../src/components/section-loader/section-loader";

async function prerender(path: string, lang: "zh" | "en") {
  const routes = buildRoutes();
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error("unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <AppProviders lang={lang}>
      <StaticRouterProvider router={router} context={context} />
    </AppProviders>,
  );
}

describe("prerendering with a static router", () => {
  it("renders the frame and a preloaded page to HTML in the requested language", async () => {
    await preloadSection(PAGE_LOADERS.notFound, "page:notFound");
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
