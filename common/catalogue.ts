/**
 * The one way to write UI text in both languages (docs/architecture.md "Rules that hold"): each
 * feature declares its catalogue with `defineMessages(zh, en)` beside its code. TypeScript holds the
 * two sides to the same keys, tests/app/catalogues.test.ts holds every catalogue to non-empty text.
 * Used by the public app (src/i18n/catalogue.ts), the admin, the Worker and common/ alike.
 */
import type { Lang } from "./languages.ts";

/** A catalogue: the same keys in both languages. */
export type Catalogue<K extends string = string> = Record<Lang, Record<K, string>>;

/**
 * Declare a feature's catalogue; the `en` side must have every key of the `zh` side, and no other.
 * Free of side effects, so a bundle drops a catalogue nothing reads.
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineMessages<const Z extends Record<string, string>>(zh: Z, en: Record<keyof Z, string>): Catalogue<keyof Z & string> {
  return { zh, en } as Catalogue<keyof Z & string>;
}

/** Fill `{name}` placeholders. */
export function format(template: string, vars?: Record<string, string | number>): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m));
}

/** The message of a key that may not be in the catalogue (a field or option named by data); undefined when it is not. */
export function messageOf<K extends string>(catalogue: Catalogue<K>, lang: Lang, key: string): string | undefined {
  return Object.hasOwn(catalogue[lang], key) ? catalogue[lang][key as K] : undefined;
}

/** One message in both languages, `{ zh, en }`, for a description that holds its words as pairs (a content type's field labels). */
export function inBoth<K extends string>(catalogue: Catalogue<K>, key: K): Record<Lang, string> {
  return { zh: catalogue.zh[key], en: catalogue.en[key] };
}
