// The product pages' pictures (public/img/*-hero.svg): each product at work, drawn as a screenshot
// of its window (title bar, toolbar, panels, property grid, status bar) in the site's palette
// (src/styles/tokens.css). Text is numbers, station marks and engineering symbols only, so one
// picture serves both languages. Run: node scripts/seed-art/product-shots.ts (writes public/img).
import { writeFileSync } from "node:fs";
import { join } from "node:path";

const C = {
  b900: "#06264a",
  b800: "#0a3566",
  b700: "#0d4584",
  b600: "#1559a8",
  b100: "#e6eef8",
  b50: "#f3f7fc",
  a600: "#0b7d72",
  a500: "#12a392",
  a100: "#dcf3f0",
  amber: "#e8a317",
  ink9: "#111a26",
  ink7: "#2f3b4c",
  ink6: "#4a5668",
  ink4: "#8994a3",
  line: "#dde3ea",
  alt: "#f5f7fa",
  red: "#b42318",
  green: "#067647",
  grey: "#c3cedb",
};
const W = 640;
const H = 420;
const n = (v: number) => String(Math.round(v));
const d1 = (v: number) => String(Math.round(v * 10) / 10);
const pts = (p: [number, number][]) => p.map(([x, y]) => `${d1(x)} ${d1(y)}`).join(" ");
const line = (p: [number, number][], attrs: string) => `<path d="M${pts(p)}" ${attrs}/>`;
const rect = (x: number, y: number, w: number, h: number, attrs: string) => `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" ${attrs}/>`;
const text = (x: number, y: number, s: string, attrs = "") => `<text x="${n(x)}" y="${n(y)}" ${attrs}>${s}</text>`;
/** Monospace label (class m in the document's style). */
const mono = (x: number, y: number, s: string, fill: string = C.ink6, extra = "") => text(x, y, s, `class="m" fill="${fill}"${extra ? ` ${extra}` : ""}`);

/** Toolbar glyphs: small line icons, one each. */
const GLYPHS = [
  "M4 14 L14 4",
  "M3 13 Q9 1 15 13",
  "M9 3 A6 6 0 1 0 9.01 3",
  "M3 3 H15 V15 H3 Z",
  "M3 9 H15 M9 3 V15",
  "M3 14 L7 8 L11 11 L15 4",
  "M4 4 L14 14 M14 4 L4 14",
  "M3 6 H15 M3 10 H15 M3 14 H11",
  "M9 2 L15 15 H3 Z",
  "M3 9 A6 3 0 1 0 15 9 A6 3 0 1 0 3 9",
];

interface Frame {
  title: string;
  /** Left panel rows (bar widths in px; a negative width is the selected row). */
  tree?: number[];
  /** Right property grid: [symbol, value] rows. */
  props?: [string, string][];
  status: string;
  body: string;
  /** Width of the left panel and right panel when present. */
  left?: number;
  right?: number;
  tools?: number;
}

/** The canvas box inside a frame's panels. */
export const canvasOf = (f: Pick<Frame, "tree" | "props" | "left" | "right">) => {
  const x = f.tree ? (f.left ?? 116) : 0;
  const r = f.props ? (f.right ?? 128) : 0;
  return { x, y: 56, w: W - x - r, h: 342 };
};

function frame(f: Frame): string {
  const box = canvasOf(f);
  const parts: string[] = [];
  // Title bar and window buttons.
  parts.push(rect(0, 0, W, 26, `fill="${C.b800}"`));
  parts.push(`<rect x="9" y="6" width="14" height="14" rx="3" fill="${C.a500}"/><path d="M12 16 L16 9 L20 16" stroke="#fff" stroke-width="1.6" fill="none"/>`);
  parts.push(text(31, 17.5, f.title, `fill="#fff" font-size="11" font-weight="600" font-family="Segoe UI,Helvetica,Arial,sans-serif"`));
  parts.push(`<path d="M582 13 H592 M603 8 H613 V18 H603 Z M624 8 L634 18 M634 8 L624 18" stroke="#fff" stroke-opacity=".75" stroke-width="1.3" fill="none"/>`);
  // Toolbar.
  parts.push(
    rect(0, 26, W, 30, `fill="#fff"`),
    line(
      [
        [0, 55.5],
        [W, 55.5],
      ],
      `stroke="${C.line}"`,
    ),
  );
  const tools = f.tools ?? 10;
  for (let i = 0; i < tools; i++) {
    const x = 10 + i * 26 + Math.floor(i / 4) * 10;
    parts.push(
      `<g transform="translate(${x} 32)"${i === 1 ? "" : ""}>${i === 1 ? `<rect x="-2" y="-2" width="22" height="22" rx="4" fill="${C.b100}"/>` : ""}<path d="${GLYPHS[i % GLYPHS.length]}" stroke="${C.b700}" stroke-width="1.5" fill="none"/></g>`,
    );
    if (i % 4 === 3)
      parts.push(
        line(
          [
            [x + 28, 32],
            [x + 28, 50],
          ],
          `stroke="${C.line}"`,
        ),
      );
  }
  parts.push(
    `<rect x="${W - 150}" y="32" width="140" height="18" rx="9" fill="${C.alt}" stroke="${C.line}"/><circle cx="${W - 139}" cy="41" r="4" stroke="${C.ink4}" fill="none"/>`,
  );
  // Left tree.
  if (f.tree) {
    const w = box.x;
    parts.push(
      rect(0, 56, w, 342, `fill="${C.alt}"`),
      line(
        [
          [w - 0.5, 56],
          [w - 0.5, 398],
        ],
        `stroke="${C.line}"`,
      ),
    );
    parts.push(rect(0, 56, w, 18, `fill="${C.b100}"`), rect(8, 63, 44, 4, `rx="2" fill="${C.b700}"`));
    const squares = ["", ""];
    let bars = "";
    f.tree.forEach((bar, i) => {
      const y = 84 + i * 18;
      const indent = bar < 0 || i % 3 ? 20 : 8;
      if (bar < 0)
        parts.push(
          rect(2, y - 6, w - 4, 16, `rx="3" fill="${C.a100}"`),
          line(
            [
              [indent + 15, y + 2],
              [indent + 13 + Math.abs(bar), y + 2],
            ],
            `stroke="${C.a600}" stroke-width="4" stroke-linecap="round"`,
          ),
        );
      else bars += `M${indent + 15} ${y + 2}h${bar - 4}`;
      squares[i % 3 ? 1 : 0] += `M${indent} ${y - 2}h8v8h-8z`;
    });
    parts.push(
      `<path d="${bars}" stroke="${C.grey}" stroke-width="4" stroke-linecap="round"/><path d="${squares[0]}" fill="${C.a500}"/><path d="${squares[1]}" fill="${C.b600}" fill-opacity=".55"/>`,
    );
  }
  // Right property grid.
  if (f.props) {
    const x = W - (f.right ?? 128);
    parts.push(
      rect(x, 56, W - x, 342, `fill="#fff"`),
      line(
        [
          [x + 0.5, 56],
          [x + 0.5, 398],
        ],
        `stroke="${C.line}"`,
      ),
    );
    parts.push(rect(x, 56, W - x, 18, `fill="${C.b100}"`), rect(x + 8, 63, 52, 4, `rx="2" fill="${C.b700}"`));
    f.props.forEach(([k, v], i) => {
      const y = 74 + i * 20;
      if (i % 2) parts.push(rect(x + 1, y, W - x - 1, 20, `fill="${C.b50}"`));
      parts.push(mono(x + 8, y + 14, k, C.ink6), mono(W - 8, y + 14, v, C.ink9, `text-anchor="end"`));
      parts.push(
        line(
          [
            [x + 44, y],
            [x + 44, y + 20],
          ],
          `stroke="${C.line}"`,
        ),
      );
    });
  }
  // Status bar.
  parts.push(
    rect(0, 398, W, 22, `fill="${C.b100}"`),
    line(
      [
        [0, 398.5],
        [W, 398.5],
      ],
      `stroke="${C.line}"`,
    ),
  );
  parts.push(`<circle cx="12" cy="409" r="3.5" fill="${C.green}"/>`, mono(22, 412.5, f.status, C.ink7));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<style>.m{font:9.5px ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}</style>
<clipPath id="w"><rect width="${W}" height="${H}" rx="8"/></clipPath>
<g clip-path="url(#w)"><rect width="${W}" height="${H}" fill="#fff"/>
${f.body}
${parts.join("\n")}
</g><rect x=".5" y=".5" width="${W - 1}" height="${H - 1}" rx="8" fill="none" stroke="${C.b800}" stroke-opacity=".35"/>
</svg>
`;
}

/** Smooth closed terrain rings around (cx, cy). */
function contours(cx: number, cy: number, rings: number, step: number, phase: number, stroke = C.line): string {
  const out: string[] = [];
  for (let r = 1; r <= rings; r++) {
    const p: [number, number][] = [];
    for (let k = 0; k <= 18; k++) {
      const a = (k / 18) * Math.PI * 2;
      const rr = r * step * (1 + 0.16 * Math.sin(3 * a + phase + r * 0.3) + 0.08 * Math.cos(5 * a + phase));
      p.push([cx + rr * Math.cos(a) * 1.5, cy + rr * Math.sin(a)]);
    }
    out.push(line(p, `fill="none" stroke="${stroke}" stroke-width="${r % 4 === 0 ? 1.2 : 0.8}"`));
  }
  return out.join("");
}

/** Points of y = f(x) from x0 to x1. */
const curve = (x0: number, x1: number, f: (x: number) => number, steps = 40): [number, number][] =>
  Array.from({ length: steps + 1 }, (_, i) => {
    const x = x0 + ((x1 - x0) * i) / steps;
    return [x, f(x)] as [number, number];
  });

/** Offset of a polyline by d (road edges). */
function offset(p: [number, number][], d: number): [number, number][] {
  return p.map(([x, y], i) => {
    const [ax, ay] = p[Math.max(0, i - 1)]!;
    const [bx, by] = p[Math.min(p.length - 1, i + 1)]!;
    const len = Math.hypot(bx - ax, by - ay) || 1;
    return [x - ((by - ay) / len) * d, y + ((bx - ax) / len) * d];
  });
}

const station = (m: number) => `K${Math.floor(m / 1000)}+${String(m % 1000).padStart(3, "0")}`;

// ---------------------------------------------------------------------------------------------
/** EICAD road design: the alignment in plan over terrain, its profile below (grade line, vertical curves). */
function roadDesign(): string {
  const f: Frame = {
    title: "EICAD",
    tree: [64, 52, -70, 48, 60, 44, 66, 50, 38, 58, 46, 62, 40],
    props: [
      ["V", "80"],
      ["R", "650.000"],
      ["Ls", "120.000"],
      ["A", "279.285"],
      ["e", "4.0%"],
      ["T", "286.41"],
      ["L", "548.62"],
      ["i1", "+2.50%"],
      ["i2", "-1.80%"],
      ["Rv", "12000"],
      ["E", "0.77"],
      ["H", "132.46"],
    ],
    status: "K12+340.000   X 3345678.120   Y 512340.560   H 132.46",
    body: "",
  };
  const b = canvasOf(f);
  const plan = { y: b.y, h: 196 };
  const body: string[] = [];
  body.push(rect(b.x, plan.y, b.w, plan.h, `fill="${C.b50}"`));
  body.push(`<g clip-path="url(#pl)"><clipPath id="pl"><rect x="${b.x}" y="${plan.y}" width="${b.w}" height="${plan.h}"/></clipPath>`);
  body.push(contours(b.x + 120, plan.y + 150, 7, 17, 0.7), contours(b.x + 330, plan.y + 40, 4, 16, 2.1));
  const yOf = (x: number) => plan.y + 140 - 70 * Math.sin(((x - b.x) / b.w) * Math.PI * 0.95) + 10 * Math.sin(((x - b.x) / b.w) * 6);
  const axis = curve(b.x - 4, b.x + b.w + 4, yOf, 30);
  body.push(
    line(offset(axis, 9), `fill="none" stroke="${C.b700}" stroke-width="1.2"`),
    line(offset(axis, -9), `fill="none" stroke="${C.b700}" stroke-width="1.2"`),
  );
  body.push(line(axis, `fill="none" stroke="${C.red}" stroke-width="1" stroke-dasharray="8 3 2 3"`));
  // Curve: tangents to the intersection point, curve limits.
  const ip: [number, number] = [b.x + 190, plan.y + 44];
  body.push(line([[b.x + 60, yOf(b.x + 60)], ip, [b.x + 330, yOf(b.x + 330)]], `fill="none" stroke="${C.ink4}" stroke-width=".8" stroke-dasharray="4 3"`));
  body.push(`<circle cx="${ip[0]}" cy="${ip[1]}" r="3" fill="#fff" stroke="${C.ink6}"/>`, mono(ip[0] + 6, ip[1] - 4, "IP3", C.ink7));
  body.push(
    rect(ip[0] - 92, ip[1] - 16, 60, 28, `rx="3" fill="#fff" stroke="${C.b700}" stroke-width=".8"`),
    mono(ip[0] - 86, ip[1] - 4, "R=650", C.b900),
    mono(ip[0] - 86, ip[1] + 7, "Ls=120", C.b900),
  );
  // Stations every 100 m.
  for (let i = 0; i <= 7; i++) {
    const x = b.x + 22 + i * ((b.w - 40) / 7);
    const y = yOf(x);
    body.push(
      line(
        [
          [x, y - 12],
          [x, y + 12],
        ],
        `stroke="${C.b900}" stroke-width="1"`,
      ),
    );
    if (i % 2 === 0) body.push(mono(x + 3, y + 22, station(12000 + i * 100), C.b900, `font-size="8"`));
  }
  // Current station marker.
  const cx = b.x + 250;
  body.push(`<circle cx="${cx}" cy="${n(yOf(cx))}" r="5" fill="${C.amber}" stroke="#fff" stroke-width="1.5"/>`);
  body.push("</g>");
  // Profile.
  const pr = { y: plan.y + plan.h + 18, h: b.h - plan.h - 18 };
  body.push(rect(b.x, plan.y + plan.h, b.w, 18, `fill="${C.b100}"`), rect(b.x + 8, plan.y + plan.h + 7, 40, 4, `rx="2" fill="${C.b700}"`));
  body.push(rect(b.x, pr.y, b.w, pr.h, `fill="#fff"`));
  for (let i = 0; i <= 7; i++) {
    const x = b.x + 22 + i * ((b.w - 40) / 7);
    body.push(
      line(
        [
          [x, pr.y + 4],
          [x, pr.y + pr.h - 16],
        ],
        `stroke="${C.line}" stroke-width=".8"`,
      ),
    );
    if (i % 2 === 0) body.push(mono(x - 20, pr.y + pr.h - 5, station(12000 + i * 100), C.ink6, `font-size="8"`));
  }
  for (let j = 0; j < 4; j++) {
    const y = pr.y + 12 + j * 28;
    body.push(
      line(
        [
          [b.x + 20, y],
          [b.x + b.w, y],
        ],
        `stroke="${C.line}" stroke-width=".8"`,
      ),
      mono(b.x + 2, y + 3, String(140 - j * 5), C.ink4, `font-size="8"`),
    );
  }
  const ground = curve(b.x + 20, b.x + b.w, (x) => pr.y + 70 - 26 * Math.sin((x - b.x) / 60) - 10 * Math.cos((x - b.x) / 23), 36);
  body.push(line(ground, `fill="none" stroke="${C.ink4}" stroke-width="1"`));
  // Grade line: two grades joined by a vertical curve (a parabola between tangent points).
  const pvi: [number, number] = [b.x + 200, pr.y + 26];
  const g1 = -0.25;
  const g2 = 0.18;
  const t = 50;
  const grade = (x: number) => {
    if (x < pvi[0] - t) return pvi[1] + g1 * (pvi[0] - x) * -1;
    if (x > pvi[0] + t) return pvi[1] + g2 * (x - pvi[0]);
    const s = x - (pvi[0] - t);
    return pvi[1] - g1 * t + g1 * s + ((g2 - g1) / (4 * t)) * s * s;
  };
  body.push(line([[b.x + 20, grade(b.x + 20)], pvi, [b.x + b.w, grade(b.x + b.w)]], `fill="none" stroke="${C.ink4}" stroke-width=".8" stroke-dasharray="4 3"`));
  body.push(line(curve(b.x + 20, b.x + b.w, grade, 30), `fill="none" stroke="${C.b700}" stroke-width="2"`));
  body.push(`<path d="M${pvi[0] - 4} ${pvi[1] - 8} h8 l-4 6 Z" fill="${C.a600}"/>`, mono(pvi[0] + 8, pvi[1] - 4, "Rv=12000", C.a600, `font-size="8.5"`));
  body.push(
    mono(b.x + 40, grade(b.x + 60) - 6, "+2.50%", C.b700, `font-size="8.5"`),
    mono(b.x + 300, grade(b.x + 320) - 6, "-1.80%", C.b700, `font-size="8.5"`),
  );
  body.push(
    line(
      [
        [cx, pr.y + 2],
        [cx, pr.y + pr.h - 16],
      ],
      `stroke="${C.amber}" stroke-width="1.2"`,
    ),
  );
  f.body = body.join("");
  return frame(f);
}

// ---------------------------------------------------------------------------------------------
/** EICAD interchange: a cloverleaf in plan, one loop ramp selected with its grips and properties. */
function interchange(): string {
  const f: Frame = {
    title: "EICAD · Interchange",
    tree: [60, -52, 48, 52, 46, 40, 58, 44, 50, 62, 38, 56, 42, 48],
    props: [
      ["V", "40"],
      ["R", "60.000"],
      ["A", "55.000"],
      ["e", "6.0%"],
      ["w", "9.00"],
      ["L", "412.63"],
      ["i", "+3.20%"],
      ["Rv", "1500"],
      ["Δ", "270°"],
      ["K", "2+150"],
    ],
    status: "B   K0+212.480   X 3346120.35   Y 512876.02",
    body: "",
  };
  const b = canvasOf(f);
  const cx = b.x + b.w / 2;
  const cy = b.y + b.h / 2;
  const body: string[] = [rect(b.x, b.y, b.w, b.h, `fill="${C.b50}"`)];
  body.push(`<g clip-path="url(#c)"><clipPath id="c"><rect x="${b.x}" y="${b.y}" width="${b.w}" height="${b.h}"/></clipPath>`);
  body.push(contours(cx - 60, cy + 40, 8, 18, 1.2));
  const road = (d: string, w: number, c: string) => `<path d="${d}" fill="none" stroke="${c}" stroke-width="${w}"/>`;
  const main = `M${b.x} ${cy} H${b.x + b.w} M${cx} ${b.y} V${b.y + b.h}`;
  body.push(road(main, 22, C.b700), road(main, 19, "#fff"), `<path d="${main}" stroke="${C.grey}" stroke-width="1" stroke-dasharray="6 5"/>`);
  // Loops and outer ramps in the four quadrants.
  const r = 44;
  const loops: string[] = [];
  const outers: string[] = [];
  for (const [sx, sy] of [
    [1, 1],
    [-1, 1],
    [-1, -1],
    [1, -1],
  ] as const) {
    const lx = cx + sx * (r + 14);
    const ly = cy + sy * (r + 14);
    loops.push(`M${lx} ${ly} m${-r} 0 a${r} ${r} 0 1 0 ${2 * r} 0 a${r} ${r} 0 1 0 ${-2 * r} 0`);
    outers.push(`M${cx + sx * 200} ${cy + sy * 11} C${cx + sx * 128} ${cy + sy * 14} ${cx + sx * 140} ${cy + sy * 138} ${cx + sx * 11} ${cy + sy * 200}`);
  }
  for (const d of [...loops, ...outers]) body.push(road(d, 9, C.b700), road(d, 6.5, "#fff"));
  // The selected loop.
  body.push(road(loops[0]!, 9, C.amber), road(loops[0]!, 6.5, "#fff7e6"));
  const sel: [number, number] = [cx + r + 14, cy + r + 14];
  for (const [gx, gy] of [
    [sel[0] - r, sel[1]],
    [sel[0] + r, sel[1]],
    [sel[0], sel[1] + r],
    [sel[0], sel[1] - r],
  ])
    body.push(rect(gx! - 3, gy! - 3, 6, 6, `fill="#fff" stroke="${C.amber}" stroke-width="1.4"`));
  body.push(
    line(
      [
        [sel[0], sel[1]],
        [sel[0] + 31, sel[1] - 31],
      ],
      `stroke="${C.amber}" stroke-dasharray="3 2"`,
    ),
    mono(sel[0] + 4, sel[1] - 8, "R=60", "#9a6a06"),
  );
  for (const [x, y, s] of [
    [cx - 120, cy - 150, "A"],
    [cx + 110, cy - 150, "C"],
    [cx - 150, cy + 120, "D"],
    [cx + 104, cy + 150, "B"],
  ] as const)
    body.push(
      `<circle cx="${x}" cy="${y}" r="8" fill="${C.b800}"/>`,
      text(x, y + 3.5, s, `fill="#fff" font-size="9" font-weight="700" text-anchor="middle" font-family="Arial,sans-serif"`),
    );
  body.push(mono(b.x + 8, cy - 16, station(2100), C.b900, `font-size="8"`), mono(cx + 16, b.y + 14, station(5300), C.b900, `font-size="8"`));
  body.push("</g>");
  // View cube.
  body.push(
    `<g transform="translate(${b.x + b.w - 40} ${b.y + 10})"><rect width="30" height="30" rx="4" fill="#fff" stroke="${C.line}"/><path d="M15 5 L25 10 V21 L15 26 L5 21 V10 Z M15 5 V15 L25 10 M15 15 L5 10 M15 15 V26" fill="none" stroke="${C.b600}"/></g>`,
  );
  f.body = body.join("");
  return frame(f);
}

// ---------------------------------------------------------------------------------------------
/** Report3D: the road and a bridge as a 3D model, layers on the left, the station timeline below. */
function model3d(): string {
  const f: Frame = { title: "Report3D", tree: [-58, 50, 64, 46, 56, 40, 60, 48, 52, 44, 58, 36], status: "K3+460   FPS 60   1920×1080", body: "" };
  const b = canvasOf(f);
  const body: string[] = [];
  const out3d = (svg: string) => body.push(svg);
  const horizon = b.y + 120;
  body.push(
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfe0f3"/><stop offset="1" stop-color="#eef4fa"/></linearGradient><linearGradient id="gnd" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d7e9e4"/><stop offset="1" stop-color="#a9d2c8"/></linearGradient></defs>`,
  );
  body.push(rect(b.x, b.y, b.w, b.h, `fill="url(#sky)"`), rect(b.x, horizon, b.w, b.h - (horizon - b.y), `fill="url(#gnd)"`));
  // Hills.
  body.push(
    `<path d="M${b.x} ${horizon} Q${b.x + 80} ${horizon - 40} ${b.x + 160} ${horizon - 8} T${b.x + 320} ${horizon - 14} T${b.x + b.w} ${horizon} Z" fill="#b8d9cf"/>`,
  );
  // Road: a perspective ribbon curving away (center line x(t), half width shrinking).
  const vp = b.x + b.w * 0.62;
  const seg = 26;
  const left: [number, number][] = [];
  const right: [number, number][] = [];
  const mid: [number, number][] = [];
  for (let i = 0; i <= seg; i++) {
    const t = i / seg; // 0 near, 1 far
    const y = b.y + b.h - 40 - (b.h - 40 - (horizon - b.y) - 4) * (1 - (1 - t) ** 1.6);
    const x = b.x + b.w * 0.4 + (vp - b.x - b.w * 0.4) * t - 70 * Math.sin(t * Math.PI) * (1 - t * 0.4);
    const half = 78 * (1 - t) ** 1.3 + 2;
    left.push([x - half, y]);
    right.push([x + half, y]);
    mid.push([x, y]);
  }
  body.push(`<path d="M${pts(left)} L${pts([...right].reverse())} Z" fill="#5b6878"/>`);
  body.push(line(left, `fill="none" stroke="#eef4fa" stroke-width="2"`), line(right, `fill="none" stroke="#eef4fa" stroke-width="2"`));
  body.push(line(mid, `fill="none" stroke="${C.amber}" stroke-width="2" stroke-dasharray="10 8"`));
  // A viaduct crossing in the middle distance, in perspective: deck top, deck face, piers with a shaded side.
  const by = (x: number) => horizon + 44 - ((x - b.x) / b.w) * 16;
  const [l0, l1] = [b.x, b.x + b.w];
  out3d(
    `<path d="M${l0} ${n(by(l0) - 8)} L${l1} ${n(by(l1) - 8)} L${l1} ${n(by(l1) - 4)} L${l0} ${n(by(l0) - 4)} Z" fill="#f5f7fa" stroke="${C.b700}" stroke-width=".8"/>`,
  );
  out3d(`<path d="M${l0} ${n(by(l0) - 4)} L${l1} ${n(by(l1) - 4)} L${l1} ${n(by(l1) + 4)} L${l0} ${n(by(l0) + 4)} Z" fill="#9fb3c8"/>`);
  for (let i = 0; i < 6; i++) {
    const x = b.x + 24 + i * 72;
    const top = by(x) + 4;
    const h = 30 + (i % 2) * 2;
    out3d(
      `<path d="M${n(x)} ${n(top)} h7 v${h} h-7 Z" fill="#e3ebf3" stroke="${C.b600}" stroke-width=".6"/><path d="M${n(x + 7)} ${n(top)} h3 v${h} h-3 Z" fill="#9fb3c8"/>`,
    );
  }
  // Trees beside the road.
  for (const [x, y, r] of [
    [14, -70, 8],
    [40, -86, 7],
    [30, -52, 9],
    [62, -64, 7],
    [b.w - 40, -110, 8],
    [b.w - 18, -92, 9],
    [b.w - 64, -84, 7],
  ] as const) {
    out3d(`<circle cx="${n(b.x + x)}" cy="${n(b.y + b.h + y)}" r="${r}" fill="${C.a600}" fill-opacity=".75"/>`);
  }
  // Station flag in the scene.
  const [fx, fy] = mid[9]!;
  body.push(
    line(
      [
        [fx + 30, fy],
        [fx + 30, fy - 40],
      ],
      `stroke="${C.b900}" stroke-width="1.2"`,
    ),
    `<rect x="${n(fx + 30)}" y="${n(fy - 40)}" width="52" height="15" rx="3" fill="${C.b800}"/>`,
    mono(fx + 34, fy - 29.5, "K3+460", "#fff"),
  );
  // Timeline.
  const ty = b.y + b.h - 30;
  body.push(
    rect(b.x, ty, b.w, 30, `fill="#fff" fill-opacity=".94"`),
    `<circle cx="${b.x + 16}" cy="${ty + 15}" r="9" fill="${C.a500}"/><path d="M${b.x + 13} ${ty + 10} L${b.x + 21} ${ty + 15} L${b.x + 13} ${ty + 20} Z" fill="#fff"/>`,
  );
  const tx0 = b.x + 34;
  const tx1 = b.x + b.w - 12;
  body.push(rect(tx0, ty + 13, tx1 - tx0, 4, `rx="2" fill="${C.line}"`), rect(tx0, ty + 13, (tx1 - tx0) * 0.41, 4, `rx="2" fill="${C.a500}"`));
  for (let i = 0; i <= 8; i++)
    body.push(
      line(
        [
          [tx0 + ((tx1 - tx0) * i) / 8, ty + 20],
          [tx0 + ((tx1 - tx0) * i) / 8, ty + 24],
        ],
        `stroke="${C.ink4}"`,
      ),
    );
  body.push(
    `<circle cx="${n(tx0 + (tx1 - tx0) * 0.41)}" cy="${ty + 15}" r="5" fill="#fff" stroke="${C.a600}" stroke-width="2"/>`,
    mono(tx0, ty + 9, "K0+000", C.ink6, `font-size="8"`),
    mono(tx1, ty + 9, "K8+500", C.ink6, `font-size="8" text-anchor="end"`),
  );
  // View cube and compass.
  body.push(
    `<g transform="translate(${b.x + b.w - 42} ${b.y + 10})"><rect width="32" height="32" rx="4" fill="#fff" fill-opacity=".9" stroke="${C.line}"/><path d="M16 5 L27 11 V22 L16 28 L5 22 V11 Z M16 5 V16 L27 11 M16 16 L5 11 M16 16 V28" fill="none" stroke="${C.b600}"/></g>`,
  );
  f.body = body.join("");
  return frame(f);
}

// ---------------------------------------------------------------------------------------------
/** VRRoad: the driver's view of a curve with the sight-distance check, speed profile below. */
function driverView(): string {
  const f: Frame = {
    title: "VRRoad",
    props: [
      ["V", "80"],
      ["V85", "86.4"],
      ["ΔV", "9.2"],
      ["SD", "160 m"],
      ["SSD", "110 m"],
      ["R", "420"],
      ["i", "-2.1%"],
      ["e", "5.0%"],
    ],
    status: "K7+820   V85 86.4   SD 160 m   FOV 90°",
    body: "",
  };
  const b = canvasOf(f);
  const body: string[] = [];
  const horizon = b.y + 118;
  const view = { h: 236 };
  body.push(
    `<defs><linearGradient id="sk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9fc0e4"/><stop offset="1" stop-color="#e6eef8"/></linearGradient></defs>`,
  );
  body.push(rect(b.x, b.y, b.w, view.h, `fill="#a9cbbf"`), rect(b.x, b.y, b.w, horizon - b.y, `fill="url(#sk)"`));
  body.push(
    `<path d="M${b.x} ${horizon} Q${b.x + 100} ${horizon - 46} ${b.x + 210} ${horizon - 10} T${b.x + b.w} ${horizon - 20} V${horizon} Z" fill="#8fbcae"/>`,
  );
  // Road curving right to the horizon.
  const bottom = b.y + view.h;
  const cxAt = (t: number) => b.x + b.w * 0.45 + 150 * t ** 2;
  const ribbon = (half: number) => {
    const l: [number, number][] = [];
    const r: [number, number][] = [];
    for (let i = 0; i <= 20; i++) {
      const t = i / 20;
      const y = bottom - (bottom - horizon - 2) * t;
      const h = half * (1 - t) ** 1.1 + 1;
      l.push([cxAt(t) - h, y]);
      r.push([cxAt(t) + h, y]);
    }
    return { l, r };
  };
  const road = ribbon(230);
  body.push(`<path d="M${pts(road.l)} L${pts([...road.r].reverse())} Z" fill="#5b6878"/>`);
  // Sight-distance zone on the road, and its limit.
  const sd = ribbon(200);
  const k = 14;
  body.push(`<path d="M${pts(sd.l.slice(0, k))} L${pts(sd.r.slice(0, k).reverse())} Z" fill="${C.a500}" fill-opacity=".35"/>`);
  body.push(line([sd.l[k - 1]!, sd.r[k - 1]!], `stroke="${C.a100}" stroke-width="2" stroke-dasharray="6 4"`));
  body.push(line(road.l, `fill="none" stroke="#eef4fa" stroke-width="2.5"`), line(road.r, `fill="none" stroke="#eef4fa" stroke-width="2.5"`));
  body.push(line(ribbon(0).l, `fill="none" stroke="${C.amber}" stroke-width="2.5" stroke-dasharray="16 14"`));
  // Guardrail posts on the outside of the curve.
  for (let i = 1; i < 12; i++) {
    const [x, y] = road.r[i]!;
    const h = 16 * (1 - i / 20);
    body.push(
      line(
        [
          [x + 8 * (1 - i / 20), y],
          [x + 8 * (1 - i / 20), y - h],
        ],
        `stroke="#eef4fa" stroke-width="${n(2.5 * (1 - i / 20) + 0.5)}"`,
      ),
    );
  }
  const [lx, ly] = sd.r[k - 1]!;
  body.push(`<rect x="${n(lx + 8)}" y="${n(ly - 24)}" width="58" height="16" rx="3" fill="${C.b800}"/>`, mono(lx + 12, ly - 13, "SD 160 m", "#fff"));
  // Dashboard HUD.
  body.push(`<path d="M${b.x} ${bottom} Q${b.x + b.w / 2} ${bottom - 40} ${b.x + b.w} ${bottom} Z" fill="${C.b900}" fill-opacity=".85"/>`);
  body.push(
    `<circle cx="${b.x + b.w / 2}" cy="${bottom - 26}" r="24" fill="${C.b900}" stroke="${C.a500}" stroke-width="2"/>`,
    text(b.x + b.w / 2, bottom - 26, "86", `fill="#fff" font-size="16" font-weight="700" text-anchor="middle" font-family="Arial,sans-serif"`),
    mono(b.x + b.w / 2, bottom - 14, "km/h", C.a100, `text-anchor="middle" font-size="7"`),
  );
  // Speed profile chart.
  const ch = { y: b.y + view.h, h: b.h - view.h };
  body.push(rect(b.x, ch.y, b.w, ch.h, `fill="#fff"`), rect(b.x, ch.y, b.w, 16, `fill="${C.b100}"`), rect(b.x + 8, ch.y + 6, 60, 4, `rx="2" fill="${C.b700}"`));
  const x0 = b.x + 26;
  const x1 = b.x + b.w - 10;
  const yv = (v: number) => ch.y + ch.h - 14 - (v - 60) * 1.9;
  for (const v of [70, 80, 90, 100])
    body.push(
      line(
        [
          [x0, yv(v)],
          [x1, yv(v)],
        ],
        `stroke="${C.line}" stroke-width=".8"`,
      ),
      mono(b.x + 4, yv(v) + 3, String(v), C.ink4, `font-size="8"`),
    );
  body.push(
    line(
      [
        [x0, yv(80)],
        [x1, yv(80)],
      ],
      `stroke="${C.ink6}" stroke-dasharray="5 3"`,
    ),
  );
  const v85 = curve(x0, x1, (x) => yv(88 + 9 * Math.cos((x - x0) / 40) - 6 * Math.sin((x - x0) / 17)), 50);
  body.push(line(v85, `fill="none" stroke="${C.b700}" stroke-width="2"`));
  const mark = x0 + (x1 - x0) * 0.48;
  body.push(
    line(
      [
        [mark, ch.y + 18],
        [mark, ch.y + ch.h - 12],
      ],
      `stroke="${C.amber}" stroke-width="1.2"`,
    ),
  );
  for (let i = 0; i <= 4; i++)
    body.push(mono(x0 + ((x1 - x0) * i) / 4 - (i === 4 ? 34 : 0), ch.y + ch.h - 3, station(7400 + i * 200), C.ink6, `font-size="8"`));
  f.body = body.join("");
  return frame(f);
}

// ---------------------------------------------------------------------------------------------
/** The web dashboard frame (browser-like app with a dark icon rail instead of a tree). */
function dashboard(title: string, status: string, body: (b: { x: number; y: number; w: number; h: number }) => string): string {
  const rail = 44;
  const b = { x: rail, y: 56, w: W - rail, h: 342 };
  const parts: string[] = [rect(0, 56, rail, 342, `fill="${C.b900}"`)];
  for (let i = 0; i < 7; i++) {
    const y = 70 + i * 36;
    if (i === 1) parts.push(rect(6, y - 6, 32, 30, `rx="6" fill="${C.b700}"`));
    parts.push(
      `<path d="${GLYPHS[(i * 3) % GLYPHS.length]}" transform="translate(13 ${y})" stroke="${i === 1 ? "#fff" : "#9fb3c8"}" stroke-width="1.5" fill="none"/>`,
    );
  }
  parts.push(rect(b.x, b.y, b.w, b.h, `fill="${C.alt}"`), body(b));
  return frame({ title, status, body: parts.join(""), tools: 8 });
}

/** A white card with a title bar. */
const card = (x: number, y: number, w: number, h: number, titleW = 50) =>
  `${rect(x, y, w, h, `rx="6" fill="#fff" stroke="${C.line}"`)}${rect(x + 10, y + 10, titleW, 4, `rx="2" fill="${C.ink7}" fill-opacity=".7"`)}`;

/** Smart site and management: KPIs, the schedule as a Gantt chart, the bridge by status, an S curve. */
function managementDashboard(): string {
  return dashboard("Smart Site · Management", "03-18 09:42   126   PM10 46   62 dB", (b) => {
    const out: string[] = [];
    const kpis: [string, string, string][] = [
      ["72%", C.a500, "+3.1"],
      ["90%", C.b700, "+1.4"],
      ["55%", C.amber, "-2.0"],
      ["81%", C.green, "+0.6"],
    ];
    const cw = (b.w - 50) / 4;
    kpis.forEach(([v, c, d], i) => {
      const x = b.x + 10 + i * (cw + 10);
      out.push(card(x, b.y + 10, cw, 62, 40), text(x + 10, b.y + 48, v, `fill="${C.ink9}" font-size="20" font-weight="700" font-family="Arial,sans-serif"`));
      out.push(mono(x + 10, b.y + 63, d, d.startsWith("-") ? C.red : C.green, `font-size="8.5"`));
      out.push(
        line(
          curve(x + cw - 58, x + cw - 10, (xx) => b.y + 52 - 10 * Math.sin((xx - x) / 9 + i) - (xx - x - cw + 58) / 6, 10),
          `fill="none" stroke="${c}" stroke-width="1.6"`,
        ),
      );
    });
    // Gantt.
    const g = { x: b.x + 10, y: b.y + 82, w: b.w * 0.6, h: 250 };
    out.push(card(g.x, g.y, g.w, g.h, 60));
    const gx0 = g.x + 70;
    const months = 6;
    const mw = (g.w - 80) / months;
    for (let i = 0; i < months; i++) {
      out.push(
        mono(gx0 + i * mw + 4, g.y + 34, `0${i + 3}`, C.ink6, `font-size="8"`),
        line(
          [
            [gx0 + i * mw, g.y + 40],
            [gx0 + i * mw, g.y + g.h - 10],
          ],
          `stroke="${C.line}" stroke-width=".8"`,
        ),
      );
    }
    const tasks: [number, number, number, string][] = [
      [0, 1.6, 1, C.b700],
      [0.8, 2.6, 1, C.b700],
      [1.5, 3.2, 0.8, C.a500],
      [2, 4.6, 0.55, C.a500],
      [2.8, 4.1, 0.4, C.amber],
      [3.4, 5.5, 0.1, C.b600],
      [4, 5.8, 0, C.b600],
      [4.6, 6, 0, C.ink4],
    ];
    tasks.forEach(([s, e, done, c], i) => {
      const y = g.y + 48 + i * 24;
      out.push(rect(g.x + 10, y + 3, 30 + ((i * 17) % 24), 4, `rx="2" fill="${C.grey}"`));
      out.push(
        rect(gx0 + s * mw, y, (e - s) * mw, 11, `rx="3" fill="${c}" fill-opacity=".25"`),
        rect(gx0 + s * mw, y, (e - s) * mw * done, 11, `rx="3" fill="${c}"`),
      );
      if (i === 4) out.push(`<path d="M${n(gx0 + e * mw + 8)} ${y + 5.5} l5 -5 l5 5 l-5 5 Z" fill="${C.red}"/>`);
    });
    const today = gx0 + 3.1 * mw;
    out.push(
      line(
        [
          [today, g.y + 40],
          [today, g.y + g.h - 10],
        ],
        `stroke="${C.amber}" stroke-width="1.4" stroke-dasharray="4 3"`,
      ),
      `<rect x="${n(today - 16)}" y="${g.y + 24}" width="32" height="13" rx="3" fill="${C.amber}"/>`,
      mono(today, g.y + 33.5, "03-18", "#fff", `text-anchor="middle" font-size="8"`),
    );
    // Bridge by status.
    const m = { x: g.x + g.w + 10, y: g.y, w: b.x + b.w - (g.x + g.w + 20), h: 118 };
    out.push(card(m.x, m.y, m.w, m.h, 44));
    const deckY = m.y + 60;
    const spans = 5;
    const sw = (m.w - 20) / spans;
    const colours = [C.green, C.green, C.a500, C.amber, C.grey];
    for (let i = 0; i < spans; i++) out.push(rect(m.x + 10 + i * sw, deckY, sw - 1.5, 8, `fill="${colours[i]}"`));
    for (let i = 0; i <= spans; i++) out.push(rect(m.x + 8 + i * sw, deckY + 8, 4, 34, `fill="${i < 4 ? C.b700 : C.grey}"`));
    out.push(
      line(
        [
          [m.x + 6, deckY + 42],
          [m.x + m.w - 6, deckY + 42],
        ],
        `stroke="${C.ink4}"`,
      ),
    );
    for (let i = 0; i < 4; i++)
      out.push(
        `<circle cx="${n(m.x + 14 + i * 34)}" cy="${m.y + 30}" r="4" fill="${colours[i]}"/>`,
        mono(m.x + 21 + i * 34, m.y + 33, `${[2, 1, 1, 1][i]}`, C.ink6, `font-size="8"`),
      );
    // S curve: planned vs actual.
    const s = { x: m.x, y: m.y + m.h + 10, w: m.w, h: g.h - m.h - 10 };
    out.push(card(s.x, s.y, s.w, s.h, 40));
    const sx = (t: number) => s.x + 12 + t * (s.w - 24);
    const sy = (v: number) => s.y + s.h - 12 - v * (s.h - 40);
    const sCurve = (t: number) => 1 / (1 + Math.exp(-9 * (t - 0.5)));
    out.push(
      line(
        curve(0, 1, (t) => sy(sCurve(t)), 30).map(([t, y]) => [sx(t), y] as [number, number]),
        `fill="none" stroke="${C.ink4}" stroke-width="1.4" stroke-dasharray="4 3"`,
      ),
    );
    out.push(
      line(
        curve(0, 0.55, (t) => sy(sCurve(t) * 0.93), 20).map(([t, y]) => [sx(t), y] as [number, number]),
        `fill="none" stroke="${C.a500}" stroke-width="2"`,
      ),
    );
    out.push(`<circle cx="${n(sx(0.55))}" cy="${n(sy(sCurve(0.55) * 0.93))}" r="3.5" fill="${C.a500}"/>`);
    return out.join("");
  });
}

/** Smart site: the site plan with cranes, zones, gates, cameras, people and sensors; one alert. */
function siteMap(): string {
  return dashboard("Smart Site", "03-18 09:42   126   PM10 46   62 dB   3", (b) => {
    const out: string[] = [];
    const mp = { x: b.x + 10, y: b.y + 10, w: b.w * 0.66, h: b.h - 20 };
    out.push(rect(mp.x, mp.y, mp.w, mp.h, `rx="6" fill="#eef3ee" stroke="${C.line}"`));
    // Boundary, haul road, zones.
    out.push(
      `<path d="M${mp.x + 20} ${mp.y + 24} H${mp.x + mp.w - 18} V${mp.y + mp.h - 20} H${mp.x + 20} Z" fill="none" stroke="${C.b700}" stroke-width="1.6" stroke-dasharray="8 4"/>`,
    );
    out.push(
      `<path d="M${mp.x + 20} ${mp.y + mp.h - 60} H${mp.x + mp.w * 0.45} Q${mp.x + mp.w * 0.55} ${mp.y + mp.h - 60} ${mp.x + mp.w * 0.55} ${mp.y + mp.h - 100} V${mp.y + 24}" fill="none" stroke="#c9c3b5" stroke-width="14"/>`,
    );
    out.push(
      `<defs><pattern id="ht" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><path d="M0 0 V6" stroke="${C.b600}" stroke-opacity=".35" stroke-width="2"/></pattern></defs>`,
    );
    const zones: [number, number, number, number, string][] = [
      [0.08, 0.14, 0.3, 0.42, "url(#ht)"],
      [0.64, 0.12, 0.28, 0.3, C.a100],
      [0.64, 0.5, 0.28, 0.32, "url(#ht)"],
      [0.08, 0.62, 0.22, 0.16, C.b100],
    ];
    for (const [x, y, w, h, fill] of zones)
      out.push(rect(mp.x + mp.w * x, mp.y + mp.h * y, mp.w * w, mp.h * h, `rx="3" fill="${fill}" stroke="${C.b600}" stroke-opacity=".6"`));
    // Bridge piers under construction in the hatched zone.
    for (let i = 0; i < 4; i++) out.push(rect(mp.x + mp.w * 0.11 + i * 20, mp.y + mp.h * 0.3, 9, 9, `fill="${C.b700}"`));
    // Tower cranes: mast and swing radius.
    for (const [x, y, r] of [
      [0.26, 0.36, 62],
      [0.78, 0.64, 54],
    ] as const) {
      const cx = mp.x + mp.w * x;
      const cy = mp.y + mp.h * y;
      out.push(
        `<circle cx="${n(cx)}" cy="${n(cy)}" r="${r}" fill="${C.amber}" fill-opacity=".08" stroke="${C.amber}" stroke-dasharray="5 4"/>`,
        line(
          [
            [cx, cy],
            [cx + r * 0.8, cy - r * 0.6],
          ],
          `stroke="${C.amber}" stroke-width="2.2"`,
        ),
        rect(cx - 4, cy - 4, 8, 8, `fill="${C.amber}"`),
      );
    }
    // Gates, cameras, workers, sensors.
    for (const [x, y] of [
      [0.02, 0.78],
      [0.5, 0.02],
    ] as const)
      out.push(
        rect(mp.x + mp.w * x + 10, mp.y + mp.h * y + 14, 14, 14, `rx="3" fill="${C.b800}"`),
        `<path d="M${n(mp.x + mp.w * x + 13)} ${n(mp.y + mp.h * y + 25)} V${n(mp.y + mp.h * y + 18)} H${n(mp.x + mp.w * x + 21)} V${n(mp.y + mp.h * y + 25)}" stroke="#fff" fill="none"/>`,
      );
    for (const [x, y, a] of [
      [0.1, 0.1, 30],
      [0.9, 0.1, 150],
      [0.9, 0.9, 210],
      [0.47, 0.55, 0],
    ] as const) {
      const cx = mp.x + mp.w * x;
      const cy = mp.y + mp.h * y;
      out.push(
        `<g transform="translate(${n(cx)} ${n(cy)}) rotate(${a})"><path d="M0 0 L34 -14 A36 36 0 0 1 34 14 Z" fill="${C.b600}" fill-opacity=".12"/><rect x="-5" y="-4" width="10" height="8" rx="2" fill="${C.b700}"/></g>`,
      );
    }
    const people = [
      [0.2, 0.5],
      [0.23, 0.55],
      [0.3, 0.22],
      [0.7, 0.2],
      [0.74, 0.26],
      [0.8, 0.56],
      [0.72, 0.72],
      [0.15, 0.7],
      [0.4, 0.8],
      [0.58, 0.4],
    ];
    for (const [x, y] of people) out.push(`<circle cx="${n(mp.x + mp.w * x!)}" cy="${n(mp.y + mp.h * y!)}" r="3" fill="${C.a500}" stroke="#fff"/>`);
    const sensors = [
      [0.36, 0.16],
      [0.62, 0.46],
      [0.88, 0.4],
      [0.12, 0.88],
      [0.5, 0.9],
    ];
    for (const [x, y] of sensors) out.push(`<path d="M${n(mp.x + mp.w * x!)} ${n(mp.y + mp.h * y! - 5)} l5 5 l-5 5 l-5 -5 Z" fill="${C.green}"/>`);
    const [ax, ay] = [mp.x + mp.w * 0.82, mp.y + mp.h * 0.78];
    out.push(
      `<circle cx="${n(ax)}" cy="${n(ay)}" r="14" fill="${C.red}" fill-opacity=".15"/><circle cx="${n(ax)}" cy="${n(ay)}" r="5" fill="${C.red}"/>`,
      `<rect x="${n(ax - 64)}" y="${n(ay - 34)}" width="58" height="16" rx="3" fill="${C.red}"/>`,
      mono(ax - 60, ay - 23, "dB 86 ▲", "#fff"),
    );
    // North arrow and scale.
    out.push(
      `<path d="M${mp.x + mp.w - 22} ${mp.y + mp.h - 56} l6 16 l-6 -4 l-6 4 Z" fill="${C.ink7}"/>`,
      line(
        [
          [mp.x + mp.w - 90, mp.y + mp.h - 12],
          [mp.x + mp.w - 40, mp.y + mp.h - 12],
        ],
        `stroke="${C.ink7}" stroke-width="2"`,
      ),
      mono(mp.x + mp.w - 36, mp.y + mp.h - 9, "50 m", C.ink7, `font-size="8"`),
    );
    // Side: KPIs and the alert list.
    const sx = mp.x + mp.w + 10;
    const sw = b.x + b.w - sx - 10;
    const kp: [string, string][] = [
      ["126", C.a500],
      ["46", C.green],
      ["62", C.amber],
    ];
    kp.forEach(([v, c], i) => {
      const y = b.y + 10 + i * 46;
      out.push(
        card(sx, y, sw, 40, 30),
        text(sx + 10, y + 34, v, `fill="${C.ink9}" font-size="16" font-weight="700" font-family="Arial,sans-serif"`),
        rect(sx + sw - 40, y + 24, 30, 6, `rx="3" fill="${c}" fill-opacity=".3"`),
        rect(sx + sw - 40, y + 24, 10 + i * 7, 6, `rx="3" fill="${c}"`),
      );
    });
    const ly = b.y + 10 + 3 * 46;
    out.push(card(sx, ly, sw, b.y + b.h - 10 - ly, 40));
    const alerts: [string, string][] = [
      [C.red, "09:41"],
      [C.amber, "09:12"],
      [C.amber, "08:57"],
      [C.green, "08:30"],
      [C.green, "08:02"],
    ];
    alerts.forEach(([c, t], i) => {
      const y = ly + 30 + i * 26;
      out.push(
        `<circle cx="${sx + 14}" cy="${y}" r="4" fill="${c}"/>`,
        rect(sx + 24, y - 6, sw - 70, 4, `rx="2" fill="${C.grey}"`),
        rect(sx + 24, y + 2, (sw - 70) * 0.6, 3, `rx="1.5" fill="${C.line}"`),
        mono(sx + sw - 8, y + 3, t, C.ink6, `text-anchor="end" font-size="8.5"`),
      );
    });
    return out.join("");
  });
}

/** Prefabrication: the precast yard by bay, a gantry crane, components with QR codes and their status. */
function precastYard(): string {
  const qr = (x: number, y: number, s: number) => {
    // A 13-module code: finder squares and a fixed pattern.
    const cells: string[] = [];
    const bits = [0x1a5b, 0x0e93, 0x1c6d, 0x1312, 0x0b4e, 0x1669, 0x09b5];
    for (let r = 0; r < 13; r++) {
      for (let c = 0; c < 13; c++) {
        const finder = (r < 5 && c < 5) || (r < 5 && c > 7) || (r > 7 && c < 5);
        if (finder) continue;
        if ((bits[(r + c) % 7]! >> ((r * 3 + c) % 13)) & 1) cells.push(`M${n(x + c * s)} ${n(y + r * s)}h${s}v${s}h-${s}z`);
      }
    }
    const finder = (fx: number, fy: number) =>
      `<rect x="${n(fx + s / 2)}" y="${n(fy + s / 2)}" width="${n(4 * s)}" height="${n(4 * s)}" fill="none" stroke="${C.ink9}" stroke-width="${s}"/><rect x="${n(fx + 1.5 * s)}" y="${n(fy + 1.5 * s)}" width="${n(2 * s)}" height="${n(2 * s)}" fill="${C.ink9}"/>`;
    return `<path d="${cells.join("")}" fill="${C.ink9}"/>${finder(x, y)}${finder(x + 8 * s, y)}${finder(x, y + 8 * s)}`;
  };
  const f: Frame = {
    title: "Prefab",
    tree: [56, -62, 48, 52, 44, 58, 40, 50, 46, 60, 42, 54],
    props: [
      ["ID", "XL-B12-07"],
      ["L", "30.00"],
      ["t", "92.4"],
      ["C", "C50"],
      ["28d", "56.2"],
      ["Bay", "B-3"],
      ["Out", "03-21"],
    ],
    right: 150,
    status: "B-3   48 / 64   03-18 09:42",
    body: "",
  };
  const b = canvasOf(f);
  const out: string[] = [rect(b.x, b.y, b.w, b.h, `fill="#eef1f4"`)];
  const statusColour = [C.green, C.a500, C.amber, C.b600, C.grey];
  // Bays: rows of box girders.
  const rows = 5;
  const cols = 4;
  const gx = b.x + 16;
  const gy = b.y + 40;
  const cw = (b.w - 40) / cols;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const x = gx + c * cw;
      const y = gy + r * 54;
      const s = (r * 3 + c * 2 + (r > 2 ? 1 : 0)) % 5;
      out.push(
        `<rect x="${n(x)}" y="${y + 6}" width="${n(cw - 10)}" height="26" rx="3" fill="#fff" stroke="${statusColour[s]}" stroke-width="1.6"/><path d="M${n(x + 4)} ${y + 16}h${n(cw - 18)}M${n(x + 4)} ${y + 23}h${n(cw - 18)}" stroke="${statusColour[s]}" stroke-opacity=".35" stroke-width="4"/><rect x="${n(x + cw - 19)}" y="${y + 2}" width="6" height="6" fill="#fff" stroke="${C.ink9}" stroke-width="2"/>`,
      );
    }
  }
  // Gantry crane spanning the yard, lifting one girder.
  const cy = gy + 2 * 54 - 6;
  out.push(
    line(
      [
        [b.x + 6, b.y + 30],
        [b.x + 6, b.y + b.h - 8],
      ],
      `stroke="${C.ink6}" stroke-width="3"`,
    ),
    line(
      [
        [b.x + b.w - 6, b.y + 30],
        [b.x + b.w - 6, b.y + b.h - 8],
      ],
      `stroke="${C.ink6}" stroke-width="3"`,
    ),
  );
  out.push(rect(b.x + 2, cy, b.w - 4, 10, `fill="${C.amber}" stroke="#9a6a06" stroke-width="1"`));
  const sel = { x: gx + 1 * cw, y: gy + 2 * 54 };
  out.push(rect(sel.x - 4, sel.y + 2, cw - 2, 34, `rx="4" fill="none" stroke="${C.b700}" stroke-width="2" stroke-dasharray="4 3"`));
  // Callout with the component's code.
  const co = { x: sel.x + cw - 4, y: sel.y - 70 };
  out.push(
    `<rect x="${n(co.x)}" y="${n(co.y)}" width="96" height="64" rx="6" fill="#fff" stroke="${C.b700}"/>`,
    qr(co.x + 6, co.y + 6, 4),
    mono(co.x + 60, co.y + 20, "B12", C.ink9),
    mono(co.x + 60, co.y + 34, "07", C.ink9),
    `<circle cx="${n(co.x + 64)}" cy="${n(co.y + 48)}" r="4" fill="${C.green}"/>`,
  );
  out.push(
    line(
      [
        [sel.x + cw / 2, sel.y + 4],
        [co.x + 10, co.y + 64],
      ],
      `stroke="${C.b700}" stroke-width="1"`,
    ),
  );
  // Legend.
  statusColour.forEach((c, i) => {
    out.push(
      rect(b.x + 12 + i * 36, b.y + 12, 10, 10, `rx="2" fill="${c}"`),
      mono(b.x + 25 + i * 36, b.y + 20.5, `${[18, 12, 9, 6, 3][i]}`, C.ink6, `font-size="8.5"`),
    );
  });
  // Property grid extras: the big code and the steps.
  const px = W - 150;
  f.body = out.join("");
  const svg = frame(f);
  // Steps under the code: cast, cure, check, store, ship.
  const steps = [0, 1, 2, 3, 4]
    .map(
      (i) =>
        `<circle cx="${px + 18 + i * 28}" cy="${336 + 34}" r="6" fill="${i < 3 ? C.a500 : "#fff"}" stroke="${C.a500}" stroke-width="1.5"/>${
          i < 4
            ? line(
                [
                  [px + 24 + i * 28, 370],
                  [px + 40 + i * 28, 370],
                ],
                `stroke="${C.a500}"`,
              )
            : ""
        }`,
    )
    .join("");
  return svg.replace(/<\/g><rect x="\.5"/, `${qr(px + 36, 228, 6)}${steps}</g><rect x=".5"`);
}

/** Digital twin: a cable-stayed bridge with its sensors, one in alert, and that sensor's readings. */
function assetTwin(): string {
  const f: Frame = {
    title: "Digital Twin",
    tree: [58, 44, -60, 48, 52, 40, 56, 46, 50, 38, 54, 42],
    props: [
      ["ID", "S-17"],
      ["Δ", "38.6 mm"],
      ["Lim", "35.0 mm"],
      ["T", "24.1 °C"],
      ["f", "0.412 Hz"],
      ["t", "09:41:06"],
    ],
    right: 150,
    status: "S-17  ▲  38.6 / 35.0 mm   64 / 64",
    body: "",
  };
  const b = canvasOf(f);
  const out: string[] = [];
  out.push(
    `<defs><linearGradient id="sk2" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#dbe7f4"/><stop offset="1" stop-color="#f3f7fc"/></linearGradient></defs>`,
  );
  out.push(rect(b.x, b.y, b.w, b.h, `fill="url(#sk2)"`));
  // Water, deck in slight perspective, two towers with fans of cables.
  const deck = b.y + 210;
  out.push(rect(b.x, deck + 40, b.w, b.h - (deck + 40 - b.y), `fill="#cfe0f0"`));
  for (let i = 0; i < 5; i++)
    out.push(
      line(
        [
          [b.x + 20 + i * 70, deck + 60 + i * 9],
          [b.x + 60 + i * 70, deck + 60 + i * 9],
        ],
        `stroke="#fff" stroke-width="1.5"`,
      ),
    );
  const towers = [b.x + 110, b.x + 280];
  out.push(`<path d="M${b.x} ${deck} L${b.x + b.w} ${deck - 6} L${b.x + b.w} ${deck + 6} L${b.x} ${deck + 14} Z" fill="#e3ebf3" stroke="${C.b700}"/>`);
  for (const t of towers) {
    const top = b.y + 40;
    out.push(`<path d="M${t - 8} ${deck + 60} L${t - 3} ${top} H${t + 3} L${t + 8} ${deck + 60} Z" fill="#f5f7fa" stroke="${C.b700}" stroke-width="1.2"/>`);
    for (let k = 1; k <= 7; k++) {
      const y = top + 8 + k * 4;
      const dx = 12 + k * 11;
      const dy = (x: number) => deck - ((x - b.x) / b.w) * 6 + 2;
      out.push(
        line(
          [
            [t - dx, dy(t - dx)],
            [t, y],
            [t + dx, dy(t + dx)],
          ],
          `fill="none" stroke="${C.b600}" stroke-width=".8"`,
        ),
      );
    }
  }
  // Sensors along the deck and towers.
  const sensors: [number, number, string][] = [
    [b.x + 40, deck + 4, C.green],
    [b.x + 110, b.y + 60, C.green],
    [b.x + 195, deck + 1, C.red],
    [b.x + 280, b.y + 60, C.green],
    [b.x + 340, deck - 2, C.amber],
    [b.x + 150, deck + 2, C.green],
    [b.x + 240, deck, C.green],
  ];
  for (const [x, y, c] of sensors) {
    if (c === C.red)
      out.push(
        `<circle cx="${x}" cy="${y}" r="16" fill="${C.red}" fill-opacity=".15"/><circle cx="${x}" cy="${y}" r="10" fill="none" stroke="${C.red}" stroke-opacity=".5"/>`,
      );
    out.push(`<circle cx="${x}" cy="${y}" r="4.5" fill="${c}" stroke="#fff" stroke-width="1.5"/>`);
  }
  out.push(
    `<path d="M${b.x + 195} ${deck - 8} L${b.x + 205} ${deck - 60}" stroke="${C.red}"/>`,
    `<rect x="${b.x + 170}" y="${deck - 86}" width="92" height="28" rx="4" fill="#fff" stroke="${C.red}"/>`,
    mono(b.x + 178, deck - 74, "S-17  ▲", C.red),
    mono(b.x + 178, deck - 63, "38.6 mm", C.ink9),
  );
  // Readings chart along the bottom of the canvas.
  const ch = { x: b.x + 10, y: b.y + b.h - 84, w: b.w - 20, h: 74 };
  out.push(rect(ch.x, ch.y, ch.w, ch.h, `rx="6" fill="#fff" fill-opacity=".96" stroke="${C.line}"`));
  const yv = (v: number) => ch.y + ch.h - 10 - (v - 20) * 2.6;
  out.push(
    line(
      [
        [ch.x + 8, yv(35)],
        [ch.x + ch.w - 8, yv(35)],
      ],
      `stroke="${C.red}" stroke-dasharray="5 3"`,
    ),
    mono(ch.x + ch.w - 10, yv(35) - 3, "35.0", C.red, `text-anchor="end" font-size="8"`),
  );
  out.push(
    line(
      curve(ch.x + 8, ch.x + ch.w - 8, (x) => yv(26 + 4 * Math.sin((x - ch.x) / 14) + ((x - ch.x) / ch.w) ** 4 * 13), 60),
      `fill="none" stroke="${C.b700}" stroke-width="1.6"`,
    ),
  );
  for (let i = 0; i <= 4; i++) out.push(mono(ch.x + 8 + i * ((ch.w - 40) / 4), ch.y + 12, `0${5 + i}:00`, C.ink4, `font-size="7.5"`));
  f.body = out.join("");
  // Alert list in the property panel below the grid.
  const px = W - 150;
  const alerts = [
    [C.red, "S-17"],
    [C.amber, "S-09"],
    [C.green, "S-03"],
    [C.green, "S-22"],
  ]
    .map(
      ([c, id], i) =>
        `<circle cx="${px + 14}" cy="${222 + i * 24}" r="4" fill="${c}"/>${mono(px + 24, 225 + i * 24, id!, C.ink9)}${rect(px + 70, 219 + i * 24, 60, 4, `rx="2" fill="${C.grey}"`)}`,
    )
    .join("");
  return frame(f).replace(/<\/g><rect x="\.5"/, `${rect(px, 200, 150, 2, `fill="${C.line}"`)}${alerts}</g><rect x=".5"`);
}

const SHOTS: Record<string, () => string> = {
  "digital-hero": roadDesign,
  "eicad-hero": interchange,
  "report3d-hero": model3d,
  "vrroad-hero": driverView,
  "management-hero": managementDashboard,
  "smartsite-hero": siteMap,
  "prefab-hero": precastYard,
  "dtwin-hero": assetTwin,
};

const dir = join(import.meta.dirname, "../../public/img");
for (const [name, draw] of Object.entries(SHOTS)) {
  const svg = draw().replace(/\n+/g, "\n");
  writeFileSync(join(dir, `${name}.svg`), svg);
  console.log(`${name}.svg ${svg.length} bytes`);
}
