import { env } from "cloudflare:workers";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { SITEVERIFY_URL } from "../../worker/lib/turnstile.ts";
import { callWithEnv, countRows, lead, nextIp, seedContent } from "./fixtures.ts";

// Cloudflare's documented dummy secrets (developers.cloudflare.com/turnstile/troubleshooting/testing/).
const ALWAYS_PASSES = "1x0000000000000000000000000000000AA";
const ALWAYS_FAILS = "2x0000000000000000000000000000000AA";
const ALREADY_SPENT = "3x0000000000000000000000000000000AA";

/**
 * siteverify as Cloudflare answers for its dummy secrets; every other outbound fetch is refused.
 * "blocked": a 403 HTML page in front of it (a firewall or proxy refusing the Worker's request);
 * "garbled": a 200 whose body is not JSON (a captive portal or a truncated answer).
 */
let siteverify: "up" | "down" | "slow" | "blocked" | "garbled" = "up";
const calls: FormData[] = [];
const realFetch = globalThis.fetch;
beforeEach(() => {
  siteverify = "up";
  calls.length = 0;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url !== SITEVERIFY_URL) return realFetch(input, init);
    const form = init!.body as FormData;
    calls.push(form);
    if (siteverify === "down") throw new TypeError("fetch failed");
    if (siteverify === "slow") {
      await new Promise((_resolve, reject) => init!.signal?.addEventListener("abort", () => reject(init!.signal!.reason)));
    }
    if (siteverify === "blocked") return new Response("<html><body>Access denied</body></html>", { status: 403, headers: { "Content-Type": "text/html" } });
    if (siteverify === "garbled") return new Response("<html><body>Sign in to the network</body></html>", { headers: { "Content-Type": "text/html" } });
    const secret = form.get("secret");
    const answer =
      secret === ALWAYS_PASSES
        ? { success: true, "error-codes": [], hostname: "example.com" }
        : secret === ALREADY_SPENT
          ? { success: false, "error-codes": ["timeout-or-duplicate"] }
          : { success: false, "error-codes": ["invalid-input-response"] };
    return Response.json(answer);
  });
});
afterEach(() => vi.restoreAllMocks());
beforeAll(seedContent);

const post = (secret: string | undefined, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  callWithEnv(
    "/api/consultations",
    {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": nextIp(), "Accept-Language": "en", ...headers },
      body: JSON.stringify(body),
    },
    { TURNSTILE_SECRET_KEY: secret },
  );

const unverifiedOf = async (id: number) =>
  (await env.DB.prepare("SELECT unverified FROM consultations WHERE id = ?1").bind(id).first<{ unverified: number }>())!.unverified;

describe("Turnstile bot check on POST /api/consultations", () => {
  it("is off without the secret: no token needed, siteverify never called", async () => {
    const res = await post(undefined, lead());
    expect(res.status).toBe(200);
    expect(calls).toHaveLength(0);
  });

  it("stores the lead when siteverify passes the body token, sending secret, token and remote IP", async () => {
    const res = await post(ALWAYS_PASSES, lead({ turnstileToken: "XXXX.DUMMY.TOKEN.XXXX" }), { "CF-Connecting-IP": "192.0.2.44" });
    expect(res.status).toBe(200);
    const id = ((await res.json()) as { data: { id: number } }).data.id;
    expect(await unverifiedOf(id)).toBe(0);
    expect(calls[0]!.get("response")).toBe("XXXX.DUMMY.TOKEN.XXXX");
    expect(calls[0]!.get("remoteip")).toBe("192.0.2.44");
    expect(calls[0]!.get("idempotency_key")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("takes the token from the CF-Turnstile-Response header too", async () => {
    const res = await post(ALWAYS_PASSES, lead(), { "CF-Turnstile-Response": "XXXX.DUMMY.TOKEN.XXXX" });
    expect(res.status).toBe(200);
    expect(calls[0]!.get("response")).toBe("XXXX.DUMMY.TOKEN.XXXX");
  });

  it.each([
    ["a missing token", ALWAYS_PASSES, {}, "Please fill in the bot check"],
    ["a rejected token", ALWAYS_FAILS, { turnstileToken: "XXXX.DUMMY.TOKEN.XXXX" }, "bot check (turnstileToken) is not valid"],
    ["a spent token", ALREADY_SPENT, { turnstileToken: "XXXX.DUMMY.TOKEN.XXXX" }, "bot check (turnstileToken) is not valid"],
  ])("answers 400 code 20001 for %s and stores nothing", async (_what, secret, extra, msg) => {
    const before = await countRows("consultations");
    const res = await post(secret, lead(extra));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: number; msg: string };
    expect(body.code).toBe(20001);
    expect(body.msg).toContain(msg);
    expect(await countRows("consultations")).toBe(before);
  });

  it.each([
    ["a 4xx answer", "blocked"],
    ["a 2xx answer that is not JSON", "garbled"],
  ] as const)("treats %s from siteverify as a rejection: 400 code 20001, nothing stored, no retry", async (_what, mode) => {
    siteverify = mode;
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    const before = await countRows("consultations");
    const res = await post(ALWAYS_PASSES, lead({ turnstileToken: "XXXX.DUMMY.TOKEN.XXXX" }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: number }).code).toBe(20001);
    expect(await countRows("consultations")).toBe(before);
    expect(calls).toHaveLength(1);
  });

  it.each([
    ["body", (token: string) => [lead({ turnstileToken: token }), {}] as const],
    ["header", (token: string) => [lead(), { "CF-Turnstile-Response": token }] as const],
  ])("refuses a token over 2,048 characters in the %s without asking siteverify", async (_where, request) => {
    const before = await countRows("consultations");
    const [body, headers] = request("X".repeat(2049));
    const res = await post(ALWAYS_PASSES, body, headers);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: number }).code).toBe(20001);
    expect(calls).toHaveLength(0);
    expect(await countRows("consultations")).toBe(before);
    // 2,048 characters are still a token.
    const [okBody, okHeaders] = request("X".repeat(2048));
    expect((await post(ALWAYS_PASSES, okBody, okHeaders)).status).toBe(200);
  });

  it("stores the lead flagged unverified when siteverify cannot be reached (retried once)", async () => {
    siteverify = "down";
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const res = await post(ALWAYS_PASSES, lead({ turnstileToken: "XXXX.DUMMY.TOKEN.XXXX" }));
    expect(res.status).toBe(200);
    const id = ((await res.json()) as { data: { id: number } }).data.id;
    expect(await unverifiedOf(id)).toBe(1);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.get("idempotency_key")).toBe(calls[0]!.get("idempotency_key"));
  });

  it("gives up on siteverify after 5 seconds and keeps the lead, unverified", async () => {
    siteverify = "slow";
    vi.spyOn(console, "error").mockImplementation(() => {});
    const started = Date.now();
    const res = await post(ALWAYS_PASSES, lead({ turnstileToken: "XXXX.DUMMY.TOKEN.XXXX" }));
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(4900);
    expect(Date.now() - started).toBeLessThan(8000);
    expect(await unverifiedOf(((await res.json()) as { data: { id: number } }).data.id)).toBe(1);
  }, 15_000);

  it("hands the site key to the SPA through /api/site only when the check is on", async () => {
    const keyOf = async (overrides: Record<string, unknown>) =>
      ((await (await callWithEnv("/api/site", {}, overrides)).json()) as { data: { turnstileSiteKey: string | null } }).data.turnstileSiteKey;
    expect(await keyOf({ TURNSTILE_SECRET_KEY: ALWAYS_PASSES, TURNSTILE_SITE_KEY: "1x00000000000000000000AA" })).toBe("1x00000000000000000000AA");
    expect(await keyOf({ TURNSTILE_SECRET_KEY: undefined, TURNSTILE_SITE_KEY: "1x00000000000000000000AA" })).toBeNull();
  });

  it("allows challenges.cloudflare.com in the page policy only when the check is on", async () => {
    const off = (await callWithEnv("/api/site", {}, { TURNSTILE_SECRET_KEY: undefined })).headers.get("Content-Security-Policy")!;
    const on = (await callWithEnv("/api/site", {}, { TURNSTILE_SECRET_KEY: ALWAYS_PASSES })).headers.get("Content-Security-Policy")!;
    expect(off).not.toContain("challenges.cloudflare.com");
    expect(on).toMatch(/script-src 'self' https:\/\/challenges\.cloudflare\.com/);
    expect(on).toMatch(/frame-src https:\/\/challenges\.cloudflare\.com/);
  });
});
