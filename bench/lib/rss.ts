// Resident memory of a process tree, read from /proc (Linux only).
import { readdirSync, readFileSync } from "node:fs";

function parentOf(pid: number): number | undefined {
  try {
    // Field 4 of /proc/<pid>/stat, after the parenthesised command name (which may hold spaces).
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  } catch {
    return undefined;
  }
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/comm`, "utf8").trim();
  } catch {
    return "";
  }
}

/** Pids of every process below `root` whose command name is `name`. */
export function descendantsNamed(root: number, name: string): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const parent = parentOf(pid);
    if (parent !== undefined) children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  const found: number[] = [];
  const queue = [...(children.get(root) ?? [])];
  while (queue.length > 0) {
    const pid = queue.shift()!;
    if (commandOf(pid) === name) found.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return found;
}

/** VmRSS of a process in bytes (0 when it is gone). */
export function rssBytes(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Sum of VmRSS over `pids`, in bytes. */
export function totalRss(pids: readonly number[]): number {
  return pids.reduce((sum, pid) => sum + rssBytes(pid), 0);
}

/** Samples the total RSS of `pids` every `intervalMs` until stopped; returns the samples. */
export function sampleRss(pids: readonly number[], intervalMs: number): { stop(): number[] } {
  const samples = [totalRss(pids)];
  const timer = setInterval(() => samples.push(totalRss(pids)), intervalMs);
  return {
    stop() {
      clearInterval(timer);
      samples.push(totalRss(pids));
      return samples;
    },
  };
}
