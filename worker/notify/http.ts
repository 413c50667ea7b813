/** The one outbound POST of the HTTP channels: time-out, status and the robots' own error codes. */
import { DeliveryError } from "./channel.ts";

/** A receiver that has not answered in this time counts as failed (the queue retries it). */
export const SEND_TIMEOUT_MS = 10_000;
const MAX_ERROR_CHARS = 200;

/** Reads a robot's own success flag from a 200 body; returns an error text or null. */
export type BodyCheck = (body: string) => string | null;

export async function post(url: string, body: string, headers: Record<string, string>, check?: BodyCheck): Promise<void> {
  let res: Response;
  try {
    res = await fetch(url, { method: "POST", headers, body, signal: AbortSignal.timeout(SEND_TIMEOUT_MS) });
  } catch (err) {
    // The error text of fetch can carry the URL (and with it a robot's access key): keep only its kind.
    const name = (err as { name?: unknown } | null)?.name === "TimeoutError" ? "TimeoutError" : err instanceof Error ? err.name : "Error";
    throw new DeliveryError(name === "TimeoutError" ? `timeout after ${SEND_TIMEOUT_MS / 1000} s` : `network error (${name})`);
  }
  const text = await res.text();
  if (!res.ok) throw new DeliveryError(`HTTP ${res.status}`);
  const problem = check?.(text);
  if (problem) throw new DeliveryError(trimError(problem));
}

export const trimError = (text: string): string => text.replace(/\s+/g, " ").trim().slice(0, MAX_ERROR_CHARS);

/** WeCom and DingTalk answer `{ errcode: 0 }` on success, with HTTP 200 either way. */
export const errcodeCheck: BodyCheck = (body) => {
  const parsed = parseJson(body) as { errcode?: unknown; errmsg?: unknown } | null;
  if (parsed?.errcode === 0) return null;
  return `errcode ${String(parsed?.errcode ?? "missing")}: ${String(parsed?.errmsg ?? "")}`;
};

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export { parseJson };
