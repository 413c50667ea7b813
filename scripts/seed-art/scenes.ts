// Engineering scenes for seed images: each returns SVG body markup for a w×h canvas.
import { PALETTE as P, LINE, contours, alignment, pathOf, road, ticks } from "./svg-kit.ts";
import { mulberry32 } from "../../seed/lib/prng.ts";

export type Scene = (w: number, h: number, seed: number) => string;

/** Road alignment over terrain contours, with chainage stations. */
export const roadScheme: Scene = (w, h, seed) => {
  const pts = alignment(w, h, seed);
  return `${contours(w * 0.3, h * 0.35, 9, h * 0.05, seed)}
${contours(w * 0.78, h * 0.7, 7, h * 0.045, seed + 1)}
${road(pts, h * 0.025, P.tealSoft)}
${ticks(pts, 10, h * 0.04)}`;
};

/** A cloverleaf interchange: two crossing roads and four loop ramps. */
export const interchange: Scene = (w, h, seed) => {
  const cx = w / 2,
    cy = h / 2,
    r = Math.min(w, h) * 0.2;
  const loops = [
    [-1, -1],
    [1, -1],
    [1, 1],
    [-1, 1],
  ]
    .map(([sx, sy]) => `<circle cx="${cx + sx * r}" cy="${cy + sy * r}" r="${r * 0.82}" stroke="${P.tealSoft}" ${LINE}/>`)
    .join("\n");
  const outer = [
    [-1, -1],
    [1, -1],
    [1, 1],
    [-1, 1],
  ]
    .map(
      ([sx, sy]) =>
        `<path d="M ${cx + sx * r * 0.25} ${cy + sy * r * 2.6} Q ${cx + sx * r * 2.2} ${cy + sy * r * 2.2} ${cx + sx * r * 2.6} ${cy + sy * r * 0.25}" stroke="${P.grey}" ${LINE}/>`,
    )
    .join("\n");
  return `${contours(w * 0.15, h * 0.2, 6, h * 0.05, seed)}
${contours(w * 0.88, h * 0.85, 6, h * 0.05, seed + 3)}
${outer}
${loops}
${road(
  [
    [0, cy],
    [w, cy],
  ],
  h * 0.035,
  P.white,
)}
${road(
  [
    [cx, 0],
    [cx, h],
  ],
  h * 0.035,
  P.white,
)}`;
};

/** A continuous girder bridge in elevation over a river, with piers and bearings. */
export const bridge: Scene = (w, h, seed) => {
  const deck = h * 0.4,
    water = h * 0.72,
    spans = 5;
  const span = (w * 0.9) / spans,
    x0 = w * 0.05;
  const piers: string[] = [];
  for (let i = 0; i <= spans; i++) {
    const x = x0 + i * span;
    piers.push(
      `<path d="M ${x - 14} ${deck + 24} L ${x + 14} ${deck + 24} M ${x - 8} ${deck + 24} L ${x - 10} ${h * 0.9} M ${x + 8} ${deck + 24} L ${x + 10} ${h * 0.9}" stroke="${P.grey}" ${LINE}/>`,
    );
  }
  const arch = Array.from({ length: spans }, (_, i) => {
    const a = x0 + i * span,
      b = a + span;
    return `<path d="M ${a} ${deck + 24} Q ${(a + b) / 2} ${deck + 70} ${b} ${deck + 24}" stroke="${P.tealSoft}" ${LINE}/>`;
  }).join("\n");
  const rand = mulberry32(seed);
  const waves = Array.from({ length: 7 }, (_, i) => {
    const y = water + i * 14,
      off = rand() * 60;
    return `<path d="M ${off} ${y} q 30 -8 60 0 t 60 0 t 60 0 t 60 0 t 60 0 t 60 0 t 60 0 t 60 0" transform="scale(${w / 560} 1)" stroke="${P.grey}" stroke-opacity="${0.5 - i * 0.06}" fill="none" stroke-width="2"/>`;
  }).join("\n");
  return `${contours(w * 0.5, h * 0.12, 5, h * 0.04, seed)}
<path d="M 0 ${deck} L ${w} ${deck} M 0 ${deck + 24} L ${w} ${deck + 24}" stroke="${P.white}" ${LINE}/>
${arch}
${piers.join("\n")}
${waves}`;
};

/** A road tunnel cross-section: lining rings, lanes and monitoring points in the rock. */
export const tunnel: Scene = (w, h, seed) => {
  const cx = w / 2,
    base = h * 0.82,
    r = h * 0.5;
  const arch = (k: number, c: string) =>
    `<path d="M ${cx - r * k} ${base} L ${cx - r * k} ${base - r * 0.45 * k} A ${r * k} ${r * 0.95 * k} 0 0 1 ${cx + r * k} ${base - r * 0.45 * k} L ${cx + r * k} ${base}" stroke="${c}" ${LINE}/>`;
  const rand = mulberry32(seed);
  const points = Array.from({ length: 9 }, (_, i) => {
    const a = Math.PI * (0.1 + 0.8 * (i / 8));
    const x = cx - Math.cos(a) * r * 1.12,
      y = base - r * 0.45 - Math.sin(a) * r * 1.02;
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${6 + rand() * 2}" fill="${P.navy}" stroke="${P.tealSoft}" stroke-width="3"/>`;
  }).join("\n");
  return `${contours(cx, base - r * 0.6, 10, h * 0.09, seed)}
${arch(1.18, P.grey)}
${arch(1.05, P.white)}
<path d="M ${cx - r} ${base} L ${cx + r} ${base} M ${cx} ${base - 4} L ${cx} ${base - r * 0.25}" stroke="${P.white}" stroke-dasharray="14 12" ${LINE}/>
${points}`;
};

/** A precast yard: rows of box girders under a gantry crane, each tagged for traceability. */
export const precastYard: Scene = (w, h, seed) => {
  const rand = mulberry32(seed);
  const rows: string[] = [];
  for (let r = 0; r < 4; r++) {
    for (let c = 0; c < 6; c++) {
      const x = w * 0.08 + c * w * 0.145,
        y = h * 0.4 + r * h * 0.13;
      const tagged = rand() > 0.35;
      rows.push(`<rect x="${x}" y="${y}" width="${w * 0.12}" height="${h * 0.07}" rx="4" stroke="${P.grey}" ${LINE}/>`);
      if (tagged) rows.push(`<rect x="${x + 8}" y="${y + 8}" width="14" height="14" fill="${P.teal}"/>`);
    }
  }
  const gx = w * (0.3 + rand() * 0.3);
  return `${rows.join("\n")}
<path d="M ${gx} ${h * 0.95} L ${gx + 20} ${h * 0.15} L ${gx + w * 0.3} ${h * 0.15} L ${gx + w * 0.3 + 20} ${h * 0.95}" stroke="${P.white}" ${LINE}/>
<path d="M ${gx + 20} ${h * 0.22} L ${gx + w * 0.3} ${h * 0.22} M ${gx + w * 0.15} ${h * 0.22} L ${gx + w * 0.15} ${h * 0.34}" stroke="${P.tealSoft}" ${LINE}/>
<path d="M 0 ${h * 0.97} L ${w} ${h * 0.97}" stroke="${P.grey}" ${LINE}/>`;
};

/** A digital-twin dashboard: a route map with sensors, a trend line and status bars. */
export const twinDashboard: Scene = (w, h, seed) => {
  const rand = mulberry32(seed);
  const pad = w * 0.04,
    pw = w * 0.56,
    ph = h - pad * 2;
  const pts = alignment(pw, ph, seed, 40).map(([x, y]) => [x * 0.9 + pad * 1.5, y * 0.9 + pad * 1.5] as [number, number]);
  const sensors = pts
    .filter((_, i) => i % 8 === 4)
    .map(
      ([x, y]) =>
        `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="7" fill="${P.teal}"/><circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="18" stroke="${P.tealSoft}" stroke-opacity="0.6" ${LINE}/>`,
    )
    .join("\n");
  const sx = pad * 2 + pw,
    sw = w - sx - pad;
  const trend = Array.from({ length: 24 }, (_, i) => [sx + 20 + (i * (sw - 40)) / 23, pad + h * 0.32 - rand() * h * 0.2] as [number, number]);
  const bars = Array.from({ length: 6 }, (_, i) => {
    const bh = h * (0.06 + rand() * 0.2);
    return `<rect x="${sx + 24 + (i * (sw - 48)) / 6}" y="${h - pad - 20 - bh}" width="${(sw - 48) / 10}" height="${bh}" fill="${i % 2 ? P.teal : P.grey}" fill-opacity="0.85"/>`;
  }).join("\n");
  return `<rect x="${pad}" y="${pad}" width="${pw}" height="${ph}" rx="8" stroke="${P.greyDark}" ${LINE}/>
${contours(pad + pw * 0.5, pad + ph * 0.5, 6, ph * 0.07, seed)}
<path d="${pathOf(pts)}" stroke="${P.white}" ${LINE}/>
${sensors}
<rect x="${sx}" y="${pad}" width="${sw}" height="${h * 0.4}" rx="8" stroke="${P.greyDark}" ${LINE}/>
<path d="${pathOf(trend)}" stroke="${P.tealSoft}" ${LINE}/>
<rect x="${sx}" y="${pad + h * 0.45}" width="${sw}" height="${h - pad * 2 - h * 0.45}" rx="8" stroke="${P.greyDark}" ${LINE}/>
${bars}`;
};

/** A rail transit line on viaduct with stations. */
export const railLine: Scene = (w, h, seed) => {
  const pts = alignment(w, h, seed + 7).map(([x, y]) => [x, y * 0.8 + h * 0.08] as [number, number]);
  const stations = pts
    .filter((_, i) => i % 16 === 8)
    .map(
      ([x, y]) =>
        `<rect x="${(x - 22).toFixed(1)}" y="${(y - 12).toFixed(1)}" width="44" height="24" rx="6" fill="${P.navy}" stroke="${P.white}" stroke-width="3"/>`,
    )
    .join("\n");
  return `${contours(w * 0.6, h * 0.4, 8, h * 0.05, seed)}
<path d="${pathOf(pts)}" stroke="${P.tealSoft}" stroke-width="10" fill="none" stroke-linecap="round" stroke-opacity="0.35"/>
<path d="${pathOf(pts)}" stroke="${P.tealSoft}" ${LINE}/>
${stations}`;
};

/** A longitudinal profile: ground line, design grade line with vertical curves, and a cross-section. */
export const profile: Scene = (w, h, seed) => {
  const rand = mulberry32(seed);
  const ground = Array.from(
    { length: 60 },
    (_, i) => [w * 0.05 + (i * w * 0.9) / 59, h * (0.45 + 0.15 * Math.sin(i / 6 + seed) + rand() * 0.05)] as [number, number],
  );
  const grade = Array.from({ length: 60 }, (_, i) => [w * 0.05 + (i * w * 0.9) / 59, h * (0.5 + 0.08 * Math.sin(i / 14 + seed))] as [number, number]);
  const fills = grade
    .filter((_, i) => i % 4 === 0)
    .map(([x, y], k) => {
      const gy = ground[k * 4][1];
      return `<line x1="${x.toFixed(1)}" y1="${y.toFixed(1)}" x2="${x.toFixed(1)}" y2="${gy.toFixed(1)}" stroke="${gy > y ? P.teal : P.grey}" stroke-width="3" stroke-opacity="0.7"/>`;
    })
    .join("\n");
  const cy = h * 0.85;
  return `<path d="M ${w * 0.05} ${h * 0.2} L ${w * 0.05} ${h * 0.72} L ${w * 0.95} ${h * 0.72}" stroke="${P.greyDark}" ${LINE}/>
${fills}
<path d="${pathOf(ground)}" stroke="${P.grey}" ${LINE}/>
<path d="${pathOf(grade)}" stroke="${P.tealSoft}" ${LINE}/>
<path d="M ${w * 0.3} ${cy} L ${w * 0.4} ${cy - 30} L ${w * 0.6} ${cy - 30} L ${w * 0.7} ${cy}" stroke="${P.white}" ${LINE}/>`;
};

/** A smart construction site: tower crane, structure grid and sensor signal arcs. */
export const smartSite: Scene = (w, h, seed) => {
  const rand = mulberry32(seed);
  const base = h * 0.9;
  const blocks = Array.from({ length: 5 }, (_, i) => {
    const bw = w * 0.1,
      bh = h * (0.15 + rand() * 0.3),
      x = w * 0.12 + i * w * 0.15;
    return `<rect x="${x}" y="${base - bh}" width="${bw}" height="${bh}" stroke="${P.grey}" ${LINE}/><path d="M ${x} ${base - bh / 2} L ${x + bw} ${base - bh / 2}" stroke="${P.greyDark}" ${LINE}/>`;
  }).join("\n");
  const mx = w * 0.78;
  const waves = [30, 55, 80]
    .map(
      (r) =>
        `<path d="M ${mx - r} ${h * 0.18 - r * 0.3} A ${r} ${r} 0 0 1 ${mx + r} ${h * 0.18 - r * 0.3}" stroke="${P.tealSoft}" stroke-opacity="0.7" ${LINE}/>`,
    )
    .join("\n");
  return `${contours(w * 0.5, h * 0.3, 6, h * 0.05, seed)}
${blocks}
<path d="M ${mx} ${base} L ${mx} ${h * 0.2} M ${w * 0.45} ${h * 0.25} L ${w * 0.95} ${h * 0.25} M ${mx} ${h * 0.2} L ${w * 0.55} ${h * 0.25} M ${w * 0.6} ${h * 0.25} L ${w * 0.6} ${h * 0.45}" stroke="${P.white}" ${LINE}/>
${waves}
<path d="M 0 ${base} L ${w} ${base}" stroke="${P.grey}" ${LINE}/>`;
};

/** A training screen: a monitor framing an alignment design session. */
export const training: Scene = (w, h, seed) => {
  const mx = w * 0.2,
    my = h * 0.12,
    mw = w * 0.6,
    mh = h * 0.62;
  const pts = alignment(mw * 0.9, mh * 0.8, seed, 50).map(([x, y]) => [mx + mw * 0.05 + x * 0.95, my + mh * 0.1 + y] as [number, number]);
  return `<rect x="${mx}" y="${my}" width="${mw}" height="${mh}" rx="10" stroke="${P.white}" ${LINE}/>
<path d="M ${w * 0.42} ${my + mh} L ${w * 0.4} ${h * 0.88} L ${w * 0.6} ${h * 0.88} L ${w * 0.58} ${my + mh}" stroke="${P.grey}" ${LINE}/>
${contours(mx + mw * 0.5, my + mh * 0.5, 5, mh * 0.08, seed)}
<path d="${pathOf(pts)}" stroke="${P.tealSoft}" ${LINE}/>
${ticks(pts, 10, 10)}`;
};

export const SCENES = { roadScheme, interchange, bridge, tunnel, precastYard, twinDashboard, railLine, profile, smartSite, training };
export type SceneName = keyof typeof SCENES;
