// Command-line options of `npm run bench`; anything unknown stops the run before it starts.
import { ROUTES } from "../../common/route-table.ts";
import type { BenchLang } from "./lighthouse.ts";

export const SECTIONS = ["lighthouse", "bundles", "api", "download", "leads"] as const;
export type SectionName = (typeof SECTIONS)[number];
export const BENCH_LANGS: readonly BenchLang[] = ["zh", "en"];

export interface BenchOptions {
  only: Set<SectionName>;
  runs: number;
  /** Languages Lighthouse measures every route in (default both). */
  langs: BenchLang[];
  /** Route paths Lighthouse measures (default every route of the route table). */
  routes: string[];
  reuseBuild: boolean;
  /** The defaults: the only kind of run that replaces bench/results.json and the block in bench/README.md. */
  isDefault: boolean;
}

export const USAGE =
  "usage: node bench/run.ts [--only=lighthouse,bundles,api,download,leads] [--runs=N] [--lang=zh|en|both] [--routes=/pc_index,download,...] [--reuse-build]";

/** A route named by its path (`/download`) or its page key (`download`), case-insensitive. */
function routePath(name: string): string {
  const n = name.trim().toLowerCase();
  const route = ROUTES.find((r) => r.path.toLowerCase() === n || r.key.toLowerCase() === n);
  if (!route) throw new Error(`unknown route ${name} (a path or page key of common/route-table.ts)\n${USAGE}`);
  return route.path;
}

/** Parses `argv` (without node and the script); throws with the usage line on anything unknown. */
export function parseOptions(argv: string[]): BenchOptions {
  const values = new Map<string, string>();
  let reuseBuild = false;
  for (const a of argv) {
    const match = /^--(only|runs|lang|routes)=(.+)$/.exec(a);
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
  const lang = values.get("lang") ?? "both";
  if (lang !== "zh" && lang !== "en" && lang !== "both") throw new Error(`--lang must be zh, en or both\n${USAGE}`);
  const langs: BenchLang[] = lang === "both" ? [...BENCH_LANGS] : [lang];
  const filter = values.get("routes");
  const routes = filter ? [...new Set(filter.split(",").filter(Boolean).map(routePath))] : ROUTES.map((r) => r.path);
  const isDefault = only.size === SECTIONS.length && runs === 3 && lang === "both" && !filter && !reuseBuild;
  return { only, runs, langs, routes, reuseBuild, isDefault };
}
