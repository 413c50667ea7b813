/** The utm_* campaign parameters a lead records (CONTRACT "Writes"), read by the SPA and the Worker. */
export const UTM_KEYS = ["source", "medium", "campaign", "term", "content"] as const;
export type UtmKey = (typeof UTM_KEYS)[number];

/** Campaign parameters by key without the `utm_` prefix; absent ones left out. */
export type Utm = Partial<Record<UtmKey, string>>;
