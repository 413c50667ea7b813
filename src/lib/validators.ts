/** Input rules of SPEC section 5, usable in forms and tests. */
import { EMAIL_PATTERN } from "../../common/email-pattern";

/** Optional 86 / 0086 (or +86) prefix, then 1, a digit 3–9, and 9 more digits. */
export const MAINLAND_MOBILE_RE = /^(?:\+?86|0086)?1[3-9]\d{9}$/;

/** 18-digit resident id: 6-digit area, year 18xx/19xx/20xx, month, day, 3 digits, check digit or X. */
export const ID_NUMBER_RE = /^\d{6}(?:18|19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}[\dXx]$/;

/** Does the text look like an e-mail address the server will accept? */
export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** A mainland China mobile number, spaces and dashes ignored. */
export function isMainlandMobile(value: string): boolean {
  return MAINLAND_MOBILE_RE.test(value.replace(/[\s-]/g, ""));
}

/** A mainland resident id number (format only, the check digit is not computed). */
export function isIdNumber(value: string): boolean {
  return ID_NUMBER_RE.test(value.trim());
}

/**
 * A parameter set is valid when no value is empty; the string "0" counts as a value, as do 0 and false.
 * Empty means undefined, null, "" (or only spaces), NaN, or an empty array.
 */
export function isValidParams(params: Record<string, unknown>): boolean {
  return Object.values(params).every((v) => {
    if (v === undefined || v === null) return false;
    if (typeof v === "string") return v.trim() !== "";
    if (typeof v === "number") return !Number.isNaN(v);
    if (Array.isArray(v)) return v.length > 0;
    return true;
  });
}
