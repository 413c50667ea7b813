// @vitest-environment node
/// <reference types="node" />
// The seed statements against a real SQLite with every migration: a fresh database is filled, a second
// run changes nothing, and what staff did in the admin (edits, deletions) survives a seed run.
import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { fileURLToPath } from "node:url";

type Statement = { sql: string; params: (string | number | null)[] };
const lib = async <T>(name: string): Promise<T> => import(/* @vite-ignore */ fileURLToPath(new URL(`../../seed/lib/${name}`, import.meta.url)));
const { readSeedContent, referencedKeys } = await lib<{ readSeedContent(): { news: { id: number }[] }; referencedKeys(c: unknown): string[] }>("content.ts");
const { loadSeedFile } = await lib<{ loadSeedFile(key: string): unknown }>("seed-files.ts");
const { seedStatements } = await lib<{ seedStatements(c: unknown, files: Map<string, unknown>): Statement[] }>("statements.ts");

const content = readSeedContent();
const statements = seedStatements(content, new Map(referencedKeys(content).map((k) => [k, loadSeedFile(k)])));

const MIGRATIONS = fileURLToPath(new URL("../../seed/migrations/", import.meta.url));
const db = new DatabaseSync(":memory:");
db.exec("PRAGMA foreign_keys = ON");
for (const file of readdirSync(MIGRATIONS)
  .filter((f) => f.endsWith(".sql"))
  .sort())
  db.exec(readFileSync(MIGRATIONS + file, "utf8"));

const seed = () => statements.reduce((n, s) => n + Number(db.prepare(s.sql).run(...s.params).changes), 0);
const one = <T>(sql: string, ...params: (string | number)[]) => db.prepare(sql).get(...params) as T;

describe("seeding", () => {
  const [first, second] = content.news.map((n) => n.id);

  it("fills a fresh database, and a second run changes nothing", () => {
    expect(seed()).toBeGreaterThan(0);
    expect(one<{ n: number }>("SELECT count(*) AS n FROM news").n).toBe(content.news.length);
    expect(seed()).toBe(0);
  });

  it("keeps staff edits and never brings back an item staff deleted", () => {
    db.prepare("UPDATE news_i18n SET title = 'Edited by staff' WHERE news_id = ? AND language = 'en'").run(first!);
    db.prepare("UPDATE site_settings SET hotline = '400-123' WHERE language = 'zh'").run();
    db.prepare("DELETE FROM news WHERE id = ?").run(second!);
    db.prepare("INSERT INTO deleted_content (resource, id) VALUES ('news', ?)").run(second!);
    expect(seed()).toBe(0);
    expect(one<{ title: string }>("SELECT title FROM news_i18n WHERE news_id = ? AND language = 'en'", first!).title).toBe("Edited by staff");
    expect(one<{ hotline: string }>("SELECT hotline FROM site_settings WHERE language = 'zh'").hotline).toBe("400-123");
    expect(one<{ n: number }>("SELECT count(*) AS n FROM news WHERE id = ?", second!).n).toBe(0);
  });

  it("gives settings rows stored before the figures had keys the keyed figures, once", () => {
    db.prepare(`UPDATE site_settings SET facts_json = '[{"value":"2018","label":"old"}]'`).run();
    expect(seed()).toBe(2);
    const facts = JSON.parse(one<{ facts_json: string }>("SELECT facts_json FROM site_settings WHERE language = 'en'").facts_json) as { key?: string }[];
    expect(facts.every((f) => typeof f.key === "string")).toBe(true);
    expect(one<{ hotline: string }>("SELECT hotline FROM site_settings WHERE language = 'zh'").hotline).toBe("400-123");
    expect(seed()).toBe(0);
  });
});
