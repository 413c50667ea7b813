/** A landing page's published copy as GET /api/pages answers it (English): an intro, the contact form with a product. */
export const LANDING_COPY = {
  path: "/lp/spring-2027",
  title: "Spring offer",
  description: "Road design software spring offer",
  blocks: [{ type: "intro", eyebrow: "Spring", title: "Titanium spring campaign", lead: "Try it for a limited time" }],
  cases: {},
  contact: true,
  product: "report3d",
};
