// Command-line options of `npm run bench`; anything unknown stops the run before it starts.
import type { BenchLang } from "./lighthouse.ts";

export const SECTIONS = ["lighthouse", "bundles", "api", "download", "leads"] as const;
export type SectionName = (typeof SECTIONS)[number];

export interface BenchOptions {
  only: Set<SectionName>;
  runs: number;
  lang: BenchLang;
  reuseBuild: boolean;
  /** The defaults: the only kind of run that replaces bench/results.json and the README block. */
  isDefault: boolean;
}

export const USAGE = "usage: node bench/run.ts [--only=lighthouse,bundles,api,download,leads] [--runs=N] [--lang=zh|en] [--reuse-build]";

/** Parses `argv` (without node and the script); throws with the usage line on anything unknown. */
export function parseOptions(argv: string[]): BenchOptions {
  const values = new Map<string, string>();
  let reuseBuild = false;
  for (const a of argv) {
    const match = /^--(only|runs|lang)=(.+)$/.exec(a);
    if (match) values.set(match[1], match[2]);
    else if (a === "--reuse-build") reuseBuild = true;
    else throw new Error(`unknown option ${a}\n${USAGE}`);
  }
  const only = new Set<SectionName>();
  for (const name of values.get("only")?.split(",") ?? SECTIONS) {
    if (!(SECTIONS as readonly string[]).includes(name)) throw new Error(`unknown section ${name}\n${USAGE}`);
    only.add(name as SectionName);
  }
  const runs = Number(values.get("runs") ?? 3);
  if (!Number.isInteger(runs) || runs < 1 || runs > 9) throw new Error(`--runs must be 1-9\n${USAGE}`);
  const lang = values.get("lang") ?? "zh";
  if (lang !== "zh" && lang !== "en") throw new Error(`--lang must be zh or en\n${USAGE}`);
  const isDefault = only.size === SECTIONS.length && runs === 3 && lang === "zh" && !reuseBuild;
  return { only, runs, lang, reuseBuild, isDefault };
}
