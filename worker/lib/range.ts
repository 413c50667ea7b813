/** Single byte ranges of `Range: bytes=...` (RFC 9110 section 14), for file downloads. */

export type RangeResult = { kind: "none" } | { kind: "range"; offset: number; length: number } | { kind: "unsatisfiable" };

/**
 * Interprets a Range header against a file of `size` bytes: `a-b`, `a-` and `-n`. Several ranges or
 * another unit are ignored (the whole file is sent), as RFC 9110 allows.
 */
export function parseRange(header: string | undefined, size: number): RangeResult {
  if (!header) return { kind: "none" };
  const m = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header.trim());
  if (!m || (m[1] === "" && m[2] === "")) return { kind: "none" };
  if (m[1] === "") {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return { kind: "unsatisfiable" };
    const length = Math.min(suffix, size);
    return { kind: "range", offset: size - length, length };
  }
  const start = Number(m[1]);
  const end = m[2] === "" ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || (m[2] !== "" && Number(m[2]) < start)) return { kind: "unsatisfiable" };
  return { kind: "range", offset: start, length: end - start + 1 };
}

/** Whether an If-None-Match header matches the object's ETag (weak comparison). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (t: string) => t.trim().replace(/^W\//, "");
  const mine = bare(etag);
  return ifNoneMatch.split(",").some((t) => t.trim() === "*" || bare(t) === mine);
}
