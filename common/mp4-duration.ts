/**
 * An MP4's duration from its movie header box (moov/mvhd). Used by the seed loader (whole file in
 * memory) and by the Worker (ranged reads of an R2 object: only box headers and the moov box are read,
 * so a 1 GB video costs a few small reads). DOM-free and Buffer-free.
 */

/** Reads `length` bytes at `offset` (fewer at the end of the file). */
export type ByteReader = (offset: number, length: number) => Promise<Uint8Array>;

const u32 = (b: Uint8Array, at: number) => new DataView(b.buffer, b.byteOffset, b.byteLength).getUint32(at);
const u64 = (b: Uint8Array, at: number) => Number(new DataView(b.buffer, b.byteOffset, b.byteLength).getBigUint64(at));
const typeAt = (b: Uint8Array, at: number) => String.fromCharCode(b[at]!, b[at + 1]!, b[at + 2]!, b[at + 3]!);

/** [content start, end] of the first box of `type` among the boxes in [start, end), read through `read`. */
async function findBox(read: ByteReader, start: number, end: number, type: string): Promise<[number, number] | null> {
  let at = start;
  while (at + 8 <= end) {
    const head = await read(at, 16);
    if (head.length < 8) return null;
    let size = u32(head, 0);
    let header = 8;
    if (size === 1) {
      if (head.length < 16) return null;
      size = u64(head, 8);
      header = 16;
    }
    if (size === 0) size = end - at;
    if (size < header) return null;
    if (typeAt(head, 4) === type) return [at + header, at + size];
    at += size;
  }
  return null;
}

function fromMvhd(b: Uint8Array): number {
  const version = b[0];
  const timescale = version === 1 ? u32(b, 20) : u32(b, 12);
  const duration = version === 1 ? u64(b, 24) : u32(b, 16);
  if (!timescale) throw new Error("mp4 movie header without a timescale");
  return Math.round(duration / timescale);
}

/** Duration in seconds (rounded) of an MP4 of `size` bytes; throws when no movie header is found. */
export async function mp4DurationFromReader(size: number, read: ByteReader): Promise<number> {
  const moov = await findBox(read, 0, size, "moov");
  const mvhd = moov && (await findBox(read, moov[0], moov[1], "mvhd"));
  if (!mvhd) throw new Error("mp4 without moov/mvhd box");
  return fromMvhd(await read(mvhd[0], Math.min(32, mvhd[1] - mvhd[0])));
}

/** The same walk over the whole file in memory, synchronously (the seed loader). */
export function mp4DurationSeconds(bytes: Uint8Array): number {
  const find = (start: number, end: number, type: string): [number, number] | null => {
    let at = start;
    while (at + 8 <= end) {
      let size = u32(bytes, at);
      let header = 8;
      if (size === 1) {
        size = u64(bytes, at + 8);
        header = 16;
      }
      if (size === 0) size = end - at;
      if (size < header) return null;
      if (typeAt(bytes, at + 4) === type) return [at + header, at + size];
      at += size;
    }
    return null;
  };
  const moov = find(0, bytes.length, "moov");
  const mvhd = moov && find(moov[0], moov[1], "mvhd");
  if (!mvhd) throw new Error("mp4 without moov/mvhd box");
  return fromMvhd(bytes.subarray(mvhd[0], mvhd[1]));
}
