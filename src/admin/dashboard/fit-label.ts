/**
 * A chart's category label fitted to `max` pixels: whole when it fits, else broken into at most
 * `lines` lines, the last cut with "…". Chart.js would otherwise cut a long label at the canvas
 * edge; the tooltip and the table still give it whole.
 */

/** Latin letters, digits and the punctuation that stays with them. */
const WORD = /[A-Za-z0-9\u00C0-\u024F.,:;!?'"&_@]/;
/** Marks a line never ends with (openings) or starts with (closings). */
const OPENS = /[（《“‘【([]/;
const CLOSES = /[）》”’】，。、；：！？)\]]/;

/** May a line end between `a` and `b`? At a space, after a slash or hyphen, and around CJK; not inside a word. */
function breakable(a: string, b: string): boolean {
  if (a === " " || b === " ") return true;
  if (OPENS.test(a) || CLOSES.test(b)) return false;
  if (a === "/" || a === "-") return true;
  return !(WORD.test(a) && WORD.test(b));
}

export function fitLabel(label: string, max: number, width: (text: string) => number, lines = 2): string | string[] {
  if (width(label) <= max) return label;
  const out: string[] = [];
  let rest = label;
  while (rest && out.length < lines) {
    if (width(rest) <= max) {
      out.push(rest);
      break;
    }
    let n = 1; // the longest prefix that fits (at least one character)
    while (n < rest.length && width(rest.slice(0, n + 1)) <= max) n += 1;
    if (out.length === lines - 1) {
      while (n > 1 && width(`${rest.slice(0, n).trimEnd()}…`) > max) n -= 1;
      out.push(`${rest.slice(0, n).trimEnd()}…`);
      break;
    }
    let at = n;
    while (at > 0 && !breakable(rest[at - 1]!, rest[at]!)) at -= 1;
    if (at === 0) at = n; // one word wider than the line: cut it
    out.push(rest.slice(0, at).trimEnd());
    rest = rest.slice(at).trimStart();
  }
  return out;
}
