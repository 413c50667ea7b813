// Shared drawing vocabulary for every seed illustration, so banners, covers and video frames share
// one palette and one line weight (CONTENT.md "Look").
import { mulberry32 } from "../../seed/lib/prng.ts";

export const PALETTE = {
  navy: "#06264a",
  blue: "#0d4584",
  teal: "#12a392",
  tealSoft: "#5fd3c2",
  grey: "#9fb3c8",
  greyDark: "#3d5a78",
  white: "#eef4fa",
};

/** Stroke attributes used by every line drawing: one weight, round joins. */
export const LINE = `fill="none" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"`;

/** A full SVG document with the dark engineering background and a faint drafting grid. */
export function svgDocument(w: number, h: number, body: string): string {
  const grid = 40;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${PALETTE.navy}"/><stop offset="1" stop-color="${PALETTE.blue}"/></linearGradient>
<pattern id="grid" width="${grid}" height="${grid}" patternUnits="userSpaceOnUse"><path d="M ${grid} 0 L 0 0 0 ${grid}" fill="none" stroke="${PALETTE.grey}" stroke-opacity="0.08" stroke-width="1"/></pattern>
</defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
<rect width="${w}" height="${h}" fill="url(#grid)"/>
${body}
</svg>
`;
}

/** Closed, wobbly contour rings around a hill top, drawn as terrain behind the engineering lines. */
export function contours(cx: number, cy: number, rings: number, step: number, seed: number): string {
  const rand = mulberry32(seed);
  const phase = rand() * Math.PI * 2;
  const wobble = 0.12 + rand() * 0.1;
  const paths: string[] = [];
  for (let r = 1; r <= rings; r++) {
    const pts: string[] = [];
    for (let i = 0; i <= 48; i++) {
      const a = (i / 48) * Math.PI * 2;
      const k = 1 + wobble * Math.sin(3 * a + phase + r * 0.4) + 0.06 * Math.cos(5 * a - phase);
      const rad = r * step * k;
      pts.push(`${(cx + rad * 1.6 * Math.cos(a)).toFixed(1)},${(cy + rad * Math.sin(a)).toFixed(1)}`);
    }
    const opacity = (0.35 - r * 0.02).toFixed(2);
    paths.push(`<polygon points="${pts.join(" ")}" fill="none" stroke="${PALETTE.grey}" stroke-opacity="${opacity}" stroke-width="1.5"/>`);
  }
  return paths.join("\n");
}

/** Chainage ticks along a polyline every `every` points, like stationing on an alignment plan. */
export function ticks(points: Array<[number, number]>, every: number, len: number): string {
  const out: string[] = [];
  for (let i = every; i < points.length - 1; i += every) {
    const [x0, y0] = points[i - 1];
    const [x1, y1] = points[i + 1];
    const dx = x1 - x0,
      dy = y1 - y0;
    const n = Math.hypot(dx, dy) || 1;
    const [x, y] = points[i];
    const nx = (-dy / n) * len,
      ny = (dx / n) * len;
    out.push(
      `<line x1="${(x - nx).toFixed(1)}" y1="${(y - ny).toFixed(1)}" x2="${(x + nx).toFixed(1)}" y2="${(y + ny).toFixed(1)}" stroke="${PALETTE.white}" stroke-width="3" stroke-linecap="round"/>`,
    );
    out.push(`<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="5" fill="${PALETTE.navy}" stroke="${PALETTE.tealSoft}" stroke-width="3"/>`);
  }
  return out.join("\n");
}

/** Points of a smooth road alignment: straights joined by gentle curves across the canvas. */
export function alignment(w: number, h: number, seed: number, n = 80): Array<[number, number]> {
  const rand = mulberry32(seed);
  const a1 = 0.12 + rand() * 0.1,
    a2 = 0.08 + rand() * 0.08,
    ph = rand() * 6;
  const pts: Array<[number, number]> = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const x = -40 + t * (w + 80);
    const y = h * (0.62 - 0.25 * t + a1 * Math.sin(t * 5 + ph) + a2 * Math.sin(t * 11 + ph * 2));
    pts.push([x, y]);
  }
  return pts;
}

/** SVG path data of a point list. */
export function pathOf(points: Array<[number, number]>): string {
  return `M ${points.map(([x, y]) => `${x.toFixed(1)} ${y.toFixed(1)}`).join(" L ")}`;
}

/** A road drawn as two edge lines and a dashed centre line, offset from its centre points. */
export function road(points: Array<[number, number]>, half: number, color: string): string {
  const left: Array<[number, number]> = [],
    right: Array<[number, number]> = [];
  for (let i = 0; i < points.length; i++) {
    const [xa, ya] = points[Math.max(0, i - 1)];
    const [xb, yb] = points[Math.min(points.length - 1, i + 1)];
    const dx = xb - xa,
      dy = yb - ya,
      n = Math.hypot(dx, dy) || 1;
    const [x, y] = points[i];
    left.push([x - (dy / n) * half, y + (dx / n) * half]);
    right.push([x + (dy / n) * half, y - (dx / n) * half]);
  }
  return `<path d="${pathOf(left)}" stroke="${color}" ${LINE}/>
<path d="${pathOf(right)}" stroke="${color}" ${LINE}/>
<path d="${pathOf(points)}" stroke="${PALETTE.white}" stroke-opacity="0.7" stroke-dasharray="18 14" ${LINE}/>`;
}
