// A JPEG's EXIF as a camera or phone writes it: a maker string and a GPS position. `withGps` puts
// one into a JPEG (the upload fixture); `gpsOf` reads the position back, the way anyone who downloads
// the file could.

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The JPEG with an APP1 EXIF segment (big-endian TIFF) right after its start marker. */
export function withGps(jpeg: Uint8Array, lat: [number, number, number], lon: [number, number, number], make: string): Uint8Array {
  const tiff = new DataView(new ArrayBuffer(148 + make.length + 1));
  let at = 0;
  const u8 = (v: number) => tiff.setUint8(at++, v);
  const u16 = (v: number) => {
    tiff.setUint16(at, v);
    at += 2;
  };
  const u32 = (v: number) => {
    tiff.setUint32(at, v);
    at += 4;
  };
  const entry = (tag: number, type: number, count: number, value: number) => {
    u16(tag);
    u16(type);
    u32(count);
    u32(value);
  };
  const makeAt = 148;
  ascii("MM").forEach(u8);
  u16(42);
  u32(8);
  // IFD0: Make, GPS IFD pointer.
  u16(2);
  entry(0x010f, 2, make.length + 1, makeAt);
  entry(0x8825, 4, 1, 46);
  u32(0);
  at = 38;
  u32(0);
  u32(0); // padding up to the GPS IFD at 46 (value unused)
  at = 46;
  // GPS IFD: latitude ref and value, longitude ref and value (rationals at 100 and 124).
  u16(4);
  u16(1);
  u16(2);
  u32(2);
  u8(0x4e);
  u8(0);
  u8(0);
  u8(0);
  entry(2, 5, 3, 100);
  u16(3);
  u16(2);
  u32(2);
  u8(0x45);
  u8(0);
  u8(0);
  u8(0);
  entry(4, 5, 3, 124);
  u32(0);
  at = 100;
  for (const v of [...lat, ...lon]) {
    u32(Math.round(v * 100));
    u32(100);
  }
  at = makeAt;
  ascii(make).forEach(u8);
  u8(0);
  const body = new Uint8Array(tiff.buffer);
  const app1 = new Uint8Array(4 + 6 + body.length);
  app1.set([0xff, 0xe1, ((app1.length - 2) >> 8) & 255, (app1.length - 2) & 255], 0);
  app1.set(ascii("Exif\0\0"), 4);
  app1.set(body, 10);
  const out = new Uint8Array(jpeg.length + app1.length);
  out.set(jpeg.subarray(0, 2), 0);
  out.set(app1, 2);
  out.set(jpeg.subarray(2), 2 + app1.length);
  return out;
}

/** The GPS position in a JPEG's EXIF (decimal degrees), or null when it has none. */
export function gpsOf(jpeg: Uint8Array): { lat: number; lon: number } | null {
  let at = 2;
  while (at + 4 <= jpeg.length && jpeg[at] === 0xff && jpeg[at + 1] !== 0xda) {
    const length = (jpeg[at + 2]! << 8) | jpeg[at + 3]!;
    if (jpeg[at + 1] === 0xe1 && String.fromCharCode(...jpeg.subarray(at + 4, at + 10)) === "Exif\0\0") {
      const t = new DataView(jpeg.buffer, jpeg.byteOffset + at + 10, length - 8);
      const le = t.getUint8(0) === 0x49;
      const u16 = (o: number) => t.getUint16(o, le);
      const u32 = (o: number) => t.getUint32(o, le);
      const tags = (ifd: number) => new Map(Array.from({ length: u16(ifd) }, (_, i) => [u16(ifd + 2 + i * 12), ifd + 2 + i * 12] as const));
      const gps = tags(u32(4)).get(0x8825);
      if (gps === undefined) return null;
      const g = tags(u32(gps + 8));
      const degrees = (tag: number) => {
        const e = g.get(tag);
        if (e === undefined) return Number.NaN;
        const o = u32(e + 8);
        return [0, 1, 2].reduce((sum, i) => sum + u32(o + i * 8) / u32(o + i * 8 + 4) / 60 ** i, 0);
      };
      return { lat: degrees(2), lon: degrees(4) };
    }
    at += 2 + length;
  }
  return null;
}
