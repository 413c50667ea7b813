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

/** The built index.html with one page rendered into it. */
export function fillTemplate(template: string, page: Rendered, assets: { css: string[]; js: string[] }): string {
  let html = replaceOnce(template, /<html lang="[^"]*">/, `<html lang="${page.htmlLang}">`, "<html lang>");
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
    ...assets.css.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    ...assets.js.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
  ];
  html = replaceOnce(html, /\s*<\/head>/, `\n    ${[page.head, ...links].join("\n    ")}\n  </head>`, "</head>");
  return replaceOnce(html, /<div id="root"><\/div>/, `<div id="root">${body}</div>`, '<div id="root">');
}
