// Reads an MP4's duration from its movie header box (mvhd), so seed rows carry the real length.

function findBox(buf: Buffer, start: number, end: number, type: string): [number, number] | null {
  let at = start;
  while (at + 8 <= end) {
    let size = buf.readUInt32BE(at);
    let header = 8;
    if (size === 1) { size = Number(buf.readBigUInt64BE(at + 8)); header = 16; }
    if (size === 0) size = end - at;
    if (size < header) return null;
    if (buf.toString("latin1", at + 4, at + 8) === type) return [at + header, at + size];
    at += size;
  }
  return null;
}

/** Duration in seconds (rounded) of an MP4 file's bytes; throws when no movie header is found. */
export function mp4DurationSeconds(buf: Buffer): number {
  const moov = findBox(buf, 0, buf.length, "moov");
  const mvhd = moov && findBox(buf, moov[0], moov[1], "mvhd");
  if (!mvhd) throw new Error("mp4 without moov/mvhd box");
  const at = mvhd[0];
  const version = buf[at];
  const timescale = version === 1 ? buf.readUInt32BE(at + 20) : buf.readUInt32BE(at + 12);
  const duration = version === 1 ? Number(buf.readBigUInt64BE(at + 24)) : buf.readUInt32BE(at + 16);
  return Math.round(duration / timescale);
}
