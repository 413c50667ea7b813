/**
 * A revision against the current version, field by field (CONTRACT "Content", GET
 * .../revisions/:revisionId/diff): `path` names the field as the admin API spells it ("title",
 * "blocks.2.body"), a bilingual text is split by `language`, `before` is the revision's value and
 * `after` the current one; only changed fields. The admin's history shows them with `wordDiff`.
 */
export interface FieldDiff {
  path: string;
  language?: "zh" | "en";
  before: unknown;
  after: unknown;
}

/** Bookkeeping the Worker writes or counts itself: never a difference an editor made. */
const SKIPPED = new Set([
  "id",
  "rowVersion",
  "updatedAt",
  "updatedBy",
  "privacyVersion",
  "live",
  "hasDraftChanges",
  "pending",
  "views",
  "size",
  "fileName",
  "fileUrl",
  "durationSeconds",
  "uploadedAt",
]);

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const isBilingual = (v: unknown): v is { zh: unknown; en: unknown } => isObject(v) && Object.keys(v).length === 2 && "zh" in v && "en" in v;
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function walk(before: unknown, after: unknown, path: string, out: FieldDiff[]): void {
  if (same(before, after)) return;
  if (isBilingual(before) && isBilingual(after)) {
    for (const language of ["zh", "en"] as const) {
      if (!same(before[language], after[language])) out.push({ path, language, before: before[language] ?? null, after: after[language] ?? null });
    }
    return;
  }
  if (isObject(before) && isObject(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) walk(before[key], after[key], path ? `${path}.${key}` : key, out);
    return;
  }
  // A list of items (page blocks, cards) is compared item by item; a list of plain values as one field.
  const itemList = (v: unknown) => Array.isArray(v) && v.some((x) => typeof x === "object" && x !== null);
  if (Array.isArray(before) && Array.isArray(after) && (itemList(before) || itemList(after))) {
    for (let i = 0; i < Math.max(before.length, after.length); i++) walk(before[i], after[i], `${path}.${i}`, out);
    return;
  }
  out.push({ path, before: before ?? null, after: after ?? null });
}

/** What differs between a revision's snapshot and the current item. */
export function diffFields(revision: Obj, current: Obj): FieldDiff[] {
  const out: FieldDiff[] = [];
  for (const key of new Set([...Object.keys(revision), ...Object.keys(current)])) {
    if (!SKIPPED.has(key)) walk(revision[key], current[key], key, out);
  }
  return out;
}

export type WordPart = { kind: "same" | "added" | "removed"; text: string };

/**
 * Words of `before` and `after` marked as kept, added or removed: a longest-common-subsequence over
 * tokens, where a token is a run of Latin letters or digits, one space run, one punctuation mark, or one
 * CJK character (Chinese has no spaces, so it is compared character by character).
 */
export function tokens(text: string): string[] {
  return text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]|[\p{L}\p{N}_]+|\s+|[^\p{L}\p{N}_\s]/gu) ?? [];
}

/** Above this many token pairs the comparison gives up on detail: all removed, all added. */
const MAX_CELLS = 250_000;

export function wordDiff(before: string, after: string): WordPart[] {
  const a = tokens(before);
  const b = tokens(after);
  const parts: WordPart[] = [];
  const push = (kind: WordPart["kind"], text: string) => {
    const last = parts.at(-1);
    if (last && last.kind === kind) last.text += text;
    else parts.push({ kind, text });
  };
  if (a.length * b.length > MAX_CELLS) {
    if (before) push("removed", before);
    if (after) push("added", after);
    return parts;
  }
  // lcs[i][j]: the common length of a[i..] and b[j..].
  const lcs = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  }
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      push("same", a[i]!);
      i++;
      j++;
    } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) push("removed", a[i++]!);
    else push("added", b[j++]!);
  }
  while (i < a.length) push("removed", a[i++]!);
  while (j < b.length) push("added", b[j++]!);
  return parts;
}
