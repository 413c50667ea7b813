/**
 * What a counted event keeps of its request (db/event-counts.ts): the route rather than the path, the
 * referrer's host rather than its address, a device class rather than the user agent.
 */
import { isLandingPath, matchRoute } from "../../common/route-table.ts";
import type { Db } from "../db/db.ts";
import { type DEVICES, NONE, OTHER } from "../db/event-counts.ts";
import { USER_AGENT_MAX } from "./visitor.ts";

/** Longest free-text key kept (UTM values, country); longer ones are cut. */
const KEY_MAX = 100;

/**
 * The route-table path of a visited path (query, trailing slash and case tolerant), a landing page's
 * own path (/lp/<slug>), else `other`.
 */
export function pageKey(path: string | null | undefined): string {
  if (!path) return NONE;
  return matchRoute(path.split(/[?#]/, 1)[0]!)?.path ?? OTHER;
}

/**
 * The page key an event is counted under: `pageKey`, where a landing page's path counts only while a
 * landing page has it (staff make them, at most LANDING_PAGES_MAX at a time), so a client naming made-up
 * /lp/ paths adds no key (`other`).
 */
export async function countedPageKey(db: Db, path: string | null | undefined): Promise<string> {
  const key = pageKey(path);
  if (!isLandingPath(key)) return key;
  const found = await db.prepare("SELECT 1 AS found FROM pages WHERE path = ?1").bind(key).first();
  return found ? key : OTHER;
}

/** The referrer's host name; NONE without one, `other` when it is not an http(s) address. */
export function referrerKey(referrer: string | undefined): string {
  if (!referrer) return NONE;
  try {
    const url = new URL(referrer);
    return /^https?:$/.test(url.protocol) && url.hostname ? url.hostname : OTHER;
  } catch {
    return OTHER;
  }
}

/** A trimmed, cut text value, or NONE. */
export const textKey = (value: string | null | undefined): string => value?.trim().slice(0, KEY_MAX) || NONE;

/** utm_source and utm_campaign of the page that sent the event: the SPA's fetch carries the page's address as Referer. */
export function utmKeys(referer: string | undefined): { source: string; campaign: string } {
  let query: URLSearchParams | undefined;
  try {
    query = referer ? new URL(referer).searchParams : undefined;
  } catch {
    query = undefined;
  }
  return { source: textKey(query?.get("utm_source")), campaign: textKey(query?.get("utm_campaign")) };
}

/** Device class of a user agent: crawlers first, then tablets, phones, and everything else a desktop. */
export function deviceKey(header: string | undefined): (typeof DEVICES)[number] | typeof NONE {
  // Real user agents are well under this; the cut also bounds the patterns' work on padded ones.
  const userAgent = header?.trim().slice(0, USER_AGENT_MAX);
  if (!userAgent) return NONE;
  if (/bot|crawl|spider|slurp|headless|lighthouse|curl|wget|python|java\//i.test(userAgent)) return "bot";
  if (/ipad|tablet|kindle|silk|playbook|android(?!.*mobile)/i.test(userAgent)) return "tablet";
  if (/mobi|iphone|ipod|android|windows phone/i.test(userAgent)) return "mobile";
  return "desktop";
}
