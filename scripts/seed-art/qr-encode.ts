// A small QR Code encoder (ISO/IEC 18004): byte mode, error-correction level M, versions 1-9,
// which holds up to 180 bytes: plenty for a URL. Written here rather than pulling a package into
// the project for one seed image. Follows the structure of Project Nayuki's reference encoder.

/** Level-M block layout per version: [EC codewords per block, [blocks, data codewords per block]...]. */
const BLOCKS_M: ReadonlyArray<[number, ...Array<[number, number]>]> = [
  [10, [1, 16]],
  [16, [1, 28]],
  [26, [1, 44]],
  [18, [2, 32]],
  [24, [2, 43]],
  [16, [4, 27]],
  [18, [4, 31]],
  [22, [2, 38], [2, 39]],
  [22, [3, 36], [2, 37]],
];
const ALIGN: ReadonlyArray<number[]> = [[], [6, 18], [6, 22], [6, 26], [6, 30], [6, 34], [6, 22, 38], [6, 24, 42], [6, 26, 46]];
const FORMAT_BITS_M = 0;

function gfMul(x: number, y: number): number {
  let z = 0;
  for (let i = 7; i >= 0; i--) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d);
    z ^= ((y >>> i) & 1) * x;
  }
  return z;
}

function rsDivisor(degree: number): number[] {
  const result = new Array<number>(degree).fill(0);
  result[degree - 1] = 1;
  let root = 1;
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < degree; j++) {
      result[j] = gfMul(result[j], root);
      if (j + 1 < degree) result[j] ^= result[j + 1];
    }
    root = gfMul(root, 2);
  }
  return result;
}

function rsRemainder(data: number[], divisor: number[]): number[] {
  const result = new Array<number>(divisor.length).fill(0);
  for (const b of data) {
    const factor = b ^ (result.shift() as number);
    result.push(0);
    divisor.forEach((d, i) => {
      result[i] ^= gfMul(d, factor);
    });
  }
  return result;
}

/** Data codewords (mode, length, bytes, terminator, padding) split into blocks, EC appended, interleaved. */
function codewords(bytes: Uint8Array, version: number): number[] {
  const [ecLen, ...groups] = BLOCKS_M[version - 1];
  const capacity = groups.reduce((n, [count, len]) => n + count * len, 0);
  const bits: number[] = [];
  const push = (value: number, len: number) => {
    for (let i = len - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  push(0b0100, 4);
  push(bytes.length, 8);
  for (const b of bytes) push(b, 8);
  push(0, Math.min(4, capacity * 8 - bits.length));
  push(0, (8 - (bits.length % 8)) % 8);
  const data: number[] = [];
  for (let i = 0; i < bits.length; i += 8) data.push(bits.slice(i, i + 8).reduce((a, b) => (a << 1) | b, 0));
  for (let pad = 0xec; data.length < capacity; pad ^= 0xec ^ 0x11) data.push(pad);
  const divisor = rsDivisor(ecLen);
  const blocks: number[][] = [];
  let offset = 0;
  for (const [count, len] of groups)
    for (let b = 0; b < count; b++) {
      blocks.push(data.slice(offset, offset + len));
      offset += len;
    }
  const ecBlocks = blocks.map((blk) => rsRemainder(blk, divisor));
  const out: number[] = [];
  const longest = Math.max(...blocks.map((b) => b.length));
  for (let i = 0; i < longest; i++) for (const blk of blocks) if (i < blk.length) out.push(blk[i]);
  for (let i = 0; i < ecLen; i++) for (const blk of ecBlocks) out.push(blk[i]);
  return out;
}

const MASKS: ReadonlyArray<(x: number, y: number) => boolean> = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

function bch(value: number, poly: number, polyBits: number): number {
  let rem = value << (polyBits - 1);
  for (let i = 31; i >= polyBits - 1; i--) if ((rem >>> i) & 1) rem ^= poly << (i - polyBits + 1);
  return (value << (polyBits - 1)) | rem;
}

/** Penalty score of a finished symbol (the four rules of the standard); lower scans better. */
function penalty(m: boolean[][]): number {
  const n = m.length;
  let score = 0;
  const lines = [...m, ...m.map((_, x) => m.map((row) => row[x]))];
  for (const line of lines) {
    let run = 1;
    for (let i = 1; i <= n; i++) {
      if (i < n && line[i] === line[i - 1]) run++;
      else {
        if (run >= 5) score += run - 2;
        run = 1;
      }
    }
    const s = line.map((v) => (v ? "1" : "0")).join("");
    for (const p of ["10111010000", "00001011101"]) for (let i = s.indexOf(p); i >= 0; i = s.indexOf(p, i + 1)) score += 40;
  }
  for (let y = 0; y < n - 1; y++)
    for (let x = 0; x < n - 1; x++) {
      const c = m[y][x];
      if (c === m[y][x + 1] && c === m[y + 1][x] && c === m[y + 1][x + 1]) score += 3;
    }
  const dark = m.flat().filter(Boolean).length;
  return score + 10 * Math.floor(Math.abs((dark * 100) / (n * n) - 50) / 5);
}

/** The module matrix (true = dark, [row][column]) encoding the text as UTF-8. */
export function encodeQr(text: string): boolean[][] {
  const bytes = new TextEncoder().encode(text);
  const version = BLOCKS_M.findIndex(([, ...g]) => g.reduce((n, [c, l]) => n + c * l, 0) >= bytes.length + 2) + 1;
  if (version === 0) throw new Error(`QR: ${bytes.length} bytes do not fit version 9-M`);
  const size = version * 4 + 17;
  const grid = () => Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  const mod = grid();
  const fn = grid();
  const set = (x: number, y: number, dark: boolean) => {
    mod[y][x] = dark;
    fn[y][x] = true;
  };

  for (let i = 0; i < size; i++) {
    set(6, i, i % 2 === 0);
    set(i, 6, i % 2 === 0);
  }
  for (const [cx, cy] of [
    [3, 3],
    [size - 4, 3],
    [3, size - 4],
  ]) {
    for (let dy = -4; dy <= 4; dy++)
      for (let dx = -4; dx <= 4; dx++) {
        const d = Math.max(Math.abs(dx), Math.abs(dy));
        if (cx + dx >= 0 && cx + dx < size && cy + dy >= 0 && cy + dy < size) set(cx + dx, cy + dy, d !== 2 && d !== 4);
      }
  }
  const al = ALIGN[version - 1];
  const last = al.length - 1;
  for (const [i, ay] of al.entries())
    for (const [j, ax] of al.entries()) {
      if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) continue;
      for (let dy = -2; dy <= 2; dy++) for (let dx = -2; dx <= 2; dx++) set(ax + dx, ay + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
    }
  const drawFormat = (mask: number) => {
    const bits = bch((FORMAT_BITS_M << 3) | mask, 0x537, 11) ^ 0x5412;
    const bit = (i: number) => ((bits >>> i) & 1) === 1;
    for (let i = 0; i <= 5; i++) set(8, i, bit(i));
    set(8, 7, bit(6));
    set(8, 8, bit(7));
    set(7, 8, bit(8));
    for (let i = 9; i < 15; i++) set(14 - i, 8, bit(i));
    for (let i = 0; i < 8; i++) set(size - 1 - i, 8, bit(i));
    for (let i = 8; i < 15; i++) set(8, size - 15 + i, bit(i));
    set(8, size - 8, true);
  };
  drawFormat(0);
  if (version >= 7) {
    const bits = bch(version, 0x1f25, 13);
    for (let i = 0; i < 18; i++) {
      const a = size - 11 + (i % 3),
        b = Math.floor(i / 3),
        dark = ((bits >>> i) & 1) === 1;
      set(a, b, dark);
      set(b, a, dark);
    }
  }

  const data = codewords(bytes, version);
  let i = 0;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let vert = 0; vert < size; vert++)
      for (let j = 0; j < 2; j++) {
        const x = right - j,
          upward = ((right + 1) & 2) === 0,
          y = upward ? size - 1 - vert : vert;
        if (!fn[y][x] && i < data.length * 8) {
          mod[y][x] = ((data[i >>> 3] >>> (7 - (i & 7))) & 1) === 1;
          i++;
        }
      }
  }

  const base = mod.map((row) => row.slice());
  let best: boolean[][] = base,
    bestScore = Infinity;
  MASKS.forEach((mask, k) => {
    for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) mod[y][x] = fn[y][x] ? mod[y][x] : base[y][x] !== mask(x, y);
    drawFormat(k);
    const score = penalty(mod);
    if (score < bestScore) {
      bestScore = score;
      best = mod.map((row) => row.slice());
    }
  });
  return best;
}
