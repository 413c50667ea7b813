// A QR-style code image for the footer. It is an illustrative EXAMPLE (finder patterns plus a
// deterministic module field), not a scannable code: the brand and its accounts are fictional.
import { mulberry32 } from "../../seed/lib/prng.ts";

const N = 29, CELL = 8, QUIET = 4;

function finder(x: number, y: number): string {
  const s = (k: number) => k * CELL;
  return `<rect x="${s(x)}" y="${s(y)}" width="${s(7)}" height="${s(7)}" fill="#06264a"/>
<rect x="${s(x + 1)}" y="${s(y + 1)}" width="${s(5)}" height="${s(5)}" fill="#fff"/>
<rect x="${s(x + 2)}" y="${s(y + 2)}" width="${s(3)}" height="${s(3)}" fill="#06264a"/>`;
}

function inFinder(x: number, y: number): boolean {
  const near = (a: number) => a < 8 || a >= N - 8;
  return (x < 8 && y < 8) || (x >= N - 8 && y < 8) || (x < 8 && y >= N - 8) || (near(x) && near(y) && x < 8 && y < 8);
}

/** The QR-style SVG document. */
export function qrSvg(): string {
  const rand = mulberry32(400000);
  const cells: string[] = [];
  for (let y = 0; y < N; y++) {
    for (let x = 0; x < N; x++) {
      if (inFinder(x, y)) continue;
      const timing = (x === 6 || y === 6) ? (x + y) % 2 === 0 : rand() > 0.52;
      if (timing) cells.push(`M${x * CELL} ${y * CELL}h${CELL}v${CELL}h-${CELL}z`);
    }
  }
  const size = (N + QUIET * 2) * CELL;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${-QUIET * CELL} ${-QUIET * CELL} ${size} ${size}" role="img">
<title>QR code (example)</title>
<rect x="${-QUIET * CELL}" y="${-QUIET * CELL}" width="${size}" height="${size}" fill="#fff"/>
<path d="${cells.join("")}" fill="#06264a"/>
${finder(0, 0)}
${finder(N - 7, 0)}
${finder(0, N - 7)}
<rect x="${(N / 2 - 2.5) * CELL}" y="${(N / 2 - 2.5) * CELL}" width="${5 * CELL}" height="${5 * CELL}" rx="6" fill="#12a392" stroke="#fff" stroke-width="4"/>
</svg>
`;
}
