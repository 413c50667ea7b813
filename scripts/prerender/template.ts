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

/**
 * The built index.html with one page rendered into it. The app's and the page's CSS are inlined in
 * one <style>, so no stylesheet request blocks the first paint (docs/decisions/0021). Nothing else
 * is linked: `#root`'s `data-preload` lists the app's and the page's JS chunks and stylesheets for
 * the boot script, which fetches the chunks when the app starts, after the first paint, and marks
 * the stylesheets as present so Vite's chunk loader does not fetch and wait for them again
 * (docs/decisions/0024). `readCss` reads a built file.
 */
export function fillTemplate(
  template: string, page: Rendered, assets: { css: string[]; js: string[] }, readCss: (file: string) => string,
): string {
  if (/<link rel="stylesheet"/.test(template)) throw new Error("prerender: index.html links a stylesheet; the boot entry must not import CSS");
  // Both come from our own build; "</style" would end the element early, so it must not occur.
  const css = assets.css.map((f) => readCss(f)).join("\n");
  if (/<\/style/i.test(css)) throw new Error("prerender: a stylesheet contains </style and cannot be inlined");
  let html = template;
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
  ];
  html = replaceOnce(html, /\s*<\/head>/, `\n    ${[page.head, ...links].join("\n    ")}\n  </head>`, "</head>");
  const preload = [...assets.js, ...assets.css].map((f) => `/${f}`).join(" ");
  return replaceOnce(html, /<div id="root"><\/div>/, `<div id="root" data-preload="${preload}">${body}</div>`, '<div id="root">');
}
