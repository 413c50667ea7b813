/**
 * Reads and drops whatever request body a handler left unread (a 413, 415, 429, 404 or 405 answer
 * to a request with a body, or any answer to a GET or HEAD that came with one) before the answer goes out. A body left unread on a kept-alive
 * connection made the local proxy in front of workerd fail the next request ("fetch failed", 500);
 * reading it keeps the connection in a known state.
 *
 * Handlers see the body through a stream this middleware feeds from the original body's reader,
 * so whatever they leave (even a reader they gave up on, as Hono's bodyLimit does past the limit)
 * can still be read here. Past DRAIN_MAX bytes, or for bodies declared larger than that (uploads),
 * the rest is cancelled instead: then closing the connection is cheaper than reading on.
 *
 * The runtime's request body takes one read at a time: a second read while one is pending throws.
 * So the fed stream reads only when a handler asks (no read ahead), and the drain first waits for
 * the read a handler left pending. Before, the fed stream read ahead as soon as it was made; when
 * the router answered 404/405 before the body had arrived (under concurrent load), the drain's
 * read threw, the body stayed unread and the local proxy lost the connection (500 or reset).
 */
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../lib/app-env.ts";

export const DRAIN_MAX = 1024 * 1024;

/** Reads `reader` to its end, or cancels it past `max` bytes; returns the bytes read. */
async function drainReader(reader: ReadableStreamDefaultReader<Uint8Array>, max: number): Promise<number> {
  let read = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return read;
      read += value.byteLength;
      if (read > max) {
        await reader.cancel();
        return read;
      }
    }
  } catch {
    return read; // the client went away: nothing left to drain
  }
}

/** Drains `req`'s body if nobody has touched it; returns the bytes read. */
export async function drainUnread(req: Request, max = DRAIN_MAX): Promise<number> {
  const body = req.body;
  if (!body || req.bodyUsed || body.locked) return 0;
  return drainReader(body.getReader(), max);
}

/** Methods whose body means nothing (RFC 9110): answered as if there were none, the body only drained. */
const BODILESS = new Set(["GET", "HEAD"]);

export const drainBody = createMiddleware<AppEnv>(async (c, next) => {
  const original = c.req.raw;
  const declared = Number(original.headers.get("Content-Length") ?? 0);
  if (!original.body || declared > DRAIN_MAX) {
    await next();
    if (original.body && !original.bodyUsed && !original.body.locked) await original.body.cancel();
    return;
  }
  // A GET or HEAD with a body (workerd passes one on): no handler reads it, and a Request with that
  // method and a body cannot be built (the rebuild below threw: 500 on every path). Answer, then drain.
  if (BODILESS.has(original.method)) {
    await next();
    await drainUnread(original);
    return;
  }
  const source = original.body.getReader();
  let finished = false;
  /** The fed stream's read of `source` in flight, if any. */
  let pending: Promise<void> | undefined;
  const fed = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        pending = source.read().then(({ done, value }) => {
          if (done) {
            finished = true;
            controller.close();
          } else {
            controller.enqueue(value);
          }
        });
        return pending;
      },
      cancel: () => {
        // The handler gave up on the body; the rest is drained below, not cancelled.
      },
    },
    { highWaterMark: 0 },
  );
  c.req.raw = new Request(original, { body: fed, duplex: "half" } as RequestInit);
  await next();
  // A failed read (the client went away) or a chunk for a cancelled stream leaves nothing to do.
  await pending?.catch(() => undefined);
  if (!finished) await drainReader(source, DRAIN_MAX);
});
