// Issue 33, trust: a download's system requirements (operating system, processor, memory, disk,
// graphics), edited per language in the admin, read by GET /api/software* as an optional field,
// and shown on /download with its SoftwareApplication structured data.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { ldJsonBlocks } from "../../common/structured-data/required-properties.ts";
import siteSeed from "../../seed/content/site-settings.json";
import softwareSeed from "../../seed/content/software.json";
import { seedContentFrom } from "../../seed/lib/content.ts";
import { seedStatements } from "../../seed/lib/statements.ts";
import type { SeedFile } from "../../seed/lib/seed-files.ts";
import { Buffer } from "node:buffer";
import { call, callWithEnv, getJson, pageAssets, seedContent } from "./fixtures.ts";

const ASSETS = pageAssets();
const AUTH = { Authorization: `Bearer ${env.ADMIN_TOKEN}` };

beforeAll(async () => {
  await seedContent();
  // A save reads the entry's file from R2 (its size).
  await env.FILES.put("installers/EICAD-Setup-0a1b2c3d.exe", new Uint8Array(64));
  await callWithEnv("/download", {}, { ASSETS });
}, 30_000);

const send = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(path, { method, headers: { ...AUTH, "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) });

type Item = Record<string, unknown> & { id: number; requirements?: Record<string, string> };
const publicItem = async (id: number, lang = "zh") => (await getJson<Item>(`/api/software/${id}?language=${lang}`)).body.data!;
const publicList = async (lang = "zh") => (await getJson<Item[]>(`/api/software?language=${lang}`)).body.data!;

async function adminItem(id: number) {
  const res = await call(`/api/admin/software/${id}`, { headers: AUTH });
  const {
    rowVersion,
    updatedAt: _a,
    updatedBy: _b,
    id: _i,
    size: _s,
    fileName: _f,
    fileUrl: _u,
    ...input
  } = ((await res.json()) as { data: Item & { rowVersion: number } }).data;
  return { rowVersion, input };
}

const REQUIREMENTS = {
  requirementsOs: { zh: "Windows 10 / 11（64 位）", en: "Windows 10 / 11 (64-bit)" },
  requirementsCpu: { zh: "Intel Core i5 或同级", en: "Intel Core i5 or equivalent" },
  requirementsMemory: { zh: "16 GB", en: "16 GB" },
  requirementsDisk: { zh: "20 GB 可用空间", en: "20 GB free" },
  requirementsGraphics: { zh: "支持 OpenGL 4.5", en: "OpenGL 4.5" },
};

describe("system requirements of a download", () => {
  it("are absent from the public read until stated, and the admin reads them blank", async () => {
    expect(await publicItem(1)).not.toHaveProperty("requirements");
    expect((await publicList()).every((s) => !("requirements" in s))).toBe(true);
    const { input } = await adminItem(1);
    expect(input).toMatchObject({ requirementsOs: { zh: "", en: "" }, requirementsGraphics: { zh: "", en: "" } });
  });

  it("are read in each language once saved, only the parts stated", async () => {
    const { input, rowVersion } = await adminItem(1);
    const partial = { ...input, ...REQUIREMENTS, requirementsGraphics: { zh: "", en: "" } };
    const res = await send("PUT", "/api/admin/software/1", partial, { "If-Match": `"${rowVersion}"` });
    expect([res.status, await res.text()]).toEqual([200, expect.anything()]);
    expect((await publicItem(1, "zh")).requirements).toEqual({
      os: "Windows 10 / 11（64 位）",
      cpu: "Intel Core i5 或同级",
      memory: "16 GB",
      disk: "20 GB 可用空间",
    });
    const en = (await publicList("en")).find((s) => s.id === 1)!;
    expect(en.requirements).toEqual({ os: "Windows 10 / 11 (64-bit)", cpu: "Intel Core i5 or equivalent", memory: "16 GB", disk: "20 GB free" });
    expect((await publicItem(2, "en")).requirements).toBeUndefined();
  });

  it("are kept when a save leaves them out, and a new item may leave them out", async () => {
    const before = (await adminItem(1)).input;
    const { requirementsOs: _o, requirementsCpu: _c, requirementsMemory: _m, requirementsDisk: _d, requirementsGraphics: _g, ...older } = before;
    const { rowVersion } = await adminItem(1);
    expect((await send("PUT", "/api/admin/software/1", { ...older, version: "5.2.2" }, { "If-Match": `"${rowVersion}"` })).status).toBe(200);
    expect(await publicItem(1, "en")).toMatchObject({ version: "5.2.2", requirements: { os: "Windows 10 / 11 (64-bit)", memory: "16 GB" } });

    await env.FILES.put("installers/Req-Setup-aaaabbbb.zip", new Uint8Array(10));
    const created = await send("POST", "/api/admin/software", {
      kind: "software",
      name: { zh: "新软件", en: "New" },
      version: "1.0",
      fileKey: "installers/Req-Setup-aaaabbbb.zip",
      summary: { zh: "s", en: "s" },
      description: { zh: "d", en: "d" },
      status: "published",
    });
    expect(created.status).toBe(200);
    const { id } = ((await created.json()) as { data: { id: number } }).data;
    expect(await publicItem(id)).not.toHaveProperty("requirements");
  });

  it("answers 400 naming the field for a text over 200 characters, and stores nothing", async () => {
    const { input, rowVersion } = await adminItem(1);
    const res = await send(
      "PUT",
      "/api/admin/software/1",
      { ...input, requirementsMemory: { zh: "x".repeat(201), en: "" } },
      { "If-Match": `"${rowVersion}"` },
    );
    const body = (await res.json()) as { code: number; data: { field: string } };
    expect([res.status, body.code, body.data.field]).toEqual([400, 20001, "requirementsMemory.zh"]);
    expect((await adminItem(1)).rowVersion).toBe(rowVersion);
    expect((await publicItem(1)).requirements).toMatchObject({ memory: "16 GB" });
  });

  it("are shown on /download and in its SoftwareApplication data (operating system, processor, memory, storage)", async () => {
    const html = await (await callWithEnv("/download?lang=en", {}, { ASSETS })).text();
    expect(html).toContain("System requirements");
    expect(html).toMatch(/<dt>Processor<\/dt><dd>Intel Core i5 or equivalent<\/dd>/);
    const app = ldJsonBlocks(html).find((b) => b["@type"] === "SoftwareApplication" && String(b.name).startsWith("EICAD"))!;
    expect(app).toMatchObject({
      operatingSystem: "Windows 10 / 11 (64-bit)",
      processorRequirements: "Intel Core i5 or equivalent",
      memoryRequirements: "16 GB",
      storageRequirements: "20 GB free",
    });
    expect(await (await callWithEnv("/download", {}, { ASSETS })).text()).toMatch(/<dt>内存<\/dt><dd>16 GB<\/dd>/);
  });

  it("are seeded once on a row that states none and that staff never saved", async () => {
    const row = softwareSeed.find((s) => s.id === 1)! as unknown as { r2Key: string; requirements: Record<"zh" | "en", Record<string, string>> };
    const content = seedContentFrom((name) =>
      name === "software.json" ? [softwareSeed[0]] : name === "site-settings.json" ? siteSeed : name === "privacy-policy.json" ? { zh: "p", en: "p" } : [],
    );
    // The seed's statements need the file's size only; the requirements do not depend on it.
    const files = new Map<string, SeedFile>([[row.r2Key, { key: row.r2Key, path: "test", size: 1, md5: "", bytes: Buffer.from("x") }]]);
    const run = async () => {
      const statements = seedStatements(content, files);
      const own = statements.filter((s) => /requirements_os/.test(s.sql));
      await env.DB.batch(own.map((s) => env.DB.prepare(s.sql).bind(...s.params)));
    };
    // Row 2 stands in for a seeded row no one saved; row 1 was saved above.
    await env.DB.prepare(
      "UPDATE software_i18n SET requirements_os = '', requirements_cpu = '', requirements_memory = '', requirements_disk = '', requirements_graphics = ''",
    ).run();
    await run();
    expect((await publicItem(1, "en")).requirements).toBeUndefined();
    await env.DB.prepare("UPDATE software SET updated_by = NULL WHERE id = 1").run();
    await run();
    expect((await publicItem(1, "en")).requirements).toEqual(row.requirements.en);
  });
});
