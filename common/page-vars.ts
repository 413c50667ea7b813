/**
 * `{name}` in page text (decision 0040): a company figure by its key (`{patents}`, `{clients}` …, the
 * site settings' facts), `{brand}`, `{hotline}` or `{email}`, filled from the current settings on
 * every page and in the head's description, so a figure is written once, in the settings.
 */

/** What fills `{name}`: `brand`, `hotline`, `email` and every fact key (its value). */
export type PageVars = Record<string, string>;

/** The variables from a language's site settings. */
export function pageVars(site: { brandName: string; hotline: string; email: string; facts: readonly { key?: string; value: string }[] }): PageVars {
  const vars: PageVars = { brand: site.brandName, hotline: site.hotline, email: site.email };
  for (const f of site.facts) if (f.key) vars[f.key] = f.value;
  return vars;
}

/** `{name}` → its value where `vars` has one; other placeholders (`{label}`, `{n}`) stay for the component. */
export function fillText(text: string, vars: PageVars): string {
  return text.replace(/\{(\w+)\}/g, (m, k: string) => (Object.hasOwn(vars, k) ? vars[k]! : m));
}
