// W3C Nu HTML checker (vnu-jar; needs a Java runtime) over every page a build prerendered, in
// every language, plus the SPA shell: any error fails. Run after `npm run build` (CI: .ci/run).
// Env: CLIENT_DIR (default dist/client).
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative, resolve } from "node:path";
import { PRERENDER_DIR } from "../common/prerendered-path.ts";
import { LANGS } from "../common/languages.ts";

const root = resolve(new URL("..", import.meta.url).pathname);
const clientDir = resolve(root, process.env.CLIENT_DIR ?? "dist/client");
// vnu-jar's main module is the path of its vnu.jar.
const vnuJar = createRequire(import.meta.url)("vnu-jar") as string;

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".html"))
    .map((f) => join(dir, f))
    .sort();
}

// Every language must have the same, non-empty set of pages: a prerender that silently produced
// nothing (or one language only) would otherwise pass with nothing checked.
const pagesByLang = LANGS.map((lang) => {
  const dir = join(clientDir, PRERENDER_DIR, lang);
  return { lang, pages: htmlFiles(dir).map((f) => relative(dir, f)) };
});
const [first, ...others] = pagesByLang;
if (first.pages.length === 0) throw new Error(`validate-html: no prerendered pages under ${join(clientDir, PRERENDER_DIR, first.lang)}; build first`);
for (const other of others) {
  if (other.pages.join("\n") !== first.pages.join("\n")) {
    throw new Error(`validate-html: ${other.lang} has ${other.pages.length} pages, ${first.lang} has ${first.pages.length}; the sets differ`);
  }
}

const files = htmlFiles(clientDir);
const started = performance.now();
// The one message the checker is behind the HTML standard on: `blocking="render"` on `<link rel="expect">`
// (index.html: the first paint waits for the header's end; allowed since the standard added "expect",
// https://html.spec.whatwg.org/multipage/links.html#link-type-expect). Any other error still fails.
const BEHIND_THE_STANDARD = ".*A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.*";
const result = spawnSync("java", ["-jar", vnuJar, "--errors-only", "--format", "gnu", "--filterpattern", BEHIND_THE_STANDARD, ...files], { encoding: "utf8" });
if (result.error) throw new Error(`validate-html: could not run java (${result.error.message}); install a Java runtime (apt-get install default-jre-headless)`);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const errors = result.stderr.split("\n").filter((line) => line.trim());
if (result.status !== 0 || errors.length > 0) {
  console.error(errors.map((line) => line.replace(`${clientDir}/`, "")).join("\n"));
  console.error(`validate-html: ${errors.length} error(s) in ${files.length} HTML files (${seconds} s)`);
  process.exit(1);
}
console.log(`validate-html: ${files.length} HTML files valid (${first.pages.length} pages x ${LANGS.length} languages + shell; ${seconds} s)`);
