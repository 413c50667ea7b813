/** CSV for spreadsheets: UTF-8 with BOM (so Excel reads Chinese), CRLF, RFC 4180 quoting. */

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: formula-looking text gets a leading ' (CSV injection guard), then quoting. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CRLF-terminated line of cells. */
export const csvLine = (cells: readonly unknown[]): string => `${cells.map(csvCell).join(",")}\r\n`;

/** A whole CSV text: the BOM, the header line, one line per row. */
export const csvText = (header: readonly string[], rows: readonly (readonly unknown[])[]): string => `\uFEFF${csvLine(header)}${rows.map(csvLine).join("")}`;
