// @vitest-environment node
/// <reference types="node" />
// Checks the seed content and files that `npm start` loads: both languages everywhere, the news
// mix, real files behind every key and keys whose hash matches the bytes.
import { describe, expect, it } from "vitest";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { renderMarkdown } from "../../common/markdown.ts";
import { validLicenceNumber } from "../../worker/schemas/admin-api.ts";

// The seed helpers belong to the node project (tsconfig.node.json); importing them by computed path
// keeps this test runnable here without pulling them into the browser project's type check.
type Lang = "zh" | "en";
type Row = Record<string, unknown> & { id: number | string };
interface SeedContent {
  site: Record<Lang, Record<string, unknown> & { qrPath: string; facts: unknown[]; legalName: string; licenceNumber: string; certifications: string[] }>;
  privacy: Record<Lang, string>;
  banners: Array<Row & { bgType: string; bgPath: string; posterPath: string | null; jumpToUrl: string }>;
  news: Array<Row & { tab: string; effectiveTime: string; zh: { content: string } }>;
  products: Row[];
  software: Array<Row & { kind: string; r2Key: string; requirements?: Record<Lang, Record<string, string | undefined>> }>;
  videos: Array<Row & { videoPath: string }>;
  updateLogs: Row[];
}
const lib = async <T>(name: string): Promise<T> => import(/* @vite-ignore */ fileURLToPath(new URL(`../../seed/lib/${name}`, import.meta.url)));
const { readSeedContent, referencedKeys, keyOfPath, LANGS } = await lib<{
  readSeedContent(): SeedContent;
  referencedKeys(c: SeedContent): string[];
  keyOfPath(p: string): string;
  LANGS: Lang[];
}>("content.ts");
const { hashedKey, parseHashedKey } = await lib<{
  hashedKey(name: string, bytes: Uint8Array): string;
  parseHashedKey(key: string): { logicalName: string } | null;
}>("hashed-key.ts");
const { FILES_DIR } = await lib<{ FILES_DIR: string }>("seed-files.ts");
const { mp4DurationSeconds } = await lib<{ mp4DurationSeconds(b: Buffer): number }>("mp4-duration.ts");
const { buildLargeInstaller, LARGE_INSTALLER_NAME } = await lib<{ buildLargeInstaller(): Buffer; LARGE_INSTALLER_NAME: string }>("large-installer.ts");

const content = readSeedContent();
const HAN = /\p{Script=Han}/u;
const committed = (key: string) => join(FILES_DIR, key);
const isLarge = (key: string) => parseHashedKey(key)?.logicalName === LARGE_INSTALLER_NAME;

function expectBilingual(rows: Row[], fields: string[]) {
  for (const row of rows) {
    for (const lang of LANGS) {
      const t = row[lang] as Record<string, string> | undefined;
      expect(t, `row ${row.id} lacks ${lang}`).toBeDefined();
      for (const f of fields) expect(t![f]?.trim(), `row ${row.id} ${lang}.${f}`).toBeTruthy();
    }
    expect((row.zh as Record<string, string>)[fields[0]]).toMatch(HAN);
    expect((row.en as Record<string, string>)[fields[0]]).not.toMatch(HAN);
  }
}

describe("seed software", () => {
  it("states every installer's system requirements in both languages", () => {
    for (const s of content.software.filter((x) => x.kind === "software")) {
      for (const lang of LANGS) {
        for (const part of ["os", "cpu", "memory", "disk", "graphics"] as const)
          expect(s.requirements?.[lang][part]?.trim(), `${s.id} ${lang} ${part}`).toBeTruthy();
      }
    }
  });
});

describe("seed site settings", () => {
  it("has exactly the API fields in both languages", () => {
    const fields = [
      "brandName",
      "hotline",
      "contactPerson",
      "phone",
      "whatsapp",
      "email",
      "saasUrl",
      "qrPath",
      "facts",
      "privacyVersion",
      "icpNumber",
      "psbNumber",
      "psbCode",
      "baiduVerification",
      "defaultAreaCode",
      "legalName",
      "address",
      "licenceNumber",
      "certifications",
    ];
    expect(Object.keys(content.site).sort()).toEqual(["en", "zh"]);
    for (const lang of LANGS) {
      expect(Object.keys(content.site[lang]).sort()).toEqual([...fields].sort());
      expect(content.site[lang].facts.length).toBeGreaterThanOrEqual(4);
      expect(existsSync(committed(keyOfPath(content.site[lang].qrPath)))).toBe(true);
      // Example filing numbers are not real ones: none are seeded.
      expect([content.site[lang].icpNumber, content.site[lang].psbNumber, content.site[lang].baiduVerification]).toEqual(["", "", ""]);
      expect(content.site[lang].defaultAreaCode).toBe("+65");
      // The example brand's legal details: a well-formed licence number, the same in both languages.
      expect(validLicenceNumber(content.site[lang].licenceNumber)).toBe(true);
      expect(content.site[lang].licenceNumber).toBe(content.site.zh.licenceNumber);
      expect(content.site[lang].certifications.length).toBe(content.site.zh.certifications.length);
      expect(content.site[lang].legalName).toMatch(lang === "zh" ? HAN : /Co\., Ltd\.$/);
    }
  });

  it("has a privacy policy in both languages naming the brand, the contact email, the retention and the legal bases", () => {
    for (const lang of LANGS) {
      const md = content.privacy[lang];
      for (const part of [
        "{{brandName}}",
        "{{email}}",
        "24",
        lang === "zh" ? "第十三条" : "Article 13",
        lang === "zh" ? "第 6 条第 1 款 (a) 项" : "6(1)(a)",
        "Cloudflare",
        "`lang`",
      ]) {
        expect(md, `${lang}: ${part}`).toContain(part);
      }
      // The page gives the title (h1); the policy starts with its text and is sectioned by h2.
      expect(renderMarkdown(md)).toMatch(/^<p>[\s\S]*<h2/);
    }
    expect(content.privacy.zh).toMatch(HAN);
    expect(content.privacy.en).not.toMatch(HAN);
  });
});

describe("seed rows", () => {
  it("carry both languages for every row", () => {
    expectBilingual(content.banners, ["bigHeadline", "subtitle", "description", "buttonLabels"]);
    expectBilingual(content.news, ["title", "subtitle", "content"]);
    expectBilingual(content.products, ["name"]);
    expectBilingual(content.software, ["name", "summary", "description"]);
    expectBilingual(content.videos, ["title", "intro"]);
    expectBilingual(content.updateLogs, ["title", "content"]);
  });

  it("has 24 news items across all five tabs, newest up to November 2026", () => {
    expect(content.news).toHaveLength(24);
    expect(new Set(content.news.map((n) => n.id)).size).toBe(24);
    expect(new Set(content.news.map((n) => n.tab))).toEqual(new Set(["quick", "company", "notice", "industry", "video"]));
    const times = content.news.map((n) => Date.parse(n.effectiveTime));
    expect(Math.max(...times)).toBeLessThan(Date.parse("2026-12-01"));
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(365 * 24 * 3600e3);
    // Bodies are Markdown (the admin edits them as such); rendered, each has at least two blocks.
    for (const n of content.news) expect(renderMarkdown(n.zh.content).match(/<(p|li)>/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
  });

  it("has a video banner with a poster and banners for the four product areas", () => {
    expect(content.banners.length).toBeGreaterThanOrEqual(4);
    expect(content.banners.some((b) => b.bgType === "2" && b.bgPath.endsWith(".mp4") && b.posterPath)).toBe(true);
    expect(new Set(content.banners.map((b) => b.jumpToUrl))).toEqual(new Set(["/academy", "/digital", "/intelligent", "/dtwin"]));
  });

  it("has 7 products, software and manuals, 6 videos and 4 update logs", () => {
    // The digital line's five products (3D report presentation among them: its page's call to action chooses it), the two platforms.
    expect(content.products).toHaveLength(7);
    expect(content.software.filter((s) => s.kind === "software").length).toBeGreaterThanOrEqual(3);
    expect(content.software.filter((s) => s.kind === "manual").length).toBeGreaterThanOrEqual(3);
    expect(content.software.some((s) => HAN.test(s.r2Key))).toBe(true);
    expect(content.videos).toHaveLength(6);
    expect(content.updateLogs).toHaveLength(4);
  });
});

describe("seed files", () => {
  it("exist for every committed key, and each key carries the hash of its bytes", () => {
    for (const key of referencedKeys(content).filter((k) => !isLarge(k))) {
      expect(existsSync(committed(key)), key).toBe(true);
      const parsed = parseHashedKey(key)!;
      expect(hashedKey(parsed.logicalName, readFileSync(committed(key))), key).toBe(key);
    }
  });

  it("generates the large installer (over 50 MB) with the key the content names", () => {
    const key = content.software.map((s) => s.r2Key).find(isLarge);
    const bytes = buildLargeInstaller();
    expect(bytes.length).toBeGreaterThan(50 * 1024 * 1024);
    expect(hashedKey(LARGE_INSTALLER_NAME, bytes)).toBe(key);
  }, 30_000);

  it("are real files: PDF manuals, ZIP installers, 8 to 20 s MP4 videos", () => {
    for (const s of content.software.filter((x) => !isLarge(x.r2Key))) {
      const head = readFileSync(committed(s.r2Key)).subarray(0, 4).toString("latin1");
      expect(head, s.r2Key).toBe(s.kind === "manual" ? "%PDF" : "PK\x03\x04");
    }
    for (const v of content.videos) {
      const seconds = mp4DurationSeconds(readFileSync(committed(keyOfPath(v.videoPath))));
      expect(seconds, v.videoPath).toBeGreaterThanOrEqual(8);
      expect(seconds, v.videoPath).toBeLessThanOrEqual(20);
    }
  });
});
