/**
 * The admin's list searches (leads, content) match a substring with instr(lower(column), needle):
 * LIKE would need its wildcards escaped and D1 refuses LIKE patterns over 50 characters, so a pasted
 * e-mail address answered 500. lower() in SQLite folds ASCII only; the needle is folded the same way.
 */
export function searchNeedle(q: string | undefined): string | null {
  return q ? q.replace(/[A-Z]/g, (ch) => ch.toLowerCase()) : null;
}
