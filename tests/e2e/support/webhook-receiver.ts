// A local receiver for the lead webhook (CONTRACT "Lead notifications"), used by the browser suite
// and the bench: verifies each request's signature as a CRM would, records every attempt, and can be
// told to fail the first attempts of a delivery.
import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type Server } from "node:http";

export interface Attempt {
  /** X-Webhook-Id: the delivery id, the same on every retry. */
  id: string;
  /** Whether X-Webhook-Signature matched the raw body and timestamp. */
  verified: boolean;
  status: number;
  /** performance.timeOrigin-based arrival time in ms (Date.now()). */
  at: number;
  event: { type: string; id: string; lead: { id: number; email: string; customerName: string; [k: string]: unknown } };
}

export interface Receiver {
  url: string;
  attempts: Attempt[];
  /** Accepted (2xx) attempts only. */
  accepted(): Attempt[];
  close(): Promise<void>;
}

export function signatureOk(secret: string, timestamp: string, raw: string, header: string | undefined): boolean {
  const expected = Buffer.from(`v1=${createHmac("sha256", secret).update(`${timestamp}.${raw}`).digest("hex")}`);
  const given = Buffer.from(header ?? "");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Listens on 127.0.0.1:`port`. `failures(attempt)` returns how many attempts of that delivery id to
 * answer 500 before accepting (default none).
 */
export function startReceiver(port: number, secret: string, failures: (a: Attempt) => number = () => 0): Promise<Receiver> {
  const attempts: Attempt[] = [];
  const seen = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const id = String(req.headers["x-webhook-id"] ?? "");
      const timestamp = String(req.headers["x-webhook-timestamp"] ?? "");
      let event: Attempt["event"];
      try {
        event = JSON.parse(raw);
      } catch {
        res.writeHead(400).end();
        return;
      }
      const attempt: Attempt = {
        id,
        event,
        at: Date.now(),
        status: 200,
        verified: signatureOk(secret, timestamp, raw, req.headers["x-webhook-signature"] as string | undefined),
      };
      const n = (seen.get(id) ?? 0) + 1;
      seen.set(id, n);
      if (!attempt.verified) attempt.status = 401;
      else if (n <= failures(attempt)) attempt.status = 500;
      attempts.push(attempt);
      res.writeHead(attempt.status, { "Content-Type": "text/plain" }).end(attempt.status === 200 ? "ok" : "no");
    });
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () =>
      resolve({
        url: `http://127.0.0.1:${port}/hooks/leads`,
        attempts,
        accepted: () => attempts.filter((a) => a.status === 200),
        close: () =>
          new Promise((r) => {
            server.closeAllConnections();
            server.close(() => r());
          }),
      }),
    );
  });
}
