// Remote seeding for ops: the same upserts as one SQL file through `wrangler d1 execute --remote`,
// and every seed file through `wrangler r2 object put --remote`. Needs a logged-in wrangler.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inlineStatement, type Statement } from "./statements.ts";
import { contentTypeOf, type SeedFile } from "./seed-files.ts";

function wrangler(args: string[]): void {
  console.log(`$ wrangler ${args.join(" ")}`);
  execFileSync("wrangler", args, { stdio: "inherit" });
}

/** Runs the upserts and uploads against the real account. Hashed keys make re-uploads harmless. */
export async function loadRemote(statements: Statement[], files: SeedFile[], bucket: string): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "seed-remote-"));
  try {
    const sqlFile = join(dir, "seed.sql");
    writeFileSync(sqlFile, statements.map(inlineStatement).join("\n") + "\n");
    wrangler(["d1", "execute", "DB", "--remote", "--file", sqlFile, "--yes"]);
    for (const f of files) {
      wrangler(["r2", "object", "put", `${bucket}/${f.key}`, "--file", f.path, "--content-type", contentTypeOf(f.key), "--remote"]);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
