/**
 * The type of an upload from its first bytes (CONTRACT "Content": checked by content, not name).
 * Only the accepted types are recognised; anything else (HTML, SVG, scripts, ...) is null.
 */
import { UPLOAD_TYPES, type UploadType } from "../schemas/admin-api.ts";

/** Bytes the detection needs from the start of a file. */
export const SNIFF_BYTES = 64;

const ascii = (b: Uint8Array, at: number, text: string) => [...text].every((ch, i) => b[at + i] === ch.charCodeAt(0));
const bytes = (b: Uint8Array, at: number, values: number[]) => values.every((v, i) => b[at + i] === v);

/** The accepted type of a file starting with `head`, or null. */
export function detectType(head: Uint8Array): UploadType | null {
  if (ascii(head, 0, "%PDF-")) return "pdf";
  if (
    bytes(head, 0, [0x50, 0x4b]) &&
    [
      [3, 4],
      [5, 6],
      [7, 8],
    ].some(([a, b]) => head[2] === a && head[3] === b)
  )
    return "zip";
  if (bytes(head, 0, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c])) return "7z";
  if (ascii(head, 0, "MZ")) return "exe";
  // MSI installers are OLE compound files.
  if (bytes(head, 0, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return "msi";
  if (bytes(head, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (bytes(head, 0, [0xff, 0xd8, 0xff])) return "jpeg";
  if (ascii(head, 0, "RIFF") && ascii(head, 8, "WEBP")) return "webp";
  if (ascii(head, 4, "ftyp")) {
    const brand = String.fromCharCode(...head.subarray(8, 12));
    return brand === "avif" || brand === "avis" ? "avif" : "mp4";
  }
  if (bytes(head, 0, [0x1a, 0x45, 0xdf, 0xa3])) return "webm";
  return null;
}

/** The type whose extensions include the name's, or null. */
export function typeOfName(name: string): UploadType | null {
  const ext = extensionOf(name);
  for (const [type, info] of Object.entries(UPLOAD_TYPES)) {
    if ((info.extensions as readonly string[]).includes(ext)) return type as UploadType;
  }
  return null;
}

export const extensionOf = (name: string) => {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
};

/**
 * `<folder>/<stem>-<8 hex>.<ext>` for a file name: the stem keeps letters (any script), digits, dot,
 * dash and underscore, other runs become one dash, at most 80 characters.
 */
export function hashedKey(type: UploadType, fileName: string, hash8: string): string {
  const base = fileName.slice(fileName.lastIndexOf("/") + 1).slice(fileName.lastIndexOf("\\") + 1);
  const dot = base.lastIndexOf(".");
  const stem =
    (dot > 0 ? base.slice(0, dot) : base)
      .normalize("NFC")
      .replace(/[^\p{L}\p{N}._-]+/gu, "-")
      .replace(/^[-.]+|[-.]+$/g, "")
      .slice(0, 80) || "file";
  return `${UPLOAD_TYPES[type].folder}/${stem}-${hash8}.${extensionOf(base)}`;
}
