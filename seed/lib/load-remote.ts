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

export interface RemoteTarget {
  bucket: string;
  /** wrangler.toml environment (staging, production) */
  env: string;
  configPath: string;
}

/** Runs the upserts and uploads against the real account. Hashed keys make re-uploads harmless. */
export async function loadRemote(statements: Statement[], files: SeedFile[], target: RemoteTarget): Promise<void> {
  const { bucket } = target;
  // --config names the source file, so a build's redirected config (.wrangler/deploy) is not read instead.
  const envArgs = ["--config", target.configPath, "--env", target.env];
  const dir = mkdtempSync(join(tmpdir(), "seed-remote-"));
  try {
    const sqlFile = join(dir, "seed.sql");
    writeFileSync(sqlFile, `${statements.map(inlineStatement).join("\n")}\n`);
    wrangler(["d1", "execute", "DB", "--remote", "--file", sqlFile, "--yes", ...envArgs]);
    for (const f of files) {
      wrangler(["r2", "object", "put", `${bucket}/${f.key}`, "--file", f.path, "--content-type", contentTypeOf(f.key), "--remote", ...envArgs]);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
