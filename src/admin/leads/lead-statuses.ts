/** Lead statuses in working order (the API's list; kept here so the admin bundle needs no zod). */
import type { LeadStatus } from "../../../worker/schemas/admin-api";

export const LEAD_STATUSES = ["new", "contacted", "qualified", "won", "lost"] as const satisfies readonly LeadStatus[];
