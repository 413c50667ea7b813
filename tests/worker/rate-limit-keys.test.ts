import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { hourOf, LEADS_PER_NETWORK_HOUR, sweepNetworkCounts } from "../../worker/db/lead-networks.ts";
import { clientKeyOf, networkKeyOf } from "../../worker/lib/client-key.ts";
import { call, countRows, lead, postJson, withinOneMinute } from "./fixtures.ts";

describe("rate-limit keys", () => {
  it("counts an IPv6 client by its /64 prefix, an IPv4 client (mapped or not) by its address", () => {
    expect(clientKeyOf("2001:db8:aa:bb:1:2:3:4")).toBe(clientKeyOf("2001:0db8:00aa:00bb:ffff::9"));
    expect(clientKeyOf("2001:db8:aa:bb::1")).not.toBe(clientKeyOf("2001:db8:aa:bc::1"));
    expect(clientKeyOf("::ffff:192.0.2.7")).toBe(clientKeyOf("192.0.2.7"));
    expect(clientKeyOf("192.0.2.7")).not.toBe(clientKeyOf("192.0.2.8"));
    expect(clientKeyOf(undefined)).toBe("unknown");
  });

  it("limits a rotating IPv6 client within one /64 to five leads a minute", async () => {
    const statuses = await withinOneMinute(async (attempt) => {
      const statuses = [];
      // Each attempt from its own /64 (2001:db8:5:64::/64, then :164, :264).
      for (let i = 1; i <= 6; i += 1) {
        const ip = `2001:db8:5:${(attempt * 0x100 + 0x64).toString(16)}:${i.toString(16)}:0:0:${(i * 7).toString(16)}`;
        statuses.push((await postJson("/api/consultations", lead(), { "CF-Connecting-IP": ip })).res.status);
      }
      return statuses;
    });
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // The neighbouring /64 is another client.
    expect((await postJson("/api/consultations", lead(), { "CF-Connecting-IP": "2001:db8:5:65::1" })).res.status).toBe(200);
  });
});

describe("per-network lead limit (issue 32)", () => {
  it("counts an IPv4 client by its /24 and an IPv6 client by its /48", () => {
    expect(networkKeyOf("203.0.113.7")).toBe("203.0.113.0/24");
    expect(networkKeyOf("::ffff:203.0.113.200")).toBe("203.0.113.0/24");
    expect(networkKeyOf("203.0.114.7")).not.toBe(networkKeyOf("203.0.113.7"));
    expect(networkKeyOf("2001:db8:77:1::1")).toBe(networkKeyOf("2001:db8:77:ffff:1:2:3:4"));
    expect(networkKeyOf("2001:db8:77:1::1")).toBe("2001:db8:77::/48");
    expect(networkKeyOf("2001:db8:78::1")).not.toBe(networkKeyOf("2001:db8:77::1"));
    expect(networkKeyOf(undefined)).toBe("unknown");
  });

  it.each([
    ["an IPv4 /24", (i: number) => `203.0.113.${i}`, "203.0.114.1"],
    ["an IPv6 /48, one /64 per address", (i: number) => `2001:db8:77:${i.toString(16)}::1`, "2001:db8:78::1"],
  ])(
    "stores 30 leads an hour from %s however the addresses rotate, then answers 429 and stores nothing; another network is unaffected",
    async (_, ip, neighbour) => {
      expect(LEADS_PER_NETWORK_HOUR).toBe(30);
      const before = await countRows("consultations");
      const statuses: number[] = [];
      for (let i = 1; i <= LEADS_PER_NETWORK_HOUR + 2; i += 1)
        statuses.push((await postJson("/api/consultations", lead(), { "CF-Connecting-IP": ip(i) })).res.status);
      expect(statuses).toEqual([...Array(LEADS_PER_NETWORK_HOUR).fill(200), 429, 429]);
      const refused = await postJson("/api/consultations", lead(), { "CF-Connecting-IP": ip(40) });
      expect(refused.body).toMatchObject({ code: 429, success: false });
      expect(await countRows("consultations")).toBe(before + LEADS_PER_NETWORK_HOUR);
      expect((await postJson("/api/consultations", lead(), { "CF-Connecting-IP": neighbour })).res.status).toBe(200);
    },
  );

  it("keeps one row per network and hour, no raw prefix, and the daily sweep deletes past hours", async () => {
    const rows = await env.DB.prepare("SELECT hour, network, count FROM lead_network_hours").all<{ hour: string; network: string; count: number }>();
    expect(rows.results.length).toBeGreaterThan(0);
    for (const row of rows.results) {
      expect(row.network).toMatch(/^[0-9a-f]{64}$/);
      expect(row.hour).toBe(hourOf(new Date()));
    }
    expect(await sweepNetworkCounts(env.DB, new Date(Date.now() + 3600_000))).toBe(rows.results.length);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM lead_network_hours").first<{ n: number }>())!.n).toBe(0);
  });
});

describe("pseudo IPv4 (CF-Connecting-IP from 240.0.0.0/4, the real address in CF-Connecting-IPv6)", () => {
  it("counts the client by the /64 of CF-Connecting-IPv6, not by its pseudo IPv4 address", async () => {
    const statuses = [];
    for (let i = 1; i <= 6; i += 1) {
      // Cloudflare derives a different pseudo address from each IPv6 address.
      const headers = { "CF-Connecting-IP": `240.16.7.${i}`, "CF-Connecting-IPv6": `2001:db8:6:64::${i.toString(16)}` };
      statuses.push((await postJson("/api/consultations", lead(), headers)).res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const neighbour = { "CF-Connecting-IP": "240.16.7.99", "CF-Connecting-IPv6": "2001:db8:6:65::1" };
    expect((await postJson("/api/consultations", lead(), neighbour)).res.status).toBe(200);
  });

  it("ignores CF-Connecting-IPv6 next to a real IPv4 address (the client could have set it)", async () => {
    const statuses = [];
    for (let i = 1; i <= 6; i += 1) {
      const headers = { "CF-Connecting-IP": "192.0.2.66", "CF-Connecting-IPv6": `2001:db8:${i.toString(16)}::1` };
      statuses.push((await postJson("/api/consultations", lead(), headers)).res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe("failed admin tokens", () => {
  const admin = (ip: string, token: string) => call("/api/admin/stats", { headers: { Authorization: `Bearer ${token}`, "CF-Connecting-IP": ip } });

  it("answer 401 ten times a minute, then 429 to every wrong token from that client; the right token still passes (issue 32: anyone behind the admin's NAT could lock the admin out)", async () => {
    const ip = "2001:db8:ad:1::5";
    const statuses = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await admin(ip, `guess-${i}`)).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    // The same /64 (the same office NAT): the admin's own token is answered.
    expect((await admin("2001:db8:ad:1::6", env.ADMIN_TOKEN)).status).toBe(200);
    expect((await admin(ip, env.ADMIN_TOKEN)).status).toBe(200);
    // Guessing stays blocked for the minute.
    const blocked = await admin(ip, "guess-11");
    expect(blocked.status).toBe(429);
    expect(((await blocked.json()) as { code: number }).code).toBe(429);
    expect((await call("/api/admin/stats", { headers: { "CF-Connecting-IP": ip } })).status).toBe(429);
  });

  it("never limit a client that holds the right token", async () => {
    const statuses = [];
    for (let i = 0; i < 15; i += 1) statuses.push((await admin("192.0.2.201", env.ADMIN_TOKEN)).status);
    expect(statuses).toEqual(Array(15).fill(200));
  });
});

describe("the admin under /open-api", () => {
  it.each([
    ["GET", "/open-api/admin/consultations"],
    ["GET", "/open-api/admin/stats"],
    ["GET", "/open-api/admin"],
    ["DELETE", "/open-api/admin/consultations/1"],
  ])("does not exist: %s %s answers 404, even with the right token", async (method, path) => {
    const res = await call(path, { method, headers: { Authorization: `Bearer ${env.ADMIN_TOKEN}` } });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { code: number }).code).toBe(404);
  });
});
