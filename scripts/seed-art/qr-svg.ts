// The footer QR code: a real, scannable code for the site's (example) home page URL, so a visitor
// at a desk can open the site on a phone. Dark modules as one path, four-module quiet zone.
import { encodeQr } from "./qr-encode.ts";

/** What the footer code encodes: the example production origin used across the project. */
export const QR_TARGET = "https://www.example.com/pc_index";

const CELL = 8,
  QUIET = 4;

/** The QR code SVG document. */
export function qrSvg(): string {
  const m = encodeQr(QR_TARGET);
  const n = m.length;
  const cells: string[] = [];
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) if (m[y][x]) cells.push(`M${x * CELL} ${y * CELL}h${CELL}v${CELL}h-${CELL}z`);
  }
  const size = (n + QUIET * 2) * CELL;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${-QUIET * CELL} ${-QUIET * CELL} ${size} ${size}" shape-rendering="crispEdges" role="img">
<title>QR code: ${QR_TARGET}</title>
<rect x="${-QUIET * CELL}" y="${-QUIET * CELL}" width="${size}" height="${size}" fill="#fff"/>
<path d="${cells.join("")}" fill="#06264a"/>
</svg>
`;
}
