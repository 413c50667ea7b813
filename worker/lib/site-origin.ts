/**
 * The site's own address (README "Go live"). Every absolute URL the Worker writes (canonical and
 * language links, share tags, structured data, sitemap, robots.txt, the news feed, admin links in
 * notifications) is built from SITE_ORIGIN, never from the host a request came to, so no other host
 * can get indexed. Deployed environments (staging, production) answer only on that host
 * (middleware/canonical-host.ts); local runs and tests take any host.
 */

export interface OriginEnv {
  SITE_ORIGIN?: string;
  ENVIRONMENT?: string;
}

const DEPLOYED = new Set(["staging", "production"]);

/** SITE_ORIGIN as an origin (no path, no trailing slash); the request's own when it is unset or not a URL. */
export function siteOrigin(env: OriginEnv, requestUrl: string | URL): string {
  try {
    return new URL(env.SITE_ORIGIN ?? "").origin;
  } catch {
    return new URL(requestUrl).origin;
  }
}

/** True when a deployed Worker is asked on a host other than SITE_ORIGIN's (workers.dev, a stray route). */
export function offCanonicalHost(env: OriginEnv, url: URL): boolean {
  return DEPLOYED.has(env.ENVIRONMENT ?? "") && url.host !== new URL(siteOrigin(env, url)).host;
}
