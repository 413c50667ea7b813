// One headless Chromium for all Lighthouse runs, reached over the DevTools protocol on a free port.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CHROMIUM_FLAGS, chromiumPath } from "../../tests/e2e/support/chromium.ts";
import { stopAndWait } from "./child.ts";

export interface Chrome {
  port: number;
  close(): Promise<void>;
}

/** Launches Chromium with a throw-away profile; resolves once DevTools is listening. */
export function launchChrome(): Promise<Chrome> {
  const profile = mkdtempSync(join(tmpdir(), "bench-chrome-"));
  const child: ChildProcess = spawn(
    chromiumPath(),
    [
      ...CHROMIUM_FLAGS,
      "--remote-debugging-address=127.0.0.1",
      "--remote-debugging-port=0",
      `--user-data-dir=${profile}`,
      "--ignore-certificate-errors",
      "about:blank",
    ],
    { stdio: ["ignore", "ignore", "pipe"], detached: true },
  );
  const close = async () => {
    await stopAndWait(child);
    rmSync(profile, { recursive: true, force: true });
  };
  return new Promise((resolve, reject) => {
    let seen = "";
    const timer = setTimeout(() => {
      void close();
      reject(new Error(`Chromium did not start:\n${seen.slice(-2000)}`));
    }, 30_000);
    child.stderr!.on("data", (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match) {
        clearTimeout(timer);
        child.stderr!.removeAllListeners("data");
        child.stderr!.resume(); // keep draining so Chromium never blocks on a full pipe
        resolve({ port: Number(match[1]), close });
      }
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited (${code}):\n${seen.slice(-2000)}`));
    });
  });
}
