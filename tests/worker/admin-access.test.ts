import { env } from "cloudflare:workers";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { exportJWK, generateKeyPair, SignJWT, type JWK } from "jose";
import { callWithEnv } from "./fixtures.ts";
import { ROLE_TOKEN_NAMES, DEFAULT_ADMIN_TOKEN_NAME as TOKEN_NAME } from "../../worker/middleware/admin-auth.ts";

const TEAM = "roadyan-test.cloudflareaccess.com";
const AUD = "aud-tag-1234";
const CERTS = `https://${TEAM}/cdn-cgi/access/certs`;
const IDENTITY = `https://${TEAM}/cdn-cgi/access/get-identity`;
const ACCESS_ENV = {
  ACCESS_TEAM_DOMAIN: TEAM,
  ACCESS_AUD: AUD,
  ADMIN_ROLES: "Editor@Example.com:admin, group:Marketing:marketing, group:sales-team:sales, boss@example.com:sales",
};

let privateKey: CryptoKey;
let otherKey: CryptoKey;
let jwk: JWK;
let certFetches = 0;
let identityFetches = 0;
/** Groups the stand-in identity endpoint lists per e-mail (Access lists them as { id, name, email }). */
const GROUPS: Record<string, string[]> = { "anna@example.com": ["Marketing"], "sam@example.com": ["sales-team"], "boss@example.com": ["Marketing"] };
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
    if (url === IDENTITY) {
      identityFetches += 1;
      const cookie = new Headers(init?.headers).get("cookie") ?? "";
      const jwt = /CF_Authorization=([^;]+)/.exec(cookie)?.[1] ?? "";
      const email = JSON.parse(atob(jwt.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/"))).email as string;
      return Response.json({ email, groups: (GROUPS[email] ?? []).map((name, i) => ({ id: `g${i}`, name, email: `${name}@groups.example.com` })) });
    }
    if (url !== CERTS) return realFetch(input, init);
    certFetches += 1;
    return Response.json({ keys: [jwk] });
  });
});
afterEach(() => vi.restoreAllMocks());

function token(claims: { aud?: string; iss?: string; exp?: number; email?: string; groups?: string[] } = {}, key: CryptoKey = privateKey) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: claims.email ?? "editor@example.com", ...(claims.groups ? { groups: claims.groups } : {}) })
    .setProtectedHeader({ alg: "RS256", kid: "k1" })
    .setIssuer(claims.iss ?? `https://${TEAM}`)
    .setAudience(claims.aud ?? AUD)
    .setIssuedAt(now - 60)
    .setExpirationTime(claims.exp ?? now + 3600)
    .sign(key);
}

const me = (headers: Record<string, string>, env: Record<string, unknown> = ACCESS_ENV) => callWithEnv("/api/admin/me", { headers }, env);

describe("Cloudflare Access JWT", () => {
  it("accepts a valid token and names the signed-in e-mail as the actor, in the audit log too", async () => {
    const res = await me({ "Cf-Access-Jwt-Assertion": await token() });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: unknown }).data).toEqual({ actor: "editor@example.com", role: "admin", via: "access", timeZone: "Asia/Shanghai" });

    const lead = await callWithEnv(
      "/api/consultations",
      {
        method: "POST",
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": "203.0.113.77" },
        body: JSON.stringify({
          productId: "eicad",
          productName: "EICAD",
          customerName: "A",
          ac: "+86",
          phone: "1380000",
          email: "a@example.cn",
          consent: true,
          privacyVersion: "2026-11-26",
        }),
      },
      {},
    );
    const { id } = ((await lead.json()) as { data: { id: number } }).data;
    const patch = await callWithEnv(
      `/api/admin/consultations/${id}`,
      {
        method: "PATCH",
        headers: { "Content-Type": "application/json", "Cf-Access-Jwt-Assertion": await token() },
        body: JSON.stringify({ status: "contacted" }),
      },
      ACCESS_ENV,
    );
    expect(patch.status).toBe(200);
    const audit = await callWithEnv("/api/admin/audit?actor=editor%40example.com", { headers: { "Cf-Access-Jwt-Assertion": await token() } }, ACCESS_ENV);
    const entries = ((await audit.json()) as { data: { actor: string; action: string; resourceId: string }[] }).data;
    expect(entries).toContainEqual(expect.objectContaining({ actor: "editor@example.com", role: "admin", action: "lead-status", resourceId: String(id) }));
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
    expect(((await res.json()) as { data: unknown }).data).toEqual({ actor: TOKEN_NAME, role: "admin", via: "token", timeZone: "Asia/Shanghai" });
  });
});

describe("roles under Access (ADMIN_ROLES)", () => {
  const roleOf = async (claims: Parameters<typeof token>[0], setting?: string) => {
    const res = await me({ "Cf-Access-Jwt-Assertion": await token(claims) }, setting === undefined ? ACCESS_ENV : { ...ACCESS_ENV, ADMIN_ROLES: setting });
    const body = (await res.json()) as { code: number; data?: { actor: string; role: string } };
    return { status: res.status, code: body.code, data: body.data };
  };

  it("maps the e-mail (any case) to its role", async () => {
    expect(await roleOf({ email: "editor@example.com" })).toMatchObject({ status: 200, data: { actor: "editor@example.com", role: "admin" } });
  });

  it("maps a person by an Access group the identity endpoint lists", async () => {
    expect(await roleOf({ email: "anna@example.com" })).toMatchObject({ status: 200, data: { role: "marketing" } });
    expect(await roleOf({ email: "sam@example.com" })).toMatchObject({ status: 200, data: { role: "sales" } });
  });

  it("takes the groups the token carries without asking the identity endpoint", async () => {
    const before = identityFetches;
    expect(await roleOf({ email: "new@example.com", groups: ["sales-team"] })).toMatchObject({ status: 200, data: { role: "sales" } });
    expect(identityFetches).toBe(before);
  });

  it("lets the e-mail's own entry win over its group's", async () => {
    expect(await roleOf({ email: "boss@example.com" })).toMatchObject({ status: 200, data: { role: "sales" } });
  });

  it("answers 403 (code 1011003) to anyone signed in whom ADMIN_ROLES does not map, and to everyone when it is empty", async () => {
    expect(await roleOf({ email: "stranger@example.com" })).toMatchObject({ status: 403, code: 1011003 });
    expect(await roleOf({ email: "editor@example.com" }, "")).toMatchObject({ status: 403, code: 1011003 });
    expect(await roleOf({ email: "editor@example.com" }, "editor@example.com:owner")).toMatchObject({ status: 403, code: 1011003 });
  });

  it("keeps a mapped marketing person out of the lead inbox", async () => {
    const res = await callWithEnv(
      "/api/admin/consultations",
      { headers: { "Cf-Access-Jwt-Assertion": await token({ email: "anna@example.com" }) } },
      ACCESS_ENV,
    );
    expect(res.status).toBe(403);
    expect(((await res.json()) as { code: number }).code).toBe(1011003);
  });
});

describe("the role tokens", () => {
  it("sign in as marketing and sales, and the audit log names the actor and the role", async () => {
    const asRole = (t: string) => ({ Authorization: `Bearer ${t}` });
    const m = (await (await me(asRole(env.MARKETING_TOKEN), {})).json()) as { data: { actor: string; role: string } };
    expect(m.data).toMatchObject({ actor: ROLE_TOKEN_NAMES.marketing, role: "marketing" });
    const s = (await (await me(asRole(env.SALES_TOKEN), {})).json()) as { data: { actor: string; role: string } };
    expect(s.data).toMatchObject({ actor: ROLE_TOKEN_NAMES.sales, role: "sales" });

    const lead = await callWithEnv(
      "/api/consultations",
      {
        method: "POST",
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": "203.0.113.78" },
        body: JSON.stringify({
          productId: "eicad",
          productName: "EICAD",
          customerName: "B",
          ac: "+86",
          phone: "1380001",
          email: "b@example.cn",
          consent: true,
          privacyVersion: "2026-11-26",
        }),
      },
      {},
    );
    const { id } = ((await lead.json()) as { data: { id: number } }).data;
    const patch = await callWithEnv(
      `/api/admin/consultations/${id}`,
      { method: "PATCH", headers: { "Content-Type": "application/json", ...asRole(env.SALES_TOKEN) }, body: JSON.stringify({ status: "contacted" }) },
      {},
    );
    expect(patch.status).toBe(200);
    const audit = await callWithEnv("/api/admin/audit", { headers: asRole(env.ADMIN_TOKEN) }, {});
    const entries = ((await audit.json()) as { data: { actor: string; role: string; action: string; resourceId: string }[] }).data;
    expect(entries).toContainEqual(expect.objectContaining({ actor: ROLE_TOKEN_NAMES.sales, role: "sales", action: "lead-status", resourceId: String(id) }));
  });

  it("refuses a role token shorter than 32 characters like a wrong one (401)", async () => {
    const res = await me({ Authorization: "Bearer short-sales-token", "CF-Connecting-IP": "203.0.113.91" }, { SALES_TOKEN: "short-sales-token" });
    expect(res.status).toBe(401);
  });
});
