// Quiet child processes for the bench: output goes to a log file, shown only when a step fails.
import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import { closeSync, openSync, readFileSync } from "node:fs";

/** Runs a command to completion with its output in `logFile`; rejects with the log's tail on failure. */
export function runLogged(cmd: string, args: string[], logFile: string, opts: SpawnOptions, timeoutMs = 300_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = startLogged(cmd, args, logFile, opts);
    const timer = setTimeout(() => stopGroup(child), timeoutMs);
    child.on("error", (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      if (code === 0) return resolve();
      const tail = readFileSync(logFile, "utf8").split("\n").slice(-25).join("\n");
      reject(new Error(`${cmd} ${args.join(" ")} failed (${signal ?? `exit ${code}`}); log ${logFile}:\n${tail}`));
    });
  });
}

/** Starts a long-running command in its own process group, output appended to `logFile`. */
export function startLogged(cmd: string, args: string[], logFile: string, opts: SpawnOptions): ChildProcess {
  const fd = openSync(logFile, "a");
  const child = spawn(cmd, args, { ...opts, stdio: ["ignore", fd, fd], detached: true });
  closeSync(fd);
  return child;
}

/** Stops a child started with `detached` and everything it spawned (its own process group only). */
export function stopGroup(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM"): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** Waits for a child to exit, escalating to SIGKILL after `graceMs`. */
export async function stopAndWait(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((r) => child.once("exit", () => r()));
  stopGroup(child, "SIGTERM");
  const timer = new Promise<"timeout">((r) => setTimeout(() => r("timeout"), graceMs));
  if ((await Promise.race([exited, timer])) === "timeout") {
    stopGroup(child, "SIGKILL");
    await Promise.race([exited, new Promise((r) => setTimeout(r, 2000))]);
  }
}
