/**
 * What counts as an e-mail address (SPEC section 5): local@domain.tld with an alphabetic top-level
 * domain of 2+ letters. The Worker's schema and the SPA's form check both read this one pattern.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
