// The local server (`npm start`, which the suite runs) must hold under bad input: oversized and
// rejected request bodies followed by normal requests on the same kept-alive connection.
import { Agent, request } from "node:http";
import { afterAll, describe, expect, inject, it } from "vitest";

const agent = new Agent({ keepAlive: true, maxSockets: 1 });
afterAll(() => agent.destroy());

interface Answer {
  status: number;
  body: string;
}

/** Sockets the agent opened: one, unless the server closed a connection it should have kept. */
let opened = 0;

/** One request through the single kept-alive socket; resolves with the status and body. */
function send(method: string, path: string, headers: Record<string, string> = {}, body?: string | Buffer): Promise<Answer> {
  const url = new URL(path, inject("baseUrl"));
  return new Promise((resolve, reject) => {
    const req = request(url, { method, agent, headers: { ...headers, ...(body ? { "Content-Length": String(Buffer.byteLength(body)) } : {}) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
      res.on("error", reject);
    });
    req.on("socket", (socket) => {
      if (!(socket as { counted?: boolean }).counted) {
        (socket as { counted?: boolean }).counted = true;
        opened += 1;
      }
    });
    req.setTimeout(15_000, () => req.destroy(new Error(`${method} ${path}: no answer within 15 s`)));
    req.on("error", reject);
    if (body) req.write(body);
    req.end();
  });
}

describe("npm start on a kept-alive connection", () => {
  it("answers large and rejected bodies, then normal requests, without any 5xx", async () => {
    const big = JSON.stringify({ customerName: "x".repeat(300 * 1024) });
    const statuses: number[] = [];
    for (let round = 0; round < 6; round += 1) {
      const rejected = [
        await send("POST", "/api/consultations", { "Content-Type": "application/json" }, big),
        await send("POST", "/api/visits", { "Content-Type": "text/plain" }, "x".repeat(300 * 1024)),
        await send("POST", "/api/nowhere", { "Content-Type": "application/json" }, big),
        await send("PUT", "/api/news", { "Content-Type": "application/json" }, big),
      ];
      // The lead route is limited to 5 a minute per client: from the sixth round it answers 429,
      // also before reading the body.
      expect([413, 429]).toContain(rejected[0]!.status);
      expect(rejected.slice(1).map((r) => r.status)).toEqual([413, 404, 405]);
      const normal = [
        await send("GET", "/api/site?language=en"),
        await send("POST", "/api/module-clicks", { "Content-Type": "application/json" }, JSON.stringify({ module: "2" })),
        await send("GET", "/pc_index"),
      ];
      expect(normal.map((r) => r.status)).toEqual([200, 200, 200]);
      expect(JSON.parse(normal[0]!.body).success).toBe(true);
      statuses.push(...rejected.map((r) => r.status), ...normal.map((r) => r.status));
    }
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    // The rejected bodies were read, so the server kept the one connection open throughout.
    expect(opened).toBe(1);
  });
});
