import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hmacHex } from "../../worker/lib/crypto.ts";
import { resetSaltWarning } from "../../worker/lib/ip-hash.ts";
import { callWithEnv, lead, nextIp, postJson } from "./fixtures.ts";

const leadRow = (id: number) => env.DB.prepare("SELECT ip_hash FROM consultations WHERE id = ?1").bind(id).first<{ ip_hash: string | null }>();

afterEach(() => vi.restoreAllMocks());

describe("client IP pseudonyms", () => {
  it("hashes a lead's IP with HMAC-SHA256 keyed by the secret IP_SALT", async () => {
    const ip = nextIp();
    const { body } = await postJson("/api/consultations", lead(), { "CF-Connecting-IP": ip });
    expect((await leadRow(body.data!.id))!.ip_hash).toBe(await hmacHex("test-salt", ip));
  });

  it("keeps nothing of the client's address for a visit: no pseudonym, no row", async () => {
    const ip = nextIp();
    await postJson("/api/visits", { path: "/pc_index" }, { "CF-Connecting-IP": ip });
    const hash = await hmacHex("test-salt", ip);
    const columns = await env.DB.prepare("SELECT name FROM pragma_table_info('event_counts')").all<{ name: string }>();
    expect(columns.results.map((c) => c.name)).toEqual(["day", "kind", "dim", "key", "count", "err"]);
    const found = await env.DB.prepare("SELECT count(*) AS n FROM event_counts WHERE key IN (?1, ?2)").bind(ip, hash).first<{ n: number }>();
    expect(found!.n).toBe(0);
  });

  it("hashes the real IPv6 address of a pseudo IPv4 client (CF-Connecting-IPv6) for a lead", async () => {
    const headers = { "CF-Connecting-IP": "240.16.9.1", "CF-Connecting-IPv6": "2001:db8:9:64::abc" };
    const l = await postJson("/api/consultations", lead(), headers);
    expect((await leadRow(l.body.data!.id))!.ip_hash).toBe(await hmacHex("test-salt", "2001:db8:9:64::abc"));
  });

  it("still stores the lead when IP_SALT is missing, logging the missing secret once per isolate", async () => {
    resetSaltWarning();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const send = () =>
      callWithEnv(
        "/api/consultations",
        {
          method: "POST",
          headers: { "Content-Type": "application/json", "CF-Connecting-IP": nextIp() },
          body: JSON.stringify(lead()),
        },
        { IP_SALT: "" },
      );
    const answers = [await send(), await send(), await send()];
    for (const res of answers) expect(res.status).toBe(200);
    const ids = await Promise.all(answers.map(async (r) => ((await r.json()) as { data: { id: number } }).data.id));
    for (const id of ids) expect((await leadRow(id))!.ip_hash).toBeNull();
    const saltErrors = errors.mock.calls.filter((args) => String(args[0]).includes("IP_SALT"));
    expect(saltErrors).toHaveLength(1);
  });
});
