import type { CompanyFacts } from "../types";

/**
 * Company figures (SPEC section 1), the only place they are written in English.
 * Patents: the sources read 11 and 15; we show 11 granted out of 15 filed, in both languages,
 * matching the "11" of the site settings seed.
 */
export const companyFacts: CompanyFacts = {
  founded: { value: "2018", label: "Company founded" },
  history: { value: "20+ years", label: "Of development behind the core design software" },
  patents: { value: "11", label: "Invention patents granted (15 filed)" },
  copyrights: { value: "39", label: "Software copyrights" },
  clients: { value: "1,000+", label: "Client organisations" },
  users: { value: "20,000+", label: "Designers using our software" },
  roadKm: { value: "43,000 km", label: "Road schemes designed to date" },
  interchanges: { value: "1,000+", label: "Interchanges designed" },
  projects: { value: "40+", label: "Major projects running intelligent construction" },
  partners: { value: "50+", label: "Partner firms" },
  schemeEfficiency: { value: "8–10×", label: "Faster scheme design" },
  overallEfficiency: { value: "20–30%", label: "Higher overall design efficiency" },
};
