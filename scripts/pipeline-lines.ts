// Lines of the front-end page pipeline (issue 24, docs/decisions/0033): the boot script, the motion
// module, the prerender, the one render, the page data and the Worker's pages; then the first-load
// runtime as issue 35 counts it. Prints each file's
// lines (as `wc -l` counts them) and code lines (neither blank nor only comment), by role, and the
// totals. `--at=<rev>` counts a git revision instead of the working tree (files read with `git show`;
// `--at=.` is the working tree), repeatable, so before and after print from one command:
//   npm run pipeline:lines -- --at=f1603ef --at=.
// A revision without common/page-document.ts is from before the one-page rewrite and is counted
// with the files that had the same roles then (BEFORE); `--set=before|after` picks a set by hand.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { extname, resolve } from "node:path";
import { parseSync } from "vite";

/** Files in one role; a path ending in "/" is every file in that folder at the revision counted. */
interface Part {
  role: string;
  files: string[];
}

/** Today's pipeline. */
const AFTER: Part[] = [
  { role: "boot script (before the app starts)", files: ["src/boot.ts"] },
  { role: "motion (carousels, highlight)", files: ["src/app/motion.ts"] },
  { role: "build-time prerender", files: ["scripts/prerender.ts", "scripts/prerender/"] },
  { role: "server render and page document", files: ["src/entry-server.tsx", "common/page-document.ts"] },
  { role: "page modules loading", files: ["src/app/page-content.ts"] },
  { role: "page data (reads, loader, browser)", files: ["common/page-reads.ts", "common/page-loader.ts", "common/page-address.ts", "src/lib/page-data.tsx"] },
  { role: "Worker: entry, in-process API, pages", files: ["worker/index.ts", "worker/api.ts", "worker/pages/"] },
];

/** The same roles before the rewrite (up to f1603ef). */
const BEFORE: Part[] = [
  { role: "boot script (before the app starts)", files: ["src/boot.ts"] },
  { role: "motion (carousels, highlight)", files: ["src/app/motion.ts"] },
  { role: "build-time prerender", files: ["scripts/prerender.ts", "scripts/prerender/"] },
  { role: "server render and page document", files: ["src/entry-server.tsx"] },
  { role: "page modules loading", files: ["src/app/page-content.ts", "src/app/page-loaders.ts"] },
  { role: "page data (declared reads, browser side)", files: ["src/lib/api-seed.tsx"] },
  { role: "Worker: entry, in-process API, pages", files: ["worker/index.ts", "worker/pages/"] },
];

/**
 * The first-load runtime as issue 35 counts it: what runs on a served page before (and beside) the app
 * because the app starts late, with the server render that writes what it starts from. At a revision
 * without src/app/app-start.ts the files are the issue's own list (b10085c); today boot's parts sit in
 * their own modules (app-start.ts, served-page.ts), counted with it.
 */
const RUNTIME_BEFORE: Part[] = [
  { role: "page runtime (boot and its parts)", files: ["src/boot.ts", "src/app/early-clicks.ts", "src/app/early-input.ts", "src/app/chunk-load.ts"] },
  { role: "motion", files: ["src/app/motion.ts"] },
  { role: "server render and kept HTML", files: ["src/entry-server.tsx", "src/components/static-html/static-html.tsx", "src/components/kept/kept.tsx"] },
  { role: "area codes", files: ["src/components/contact/use-area-codes.ts", "src/lib/area-codes.ts"] },
];
const RUNTIME_AFTER: Part[] = [
  {
    role: "page runtime (boot and its parts)",
    files: ["src/boot.ts", "src/app/served-page.ts", "src/app/app-start.ts", "src/app/early-clicks.ts", "src/app/early-input.ts", "src/app/chunk-load.ts"],
  },
  ...RUNTIME_BEFORE.slice(1),
];

const root = resolve(new URL("..", import.meta.url).pathname);
const WORKING_TREE = ".";

const git = (...args: string[]) => execFileSync("git", args, { cwd: root, encoding: "utf8", maxBuffer: 64 << 20 });

/** The files of `path` (a folder when it ends in "/") at `rev`, and a reader of their text. */
function source(rev: string) {
  if (rev === WORKING_TREE) {
    return {
      has: (path: string) => existsSync(resolve(root, path)),
      list: (dir: string) =>
        (existsSync(resolve(root, dir)) ? readdirSync(resolve(root, dir), { recursive: true, withFileTypes: true }) : [])
          .filter((d) => d.isFile())
          .map((d) => `${resolve(d.parentPath, d.name).slice(root.length + 1)}`),
      read: (path: string) => readFileSync(resolve(root, path), "utf8"),
    };
  }
  const commit = git("rev-parse", "--verify", `${rev}^{commit}`).trim();
  const tree = new Set(git("ls-tree", "-r", "--name-only", commit).split("\n").filter(Boolean));
  return {
    has: (path: string) => tree.has(path),
    list: (dir: string) => [...tree].filter((f) => f.startsWith(dir)),
    read: (path: string) => git("show", `${commit}:${path}`),
  };
}

/** `wc -l`: newline characters. */
const lineCount = (text: string) => text.split("\n").length - 1;

/** Lines with something besides white space and comments (comments as the TypeScript parser finds them). */
function codeLines(path: string, text: string): number {
  const ext = extname(path);
  if (ext === ".json") return text.split("\n").filter((l) => l.trim() !== "").length;
  const { comments, errors } = parseSync(path, text, { lang: ext === ".tsx" ? "tsx" : "ts" });
  if (errors.length > 0) throw new Error(`${path}: ${errors[0]!.message}`);
  // Blank out each comment (its newlines kept), then count the lines with anything left.
  let bare = text;
  for (const c of [...comments].reverse()) bare = bare.slice(0, c.start) + bare.slice(c.start, c.end).replace(/[^\n]/g, " ") + bare.slice(c.end);
  return bare.split("\n").filter((l) => l.trim() !== "").length;
}

interface Counted {
  rev: string;
  set: string;
  lines: number;
  code: number;
}

function count(rev: string, forced: string | undefined, runtime: boolean): Counted {
  const src = source(rev);
  const set = forced ?? (src.has(runtime ? "src/app/app-start.ts" : "common/page-document.ts") ? "after" : "before");
  const parts = runtime ? (set === "before" ? RUNTIME_BEFORE : RUNTIME_AFTER) : set === "before" ? BEFORE : AFTER;
  let lines = 0;
  let code = 0;
  const what = runtime ? "First-load runtime" : "Pipeline";
  const which = runtime ? (set === "before" ? "issue 35's list" : "today's") : set === "before" ? "before the one-page rewrite" : "today's";
  console.log(`\n${what} lines at ${rev === WORKING_TREE ? "the working tree" : rev} (${which} file set)\n`);
  console.log(`${"lines".padStart(6)} ${"code".padStart(6)}  file`);
  for (const part of parts) {
    console.log(`  ${part.role}`);
    const files = part.files.flatMap((f) => (f.endsWith("/") ? src.list(f).sort() : [f]));
    for (const file of files) {
      if (!src.has(file)) {
        console.log(`${"-".padStart(6)} ${"-".padStart(6)}  ${file} (absent)`);
        continue;
      }
      const text = src.read(file);
      const n = lineCount(text);
      const c = codeLines(file, text);
      lines += n;
      code += c;
      console.log(`${String(n).padStart(6)} ${String(c).padStart(6)}  ${file}`);
    }
  }
  console.log(`${String(lines).padStart(6)} ${String(code).padStart(6)}  total (lines as wc -l counts them; code: neither blank nor only comment)`);
  return { rev, set, lines, code };
}

const args = process.argv.slice(2);
const unknown = args.filter((a) => !/^--(at|set)=./.test(a));
const forced = args.find((a) => a.startsWith("--set="))?.slice(6);
if (unknown.length > 0 || (forced !== undefined && forced !== "before" && forced !== "after")) {
  console.error("usage: node scripts/pipeline-lines.ts [--at=<git revision>|--at=.]... [--set=before|after]");
  process.exit(2);
}
const revs = args.filter((a) => a.startsWith("--at=")).map((a) => a.slice(5));
const at = revs.length > 0 ? revs : [WORKING_TREE];
for (const runtime of [false, true]) {
  const counted = at.map((rev) => count(rev, runtime ? undefined : forced, runtime));
  if (counted.length < 2) continue;
  const [first] = counted as [Counted];
  console.log(`\n${runtime ? "First-load runtime" : "Pipeline"} compared with the first:`);
  for (const c of counted.slice(1)) {
    const name = c.rev === WORKING_TREE ? "working tree" : c.rev;
    const delta = (n: number, m: number) => `${n - m >= 0 ? "+" : ""}${n - m}, ${Math.round((100 * n) / m)} %`;
    console.log(`  ${name}: ${c.lines} lines (${delta(c.lines, first.lines)}), ${c.code} code lines (${delta(c.code, first.code)})`);
  }
}
