/** `value` when it is one of `list` (a filter read from the URL), else "" (no filter). */
export function oneOf<T extends string>(list: readonly T[], value: string | null): T | "" {
  return (list as readonly string[]).includes(value ?? "") ? (value as T) : "";
}
