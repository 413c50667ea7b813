// Deterministic pseudo-random numbers, so generated seed files have stable bytes and stable hashes.

/** mulberry32: a tiny seeded generator returning floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fills a buffer with deterministic bytes from a xorshift32 stream (fast enough for 50+ MB). */
export function fillDeterministic(buf: Uint8Array, seed: number): void {
  const words = new Uint32Array(buf.buffer, buf.byteOffset, Math.floor(buf.byteLength / 4));
  let x = seed >>> 0 || 1;
  for (let i = 0; i < words.length; i++) {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    words[i] = x;
  }
  for (let i = words.length * 4; i < buf.byteLength; i++) buf[i] = i & 0xff;
}
