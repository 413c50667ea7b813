// A minimal PDF 1.4 writer: Helvetica text pages, enough for seed manuals that real viewers open.

export interface PdfPage {
  heading: string;
  paragraphs: string[];
}

const WIDTH = 595,
  HEIGHT = 842,
  MARGIN = 64,
  LEADING = 15,
  CHARS_PER_LINE = 88;

function escapeText(s: string): string {
  return s.replace(/[^\x20-\x7e]/g, "?").replace(/([\\()])/g, "\\$1");
}

function wrap(text: string): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > CHARS_PER_LINE) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

function pageStream(title: string, page: PdfPage, n: number, total: number): string {
  const ops: string[] = ["BT", `/F2 9 Tf ${MARGIN} ${HEIGHT - 40} Td (${escapeText(title)}) Tj ET`];
  ops.push(`0.05 0.27 0.52 RG 1 w ${MARGIN} ${HEIGHT - 48} m ${WIDTH - MARGIN} ${HEIGHT - 48} l S`);
  let y = HEIGHT - 90;
  ops.push(`BT /F2 16 Tf ${MARGIN} ${y} Td (${escapeText(page.heading)}) Tj ET`);
  y -= 30;
  for (const para of page.paragraphs) {
    for (const line of wrap(para)) {
      ops.push(`BT /F1 10.5 Tf ${MARGIN} ${y} Td (${escapeText(line)}) Tj ET`);
      y -= LEADING;
    }
    y -= 8;
  }
  ops.push(`BT /F1 9 Tf ${WIDTH / 2 - 20} 36 Td (Page ${n} of ${total}) Tj ET`);
  return ops.join("\n");
}

/** Builds a complete PDF document (bytes) with one page per entry; output is deterministic. */
export function buildPdf(title: string, pages: PdfPage[]): Uint8Array {
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 5 + i * 2);
  objects[1] = "<< /Type /Catalog /Pages 2 0 R >>";
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pages.length} >>`;
  objects[3] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>";
  objects[4] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>";
  pages.forEach((page, i) => {
    const stream = pageStream(title, page, i + 1, pages.length);
    objects[pageIds[i]] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${WIDTH} ${HEIGHT}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[i] + 1} 0 R >>`;
    objects[pageIds[i] + 1] = `<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}\nendstream`;
  });
  objects.push(`<< /Title (${escapeText(title)}) /Producer (seed/lib/pdf.ts) >>`);
  const infoId = objects.length - 1;
  let out = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(out, "latin1");
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info ${infoId} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, "latin1"));
}
