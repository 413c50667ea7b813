/**
 * Pictures before and after upload (docs/decisions/0041), all in the admin's browser, no paid service:
 * - the original loses its metadata before it leaves the machine (camera, owner and GPS location):
 *   JPEG APP1 (EXIF, XMP) and APP13 (IPTC) segments, PNG text/eXIf chunks and WebP EXIF/XMP chunks
 *   are cut out, pixels untouched. A JPEG turned by its EXIF orientation, and an AVIF (whose metadata
 *   sits inside its boxes), are re-encoded upright instead (JPEG, and WebP for AVIF).
 * - after upload, narrower copies (VARIANT_WIDTHS below the original's width) are drawn with
 *   createImageBitmap + OffscreenCanvas and encoded as WebP, and as AVIF too when this browser's
 *   encoder offers it; the Worker checks each against the original and stores it beside it.
 */
import { type VariantType, widthsFor } from "../../../common/image-variants";
import type { Uploaded } from "../../../worker/schemas/admin-api";
import { xhrSend } from "./upload";

const RASTER_TYPES = new Set(["image/jpeg", "image/png", "image/webp", "image/avif"]);
export const isRasterImage = (file: File): boolean => RASTER_TYPES.has(file.type);

const ascii = (b: Uint8Array, at: number, text: string) => [...text].every((ch, i) => b[at + i] === ch.charCodeAt(0));
const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;

/** EXIF orientation of a JPEG's APP1 segment body (after "Exif\0\0"), 1 when absent. */
function exifOrientation(tiff: Uint8Array): number {
  if (tiff.length < 8) return 1;
  const little = tiff[0] === 0x49;
  const u16 = (at: number) => (little ? tiff[at]! | (tiff[at + 1]! << 8) : u16be(tiff, at));
  const u32 = (at: number) =>
    little ? (tiff[at]! | (tiff[at + 1]! << 8) | (tiff[at + 2]! << 16)) + tiff[at + 3]! * 0x1000000 : u16be(tiff, at) * 0x10000 + u16be(tiff, at + 2);
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return 1;
  const count = u16(ifd);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) break;
    if (u16(entry) === 0x0112) return u16(entry + 8);
  }
  return 1;
}

/** A JPEG without APP1/APP13 segments, and its EXIF orientation; null when the markers do not parse. */
function stripJpeg(b: Uint8Array): { bytes: Uint8Array; orientation: number } | null {
  const kept: Uint8Array[] = [b.subarray(0, 2)];
  let orientation = 1;
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    // Start of scan: the rest is image data (and the end marker), kept as is.
    if (marker === 0xda) {
      kept.push(b.subarray(at));
      break;
    }
    const end = at + 2 + u16be(b, at + 2);
    if (end > b.length) return null;
    if (marker === 0xe1 && ascii(b, at + 4, "Exif\0\0")) orientation = exifOrientation(b.subarray(at + 10, end));
    if (marker !== 0xe1 && marker !== 0xed) kept.push(b.subarray(at, end));
    at = end;
  }
  const out = new Uint8Array(kept.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of kept) {
    out.set(part, offset);
    offset += part.length;
  }
  return { bytes: out, orientation };
}

/** A PNG without its text, time and EXIF chunks. */
function stripPng(b: Uint8Array): Uint8Array {
  const kept: Uint8Array[] = [b.subarray(0, 8)];
  let at = 8;
  while (at + 12 <= b.length) {
    const length = u16be(b, at) * 0x10000 + u16be(b, at + 2);
    const end = at + 12 + length;
    const type = String.fromCharCode(...b.subarray(at + 4, at + 8));
    if (!["tEXt", "zTXt", "iTXt", "eXIf", "tIME"].includes(type)) kept.push(b.subarray(at, Math.min(end, b.length)));
    at = end;
  }
  return concat(kept);
}

/** A WebP without EXIF and XMP chunks (and their flags in VP8X). */
function stripWebp(b: Uint8Array): Uint8Array {
  const kept: Uint8Array[] = [];
  let at = 12;
  while (at + 8 <= b.length) {
    const size = b[at + 4]! | (b[at + 5]! << 8) | (b[at + 6]! << 16) | (b[at + 7]! << 24);
    const end = Math.min(b.length, at + 8 + size + (size % 2));
    const type = String.fromCharCode(...b.subarray(at, at + 4));
    if (type === "VP8X") {
      const chunk = b.slice(at, end);
      chunk[8] = chunk[8]! & ~0x0c; // EXIF and XMP flags
      kept.push(chunk);
    } else if (type !== "EXIF" && type !== "XMP ") kept.push(b.subarray(at, end));
    at = end;
  }
  const body = concat(kept);
  const head = b.slice(0, 12);
  new DataView(head.buffer).setUint32(4, body.length + 4, true);
  return concat([head, body]);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}

/** The picture drawn upright and encoded as `type`. */
async function reencode(file: Blob, type: string, quality: number): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  canvas.getContext("2d")!.drawImage(bitmap, 0, 0);
  bitmap.close();
  return canvas.convertToBlob({ type, quality });
}

const renamed = (name: string, ext: string) => `${name.replace(/\.[^.]+$/, "")}.${ext}`;

/** The file as it may be stored: the same picture without metadata (see the top of this file). */
export async function withoutMetadata(file: File): Promise<File> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const options = { type: file.type, lastModified: file.lastModified };
  if (file.type === "image/jpeg") {
    const stripped = stripJpeg(bytes);
    if (stripped && stripped.orientation <= 1) return new File([stripped.bytes as BlobPart], file.name, options);
    return new File([await reencode(file, "image/jpeg", 0.92)], file.name, options);
  }
  if (file.type === "image/png") return new File([stripPng(bytes) as BlobPart], file.name, options);
  if (file.type === "image/webp") return new File([stripWebp(bytes) as BlobPart], file.name, options);
  if (file.type === "image/avif") {
    const webp = await reencode(file, "image/webp", 0.92);
    if (webp.type === "image/webp") return new File([webp], renamed(file.name, "webp"), { ...options, type: "image/webp" });
  }
  return file;
}

export interface MadeVariant {
  width: number;
  type: VariantType;
  blob: Blob;
}

/** The WebP (and, when offered, AVIF) copies of a picture at each width narrower than it. */
export async function makeVariants(file: Blob): Promise<MadeVariant[]> {
  const bitmap = await createImageBitmap(file);
  const made: MadeVariant[] = [];
  try {
    for (const width of widthsFor(bitmap.width)) {
      const height = Math.round((bitmap.height * width) / bitmap.width);
      const canvas = new OffscreenCanvas(width, height);
      const ctx = canvas.getContext("2d")!;
      ctx.imageSmoothingQuality = "high";
      ctx.drawImage(bitmap, 0, 0, width, height);
      for (const [type, quality] of [
        ["image/webp", 0.82],
        ["image/avif", 0.6],
      ] as const) {
        const blob = await canvas.convertToBlob({ type, quality });
        // A browser without the encoder answers PNG instead: that is no variant.
        if (blob.type === type) made.push({ width, type, blob });
      }
    }
  } finally {
    bitmap.close();
  }
  return made;
}

/** Makes and uploads the variants of an uploaded picture; resolves to how many the server took. */
export async function uploadVariants(file: Blob, original: Uploaded, signal?: AbortSignal): Promise<number> {
  if (!original.width) return 0;
  const variants = await makeVariants(file);
  for (const v of variants) {
    const query = { of: original.key, w: v.width };
    await xhrSend("POST /api/admin/uploads/variants", { query, signal }, { blob: v.blob, headers: { "Content-Type": v.type } });
  }
  return variants.length;
}
