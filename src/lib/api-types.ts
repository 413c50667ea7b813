/**
 * Shapes of the JSON API (CONTRACT.md "Reads" and "Writes") as the SPA sees them. All come from the
 * Worker's schemas (worker/schemas; `import type`, so nothing of the Worker is bundled): read shapes
 * from responses.ts, request bodies from the zod schemas' input types through api-requests.ts.
 */
import type { ApiRequests } from "../../worker/schemas/api-requests";

export type {
  Banner,
  Created,
  NewsDetail,
  NewsItem,
  NewsLink,
  NewsPage,
  PrivacyPolicy,
  ProductOption,
  SiteFact,
  SiteSettings,
  SoftwareDetail,
  SoftwareItem,
  SoftwareRequirements,
  UpdateLog,
  UpdateLogDetail,
  Video,
  VideoDetail,
} from "../../worker/schemas/responses";
export type { NewsTab, SoftwareKind } from "../../worker/schemas/reads";
export type { Utm } from "../../common/utm";

/** `POST /api/consultations` body (current form shape plus the lead context the Worker records). */
export type ConsultationInput = ApiRequests["/consultations"]["json"];
/** `POST /api/visits` body. */
export type VisitInput = ApiRequests["/visits"]["json"];
