/**
 * The privacy notice of the contact form (issue 26, CONTRACT "consent"): where the policy lives, the
 * version of its text the form shows (sent with each lead and stored with it, so a lead says which
 * text the visitor agreed to; change it whenever the policy's text changes), and how long leads are
 * kept by default (the Worker's LEAD_RETENTION_DAYS in wrangler.toml says the same in every environment).
 */
export const PRIVACY_PATH = "/privacy";
export const PRIVACY_VERSION = "2026-11-29";
/** Bound and form of a privacy text version as the API takes it (e.g. "2026-11-26"). */
export const PRIVACY_VERSION_MAX = 32;
export const PRIVACY_VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z._-]*$/;
/** Days a closed (won or lost) lead is kept; 0 keeps leads until ops erase them. */
export const DEFAULT_LEAD_RETENTION_DAYS = 730;
