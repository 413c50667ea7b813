import { env } from "cloudflare:workers";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { exportJWK, generateKeyPair, SignJWT, type JWK } from "jose";
import { callWithEnv } from "./fixtures.ts";
import { DEFAULT_ADMIN_TOKEN_NAME as TOKEN_NAME } from "../../worker/middleware/admin-auth.ts";

const TEAM = "roadyan-test.cloudflareaccess.com";
const AUD = "aud-tag-1234";
const CERTS = `https://${TEAM}/cdn-cgi/access/certs`;
const ACCESS_ENV = { ACCESS_TEAM_DOMAIN: TEAM, ACCESS_AUD: AUD };

let privateKey: CryptoKey;
let otherKey: CryptoKey;
let jwk: JWK;
let certFetches = 0;
const realFetch = globalThis.fetch;

beforeAll(async () => {
  const pair = await generateKeyPair("RS256", { extractable: true });
  privateKey = pair.privateKey;
  jwk = { ...(await exportJWK(pair.publicKey)), kid: "k1", alg: "RS256", use: "sig" };
  otherKey = (await generateKeyPair("RS256")).privateKey;
});

/** The team's key set, served by a stand-in for Access's certs endpoint. */
beforeEach(() => {
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url !== CERTS) return realFetch(input, init);
    certFetches += 1;
    return Response.json({ keys: [jwk] });
  });
});
afterEach(() => vi.restoreAllMocks());

function token(claims: { aud?: string; iss?: string; exp?: number; email?: string } = {}, key: CryptoKey = privateKey) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: claims.email ?? "editor@example.com" })
    .setProtectedHeader({ alg: "RS256", kid: "k1" })
    .setIssuer(claims.iss ?? `https://${TEAM}`)
    .setAudience(claims.aud ?? AUD)
    .setIssuedAt(now - 60)
    .setExpirationTime(claims.exp ?? now + 3600)
    .sign(key);
}

const me = (headers: Record<string, string>, env: Record<string, unknown> = ACCESS_ENV) =>
  callWithEnv("/api/admin/me", { headers }, env);

describe("Cloudflare Access JWT", () => {
  it("accepts a valid token and names the signed-in e-mail as the actor, in the audit log too", async () => {
    const res = await me({ "Cf-Access-Jwt-Assertion": await token() });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: unknown }).data).toEqual({ actor: "editor@example.com", via: "access", timeZone: "Asia/Shanghai" });

    const lead = await callWithEnv(
      "/api/consultations",
      {
        method: "POST",
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": "203.0.113.77" },
        body: JSON.stringify({ productId: "eicad", productName: "EICAD", customerName: "A", ac: "+86", phone: "1380000", email: "a@example.cn", consent: true, privacyVersion: "2026-11-26" }),
      },
      {},
    );
    const { id } = ((await lead.json()) as { data: { id: number } }).data;
    const patch = await callWithEnv(
      `/api/admin/consultations/${id}`,
      { method: "PATCH", headers: { "Content-Type": "application/json", "Cf-Access-Jwt-Assertion": await token() }, body: JSON.stringify({ status: "contacted" }) },
      ACCESS_ENV,
    );
    expect(patch.status).toBe(200);
    const audit = await callWithEnv("/api/admin/audit?actor=editor%40example.com", { headers: { "Cf-Access-Jwt-Assertion": await token() } }, ACCESS_ENV);
    const entries = ((await audit.json()) as { data: { actor: string; action: string; resourceId: string }[] }).data;
    expect(entries).toContainEqual(expect.objectContaining({ actor: "editor@example.com", action: "lead-status", resourceId: String(id) }));
  });

  it("keeps the key set between requests of the isolate", async () => {
    const before = certFetches;
    for (let i = 0; i < 3; i += 1) expect((await me({ "Cf-Access-Jwt-Assertion": await token() })).status).toBe(200);
    expect(certFetches - before).toBeLessThanOrEqual(1);
  });

  it.each([
    ["an expired token", async () => token({ exp: Math.floor(Date.now() / 1000) - 10 })],
    ["another application's audience", async () => token({ aud: "someone-else" })],
    ["another team as issuer", async () => token({ iss: "https://evil.cloudflareaccess.com" })],
    ["a token signed with another key", async () => token({}, otherKey)],
    ["garbage", async () => "not.a.jwt"],
  ])("answers 401 for %s", async (_name, make) => {
    const res = await me({ "Cf-Access-Jwt-Assertion": await make(), "CF-Connecting-IP": "203.0.113.90" });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { code: number }).code).toBe(1011008);
  });

  it("answers 401 with no token at all, and ignores Access when it is not configured", async () => {
    const none = await me({});
    expect(none.status).toBe(401);
    expect(none.headers.get("X-Robots-Tag")).toBe("noindex");
    expect((await me({ "Cf-Access-Jwt-Assertion": await token() }, {})).status).toBe(401);
  });

  it("still takes the bearer token (actor: the token's name)", async () => {
    const res = await me({ Authorization: `Bearer ${env.ADMIN_TOKEN}` });
    expect(((await res.json()) as { data: unknown }).data).toEqual({ actor: TOKEN_NAME, via: "token", timeZone: "Asia/Shanghai" });
  });
});
