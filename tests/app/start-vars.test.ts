// @vitest-environment node
/// <reference types="node" />
// The settings `npm start` hands the local Worker besides wrangler.toml: NOTIFY_* channels and the
// site's origin (admin links in notifications), from .dev.vars and the environment.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

// scripts/ belongs to the node project (tsconfig.node.json); a computed path keeps it out of this
// project's type check, as js-budgets.test.ts does.
type LocalVars = (root: string, env?: Record<string, string | undefined>) => Record<string, string>;
const modulePath = fileURLToPath(new URL("../../scripts/start/notify-vars.ts", import.meta.url));
const { localNotifyVars } = (await import(/* @vite-ignore */ modulePath)) as { localNotifyVars: LocalVars };

let root = "";
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = "";
});
const withDevVars = (text: string) => {
  root = mkdtempSync(join(tmpdir(), "start-vars-"));
  writeFileSync(join(root, ".dev.vars"), text);
  return root;
};

describe("local Worker settings of npm start", () => {
  it("take SITE_ORIGIN from .dev.vars, which overrides the localhost origin npm start would give", () => {
    const dir = withDevVars("ADMIN_TOKEN=x\nSITE_ORIGIN=https://tunnel.example.net\nNOTIFY_SLACK_WEBHOOK=http://127.0.0.1:1/hook\n");
    expect(localNotifyVars(dir, {})).toEqual({ SITE_ORIGIN: "https://tunnel.example.net", NOTIFY_SLACK_WEBHOOK: "http://127.0.0.1:1/hook" });
  });

  it("let the environment win over .dev.vars, and pass no secret that is not a channel's", () => {
    const dir = withDevVars("ADMIN_TOKEN=x\nIP_SALT=y\nSITE_ORIGIN=https://tunnel.example.net\n");
    expect(localNotifyVars(dir, { SITE_ORIGIN: "http://localhost:9000", PATH: "/bin" })).toEqual({ SITE_ORIGIN: "http://localhost:9000" });
  });

  it("give no SITE_ORIGIN when neither sets one (npm start then uses http://localhost:<PORT>)", () => {
    const dir = withDevVars("ADMIN_TOKEN=x\n# SITE_ORIGIN=https://commented.example\n");
    expect(localNotifyVars(dir, {})).toEqual({});
  });
});

type DevVars = { ensureDevVars: (root: string) => void; localRoleTokens: (root: string) => Record<string, string> };
const devVarsPath = fileURLToPath(new URL("../../scripts/start/dev-vars.ts", import.meta.url));
const { ensureDevVars, localRoleTokens } = (await import(/* @vite-ignore */ devVarsPath)) as DevVars;
const exampleText = readFileSync(fileURLToPath(new URL("../../.dev.vars.example", import.meta.url)), "utf8");
const lineValue = (text: string, name: string) => new RegExp(`^${name}=(.*)$`, "m").exec(text)?.[1];

describe("the role tokens npm start writes into .dev.vars", () => {
  it("creates ADMIN_TOKEN, MARKETING_TOKEN and SALES_TOKEN, each random and at least 32 characters, and hands the two new ones to the Worker", () => {
    root = mkdtempSync(join(tmpdir(), "start-vars-"));
    writeFileSync(join(root, ".dev.vars.example"), exampleText);
    ensureDevVars(root);
    const text = readFileSync(join(root, ".dev.vars"), "utf8");
    const tokens = ["ADMIN_TOKEN", "MARKETING_TOKEN", "SALES_TOKEN"].map((n) => lineValue(text, n) ?? "");
    for (const t of tokens) expect(t).toMatch(/^[0-9a-f]{48}$/);
    expect(new Set(tokens).size).toBe(3);
    expect(localRoleTokens(root)).toEqual({ MARKETING_TOKEN: tokens[1], SALES_TOKEN: tokens[2] });
  });

  it("adds the two new lines to a .dev.vars from before, and changes nothing else in it", () => {
    const before = "ADMIN_TOKEN=0123456789abcdef0123456789abcdef01234567\nIP_SALT=salt\nNOTIFY_SLACK_WEBHOOK=http://127.0.0.1:1/hook";
    const dir = withDevVars(before);
    ensureDevVars(dir);
    const after = readFileSync(join(dir, ".dev.vars"), "utf8");
    expect(after.startsWith(`${before}\n`)).toBe(true);
    expect(lineValue(after, "MARKETING_TOKEN")).toMatch(/^[0-9a-f]{48}$/);
    expect(lineValue(after, "SALES_TOKEN")).toMatch(/^[0-9a-f]{48}$/);
    ensureDevVars(dir);
    expect(readFileSync(join(dir, ".dev.vars"), "utf8"), "a second start adds nothing").toBe(after);
  });
});
