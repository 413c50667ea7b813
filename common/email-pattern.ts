/**
 * What counts as an e-mail address (SPEC section 5): local@domain.tld with an alphabetic top-level
 * domain of 2+ letters. The Worker's schema and the SPA's form check both read this one pattern.
 *
 * Neither side may hold a space or any of `? & = % / \ " , ; < > #` (issue 32): in a `mailto:` link
 * they start a query (`?bcc=...&subject=...`), encode another character, add a recipient or end the
 * address, so an address chosen by a visitor could pre-fill sales' mail (a BCC of its choice). Real
 * addresses do not use them; the admin still builds every mailto with encoding (src/admin/lib/format.ts mailtoHref).
 */
export const EMAIL_PATTERN = /^[^\s@?&=%/\\",;<>#]+@[^\s@?&=%/\\",;<>#]+\.[A-Za-z]{2,}$/;
