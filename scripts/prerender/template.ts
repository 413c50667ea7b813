// Puts one rendered page into the built index.html: language, head tags, page assets, root markup.

interface Rendered {
  appHtml: string;
  head: string;
  htmlLang: string;
}

/** Replace exactly one match, or fail loudly: a changed index.html must not produce broken pages silently. */
function replaceOnce(html: string, pattern: RegExp, replacement: string, what: string): string {
  const matches = html.match(new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`));
  if (matches?.length !== 1) throw new Error(`prerender: index.html must contain exactly one ${what}`);
  return html.replace(pattern, () => replacement);
}

/** The entry's stylesheet links in the built index.html (`/assets/…css`). */
const ENTRY_CSS = /\s*<link rel="stylesheet"[^>]* href="\/(assets\/[^"]+\.css)">/g;

/**
 * The built index.html with one page rendered into it. The entry's and the page's CSS are inlined
 * in one <style>, so no stylesheet request blocks the first paint (docs/decisions/0021). The
 * page's stylesheets stay as `media="not all"` links: never applied and fetched at the lowest
 * priority (Chrome fetches even `disabled` ones at the highest), but Vite's chunk loader finds them,
 * so loading the page chunk to hydrate does not insert and wait for them. `readCss` reads a built file.
 */
export function fillTemplate(
  template: string, page: Rendered, assets: { css: string[]; js: string[] }, readCss: (file: string) => string,
): string {
  const entryCss = [...template.matchAll(ENTRY_CSS)].map((m) => m[1]);
  if (entryCss.length === 0) throw new Error("prerender: index.html must link the entry's stylesheet");
  // Both come from our own build; "</style" would end the element early, so it must not occur.
  const css = [...entryCss, ...assets.css].map((f) => readCss(f)).join("\n");
  if (/<\/style/i.test(css)) throw new Error("prerender: a stylesheet contains </style and cannot be inlined");
  let html = template.replace(ENTRY_CSS, "");
  html = replaceOnce(html, /<html lang="[^"]*">/, `<html lang="${page.htmlLang}">`, "<html lang>");
  // The shell's generic title and description give way to the page's own.
  html = replaceOnce(html, /\s*<title>[^<]*<\/title>/, "", "<title>");
  html = replaceOnce(html, /\s*<meta name="description"[^>]*>/, "", 'meta name="description"');
  // The page is readable without JavaScript, so the shell's "enable JavaScript" note is not needed.
  html = html.replace(/\s*<noscript>[\s\S]*?<\/noscript>/, "");
  // React puts resource hints (the hero image's preload) in front of the markup; they belong in
  // <head>, where the browser finds them first, and outside #root, which hydration must match exactly.
  const hints = /^(?:<link [^>]*>)+/.exec(page.appHtml)?.[0] ?? "";
  const body = page.appHtml.slice(hints.length);
  const links = [
    ...(hints.match(/<link [^>]*>/g) ?? []),
    `<style>${css}</style>`,
    ...assets.css.map((f) => `<link rel="stylesheet" crossorigin href="/${f}" media="not all">`),
    ...assets.js.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
  ];
  html = replaceOnce(html, /\s*<\/head>/, `\n    ${[page.head, ...links].join("\n    ")}\n  </head>`, "</head>");
  return replaceOnce(html, /<div id="root"><\/div>/, `<div id="root">${body}</div>`, '<div id="root">');
}
