// After the browser suite: every file's time, longest first, with the worker slot (and so the server)
// it ran on, and each slot's total; printed and written to tests/e2e/out/durations.txt. The longest
// file and the busiest slot bound how short the suite can get (docs/decisions/0058).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Reporter, TestModule } from "vitest/node";

const root = new URL("../../..", import.meta.url).pathname;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export default class DurationsReporter implements Reporter {
  private started = 0;

  onTestRunStart(): void {
    this.started = performance.now();
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const rows = testModules
      .filter((m) => m.project.name === "e2e")
      .map((m) => {
        const d = m.diagnostic();
        return { file: m.relativeModuleId, slot: d.concurrencyId, ms: d.collectDuration + d.duration, state: m.state() };
      })
      .sort((a, b) => b.ms - a.ms);
    if (rows.length === 0) return;
    const slots = new Map<number, number>();
    for (const r of rows) slots.set(r.slot, (slots.get(r.slot) ?? 0) + r.ms);
    const sum = rows.reduce((t, r) => t + r.ms, 0);
    const lines = [
      `browser suite: ${rows.length} files, ${seconds(sum)} of file time, ${seconds(performance.now() - this.started)} since the run started`,
      `per slot (server): ${[...slots]
        .sort(([a], [b]) => a - b)
        .map(([slot, ms]) => `${slot}: ${seconds(ms)}`)
        .join(", ")}`,
      ...rows.map((r) => `${seconds(r.ms).padStart(8)}  slot ${r.slot}  ${r.file}${r.state === "passed" ? "" : `  (${r.state})`}`),
    ];
    const out = join(root, "tests/e2e/out");
    mkdirSync(out, { recursive: true });
    writeFileSync(join(out, "durations.txt"), `${lines.join("\n")}\n`);
    console.log(`\n${lines.join("\n")}\n(also in tests/e2e/out/durations.txt)`);
  }
}
