/**
 * Intrinsic size of a PNG, JPEG, WebP or AVIF from its first bytes (docs/decisions/0041): the Worker
 * reads it from stored uploads, so the width and height a page gets come from the file, not from the
 * client. Null when the header is not one of these or is cut short.
 */

export interface ImageSize {
  width: number;
  height: number;
}

/** Bytes enough for every header below in ordinary files (a JPEG's SOF follows its APP segments). */
export const IMAGE_HEAD_BYTES = 256 * 1024;

const ascii = (b: Uint8Array, at: number, text: string) => [...text].every((ch, i) => b[at + i] === ch.charCodeAt(0));
const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u32be = (b: Uint8Array, at: number) => ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!;
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);

const sized = (width: number, height: number): ImageSize | null => (width > 0 && height > 0 ? { width, height } : null);

function png(b: Uint8Array): ImageSize | null {
  if (b.length < 24 || !ascii(b, 12, "IHDR")) return null;
  return sized(u32be(b, 16), u32be(b, 20));
}

function jpeg(b: Uint8Array): ImageSize | null {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    // SOF0..SOF15 but DHT (c4), JPG (c8) and DAC (cc) carry the frame's size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return sized(u16be(b, at + 7), u16be(b, at + 5));
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    at += 2 + u16be(b, at + 2);
  }
  return null;
}

function webp(b: Uint8Array): ImageSize | null {
  if (b.length < 25) return null;
  if (ascii(b, 12, "VP8 ") && b.length >= 30) return sized(u16le(b, 26) & 0x3fff, u16le(b, 28) & 0x3fff);
  if (ascii(b, 12, "VP8L")) {
    const bits = b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24);
    return sized((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (ascii(b, 12, "VP8X") && b.length >= 30) return sized(u24le(b, 24) + 1, u24le(b, 27) + 1);
  return null;
}

/** AVIF: the first `ispe` (image spatial extents) property, the primary image's in practice. */
function avif(b: Uint8Array): ImageSize | null {
  for (let at = 4; at + 16 <= b.length; at++) {
    if (ascii(b, at, "ispe")) return sized(u32be(b, at + 8), u32be(b, at + 12));
  }
  return null;
}

export function imageSize(head: Uint8Array): ImageSize | null {
  if (head.length >= 8 && head[0] === 0x89 && ascii(head, 1, "PNG")) return png(head);
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return jpeg(head);
  if (head.length >= 12 && ascii(head, 0, "RIFF") && ascii(head, 8, "WEBP")) return webp(head);
  if (head.length >= 12 && ascii(head, 4, "ftyp")) return avif(head);
  return null;
}
