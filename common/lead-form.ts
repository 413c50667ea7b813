/**
 * Where the contact form posts itself when the app has not started (worker/pages/lead-form.ts,
 * docs/decisions/0067), with `?language=` of its page. The app sends it to /api/consultations instead.
 */
export const LEAD_FORM_PATH = "/consultations";
