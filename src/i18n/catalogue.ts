import type { Lang } from "./lang";

/** A catalogue: the same keys in both languages. */
export type Catalogue<K extends string = string> = Record<Lang, Record<K, string>>;

/** Declare a feature's catalogue; the `en` side must have every key of the `zh` side. */
export function defineMessages<const Z extends Record<string, string>>(zh: Z, en: Record<keyof Z, string>): Catalogue<keyof Z & string> {
  return { zh, en } as Catalogue<keyof Z & string>;
}

/** Fill `{name}` placeholders. */
export function format(template: string, vars?: Record<string, string | number>): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m));
}
