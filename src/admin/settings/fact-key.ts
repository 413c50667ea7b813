/**
 * The key of a new company figure, made from its English label: the pages and the API pick a figure
 * by it, so it is a stable identifier staff need not type (`Road schemes designed` → `roadSchemesDesigned`).
 * Matches the server's rule (worker/schemas/admin-api.ts siteFactSchema): a lower-case letter, then
 * letters, digits or hyphens, 40 characters at most; unique among `taken` (a digit is appended).
 */
export function factKeyFrom(label: string, taken: ReadonlySet<string>): string {
  const words = (
    label
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .match(/[a-z0-9]+/g) ?? []
  )
    // A key starts with a letter: leading numbers ("20+ years") are dropped.
    .filter((_, i, all) => all.slice(0, i + 1).some((x) => /^[a-z]/.test(x)));
  const camel = words.map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1))).join("");
  const base = (camel || "figure").slice(0, 36);
  let key = base;
  for (let n = 2; taken.has(key); n++) key = `${base}${n}`;
  return key;
}

/** Every figure with a key: kept where it has one, made from the English label where it has none. */
export function withKeys<F extends { key?: string; label: { en: string } }>(facts: readonly F[]): (F & { key: string })[] {
  const taken = new Set(facts.map((f) => f.key).filter((k): k is string => Boolean(k)));
  return facts.map((f) => {
    if (f.key) return f as F & { key: string };
    const key = factKeyFrom(f.label.en, taken);
    taken.add(key);
    return { ...f, key };
  });
}
