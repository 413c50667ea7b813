// The local server (`npm start`, which the suite runs) must hold under bad input: oversized and
// rejected request bodies followed by normal requests on the same kept-alive connection, for one
// client and for several at once.
import { Agent, request } from "node:http";
import { afterAll, describe, expect } from "vitest";
import { it } from "./support/fixture.ts";
import { baseUrl } from "./support/session.ts";

const agents: Agent[] = [];
afterAll(() => {
  for (const a of agents) a.destroy();
});

interface Answer {
  status: number;
  body: string;
}

/** A client on one kept-alive connection, and how many sockets it had to open for it. */
function connection() {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  agents.push(agent);
  const client = {
    opened: 0,
    send: (...args: SendArgs) =>
      send(
        agent,
        () => {
          client.opened += 1;
        },
        ...args,
      ),
  };
  return client;
}

type SendArgs = [method: string, path: string, headers?: Record<string, string>, body?: string | Buffer];

/** One request through `agent`'s kept-alive socket; resolves with the status and body. */
function send(agent: Agent, onSocket: () => void, ...[method, path, headers = {}, body]: SendArgs): Promise<Answer> {
  const url = new URL(path, baseUrl());
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
        onSocket();
      }
    });
    req.setTimeout(15_000, () => req.destroy(new Error(`${method} ${path}: no answer within 15 s`)));
    req.on("error", reject);
    if (body) req.write(body);
    req.end();
  });
}

const big = JSON.stringify({ customerName: "x".repeat(300 * 1024) });

describe("npm start on a kept-alive connection", () => {
  it("answers large and rejected bodies, then normal requests, without any 5xx", async () => {
    const client = connection();
    const send = client.send;
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
    expect(client.opened).toBe(1);
  });

  it("answers 405 to large bodies on several connections at once, each connection staying usable", async () => {
    // The router answers these before any handler reads the body; under concurrent load the body
    // has not all arrived by then, which is when an unread body used to cost the connection.
    const refused = ["DELETE", "PUT", "PATCH"].flatMap((method) =>
      ["/api/visits", "/api/module-clicks", "/api/consultations"].map((path) => [method, path] as const),
    );
    const unexpected: string[] = [];
    const opened = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const client = connection();
        for (const [method, path] of refused) {
          const no = await client.send(method, path, { "Content-Type": "application/json" }, big).catch((e: Error) => ({ status: -1, body: e.message }));
          if (no.status !== 405 || JSON.parse(no.body).code !== 405) unexpected.push(`${method} ${path}: ${no.status} ${no.body.slice(0, 80)}`);
          const site = await client.send("GET", "/api/site?language=en").catch((e: Error) => ({ status: -1, body: e.message }));
          if (site.status !== 200) unexpected.push(`GET /api/site after ${method} ${path}: ${site.status} ${site.body.slice(0, 80)}`);
        }
        return client.opened;
      }),
    );
    expect(unexpected).toEqual([]);
    // One socket per client: the server read every refused body and kept each connection.
    expect(opened).toEqual(Array(8).fill(1));
  });
});
