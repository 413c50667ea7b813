/** Ops statuses of a lead in working order (CONTRACT "Ops (admin)"); a new lead is `new`. */
export const LEAD_STATUSES = ["new", "contacted", "qualified", "won", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
