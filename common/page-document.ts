/**
 * A page's whole HTML document from typed parts (docs/decisions/0033): the one place the document
 * is put together, for the build's prerendered files and the Worker's pages alike. The app's and
 * the page's CSS are inlined in one <style>, so no stylesheet request blocks the first paint
 * (0021); `#root`'s `data-preload` lists the JS chunks and stylesheets the boot script fetches when
 * the app starts, after the first paint (0024); the page's value follows #root in a JSON script (0060).
 */
import { escapeHtml } from "./escape-html.ts";
import type { PageValue } from "./page-loader.ts";

/** What the build knows of a page's files, in one language (scripts/prerender.ts writes it beside the page). */
export interface PageShell {
  /** The boot entry's script (the page's only render-time script). */
  boot: string;
  /** The app's and the page's CSS, in cascade order, as one sheet. */
  style: string;
  /** The app's and the page's JS chunks and stylesheets, for the boot script. */
  preload: string[];
  /** The page's seeded value (its copy, decision 0040): what the Worker renders with when D1 cannot be read. */
  seeded?: PageValue;
}

export interface DocumentParts {
  /** Value of `<html lang>`: the browser starts in this language. */
  htmlLang: string;
  /** The page's own head elements (title, meta, links, structured data, resource hints), as markup. */
  head: string[];
  /** Head elements after the inlined sheet (overriding it), as markup. */
  late: string[];
  shell: PageShell;
  appHtml: string;
  /** What of the page's value the browser's first render needs, by read name; nothing: no script. */
  value: PageValue;
}

/** Id of the `<script type="application/json">` carrying a page's value (read by src/lib/page-data.tsx). */
export const PAGE_VALUE_ID = "page-value";

/**
 * The answer of a read whose content the page's kept server HTML already shows (a content page's
 * copy, decision 0040): the browser starts from the HTML and does not ask again, and the bytes of
 * the copy are not sent twice. The copy's settings the layout and the form read (contact block,
 * a landing page's product) go with it.
 */
export const IN_HTML = { inHtml: true } as const;
export type InHtml = typeof IN_HTML & { contact?: boolean; product?: string };

/** Whether a page-value answer is `IN_HTML`. */
export function isInHtml(value: unknown): value is InHtml {
  return typeof value === "object" && value !== null && (value as { inHtml?: unknown }).inHtml === true;
}

/** The page's value as a script element; `<` escaped, so stored text can never end it or open a comment (U+2028/9 too). */
export function pageValueScript(value: PageValue): string {
  const json = JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
  return `<script type="application/json" id="${PAGE_VALUE_ID}">${json}</script>`;
}

/** The head elements of every page (also in index.html, the development shell). */
const STATIC_HEAD = [
  `<meta charset="UTF-8" />`,
  `<meta name="viewport" content="width=device-width, initial-scale=1.0" />`,
  `<meta name="theme-color" content="#0d4584" />`,
  `<link rel="icon" type="image/svg+xml" href="/favicon.svg" />`,
  // The first paint waits until `<main>` begins, that is until the header is parsed whole: a page that
  // arrives in pieces (a slow network, a packet boundary inside the navigation) never paints half a
  // navigation that the rest then moves sideways (a layout shift; tests/e2e/partial-delivery.test.ts).
  `<link rel="expect" href="#main" blocking="render" />`,
];

export function pageDocument({ htmlLang, head, late, shell, appHtml, value }: DocumentParts): string {
  // From our own build; "</style" would end the element early, so it must not occur.
  if (/<\/style/i.test(shell.style)) throw new Error("a stylesheet contains </style and cannot be inlined");
  const boot = `<script type="module" crossorigin src="${escapeHtml(shell.boot)}"></script>`;
  const preload = escapeHtml(shell.preload.map((f) => `/${f}`).join(" "));
  // One element a line, unindented: every byte counts against the first round trip (common/html-budgets.ts).
  const data = Object.keys(value).length > 0 ? pageValueScript(value) : "";
  return [
    "<!doctype html>",
    `<html lang="${escapeHtml(htmlLang)}">`,
    "<head>",
    ...STATIC_HEAD,
    boot,
    ...head,
    `<style>${shell.style}</style>`,
    ...late,
    "</head>",
    "<body>",
    `<div id="root" data-preload="${preload}">${appHtml}</div>${data}`,
    "</body>",
    "</html>",
    "",
  ].join("\n");
}
