// The machine a run happened on, so figures from different runs can be compared fairly.
import { cpus, totalmem, release, type as osType } from "node:os";

export interface MachineInfo {
  date: string;
  cpuModel: string;
  cores: number;
  memoryGiB: number;
  node: string;
  os: string;
}

/** Date, CPU model, logical cores, memory, Node version and kernel of this run. */
export function machineInfo(): MachineInfo {
  const list = cpus();
  return {
    date: new Date().toISOString(),
    cpuModel: list[0]?.model.trim().replace(/\s+/g, " ") ?? "unknown",
    cores: list.length,
    memoryGiB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    os: `${osType()} ${release()}`,
  };
}

/** One-line description for headers and bench/README.md. */
export function describeMachine(m: MachineInfo): string {
  return `${m.cpuModel}, ${m.cores} cores, ${m.memoryGiB} GiB RAM, Node ${m.node}, ${m.os}`;
}
