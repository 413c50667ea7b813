import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../worker/index.ts";
import { drainUnread } from "../../worker/middleware/drain-body.ts";

async function send(path: string, init: RequestInit): Promise<{ req: Request; res: Response }> {
  const req = new Request(`https://example.com${path}`, init);
  const ctx = createExecutionContext();
  const res = await worker.fetch(req, env, ctx);
  await waitOnExecutionContext(ctx);
  return { req, res };
}

/** A body that counts how much of it was read. */
function countedBody(bytes: number) {
  const chunk = new Uint8Array(16 * 1024).fill(120);
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      controller.enqueue(chunk);
      sent += chunk.byteLength;
    },
  });
  return { stream, sent: () => sent };
}

/**
 * A body as the runtime gives a request's body from the network: a byte stream that takes one read
 * at a time, its chunks arriving 2 ms apart. `sent()` counts what the Worker has taken of it.
 */
function arrivingBody(bytes: number) {
  const { readable, writable } = new IdentityTransformStream();
  const writer = writable.getWriter();
  let sent = 0;
  void (async () => {
    try {
      while (sent < bytes) {
        await new Promise((r) => setTimeout(r, 2));
        await writer.write(new Uint8Array(16 * 1024).fill(120)); // resolves once the Worker read it
        sent += 16 * 1024;
      }
      await writer.close();
    } catch {
      // The Worker cancelled the body.
    }
  })();
  return { stream: readable, sent: () => sent };
}

describe("rejected request bodies are read before the answer goes out", () => {
  it.each([
    ["413, body over 16 KiB", "/api/consultations", "application/json", 413, 300 * 1024],
    ["415, wrong content type", "/api/visits", "text/plain", 415, 12 * 1024],
    ["404, unknown API route", "/api/nowhere", "application/json", 404, 300 * 1024],
    ["405, method not allowed", "/api/news", "application/json", 405, 300 * 1024],
  ])("%s", async (_what, path, type, status, size) => {
    const body = countedBody(size);
    const { res } = await send(path, { method: "POST", headers: { "Content-Type": type }, body: body.stream, duplex: "half" } as RequestInit);
    expect(res.status).toBe(status);
    expect(body.sent()).toBeGreaterThanOrEqual(size);
  });

  it.each([
    ["404, unknown API route", "POST", "/api/nowhere", 404],
    ["405, method not allowed", "DELETE", "/api/visits", 405],
  ])("%s, body still arriving when the router answers", async (_what, method, path, status) => {
    const body = arrivingBody(300 * 1024);
    const { res } = await send(path, { method, headers: { "Content-Type": "application/json" }, body: body.stream, duplex: "half" } as RequestInit);
    expect(res.status).toBe(status);
    expect(body.sent()).toBeGreaterThanOrEqual(300 * 1024);
  });

  it("stops reading (cancels) past 1 MiB", async () => {
    const body = countedBody(64 * 1024 * 1024);
    const req = new Request("https://example.com/x", { method: "POST", body: body.stream, duplex: "half" } as RequestInit);
    const read = await drainUnread(req);
    expect(read).toBeGreaterThan(1024 * 1024);
    expect(body.sent()).toBeLessThan(4 * 1024 * 1024);
  });
});

describe("the body wrapper", () => {
  it("keeps the request's cf data (the lead's country) and body intact", async () => {
    const body = JSON.stringify({
      productId: "eicad",
      customerName: "Li Wei",
      ac: "+86",
      phone: "138 0013 8000",
      email: "li.wei@example.cn",
      consent: true,
      privacyVersion: "2026-11-26",
    });
    const { res } = await send("/api/consultations", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": "192.0.2.77" },
      body,
      cf: { country: "SG" },
    } as RequestInit);
    expect(res.status).toBe(200);
    const id = ((await res.json()) as { data: { id: number } }).data.id;
    const row = await env.DB.prepare("SELECT country, customer_name FROM consultations WHERE id = ?1").bind(id).first();
    expect(row).toEqual({ country: "SG", customer_name: "Li Wei" });
  });
});

/**
 * A GET or HEAD request carrying a body, as workerd hands one over from the network (the Fetch API
 * refuses to build one here, so the body is put on a bodiless request): a proxy reports `body`.
 */
function bodyOnBodiless(method: "GET" | "HEAD", path: string, bytes: number) {
  const { stream, sent } = countedBody(bytes);
  const req = new Request(`https://example.com${path}`, { method, headers: { "Content-Length": String(bytes) } });
  const proxy = new Proxy(req, {
    get(target, prop) {
      if (prop === "body") return stream;
      if (prop === "bodyUsed") return false;
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { req: proxy, sent };
}

describe("GET and HEAD with a body (issue 32)", () => {
  it.each([
    ["GET", "/api/site"],
    ["GET", "/files/none.pdf"],
    ["HEAD", "/api/news"],
    ["GET", "/api/nowhere"],
  ] as const)("%s %s answers as if there were no body, never 5xx, and reads the body off the connection", async (method, path) => {
    const { req, sent } = bodyOnBodiless(method, path, 40 * 1024);
    const ctx = createExecutionContext();
    const res = await worker.fetch(req, env, ctx);
    await waitOnExecutionContext(ctx);
    expect(res.status).toBeLessThan(500);
    const plain = await worker.fetch(new Request(`https://example.com${path}`, { method }), env, createExecutionContext());
    expect(res.status).toBe(plain.status);
    await res.arrayBuffer();
    await plain.arrayBuffer();
    expect(sent()).toBeGreaterThanOrEqual(40 * 1024);
  });
});
