// Values the global setup hands to every browser test file through vitest's provide/inject.
import "vitest";

declare module "vitest" {
  export interface ProvidedContext {
    /** Origin of the production build under test, e.g. http://127.0.0.1:8799. */
    baseUrl: string;
    /** SITE_ORIGIN the server under test was started with: canonical, sitemap and feed URLs are on it. */
    siteOrigin: string;
    /** ADMIN_TOKEN the server under test was started with (from .dev.vars). */
    adminToken: string;
    /** MARKETING_TOKEN and SALES_TOKEN the server under test was started with (from .dev.vars). */
    roleTokens: { marketing: string; sales: string };
    /** Where the server under test sends lead webhooks, and their signing secret. */
    webhook: { url: string; port: number; secret: string };
    /** The build under test (its client/ folder holds the prerendered pages). */
    outDir: string;
    /** The local D1/R2/cache state the server under test persists to (its --persist-to folder). */
    stateDir: string;
  }
}
