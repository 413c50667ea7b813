import type { CaseStudy } from "../../types";

export const urbanExpressway: CaseStudy = {
  anchor: "urban-expressway",
  title: "Elevated urban expressway: construction management",
  clientType: "Municipal works construction centre",
  scale: "18.5 km, of which 15.2 km viaduct; 6 interchanges; 3,400 precast cap beams and box girders",
  challenge: "Works in the city centre with dense utilities and tight land-acquisition limits; precast members came from several plants and arrivals did not match the erection plan.",
  deployed: ["Digital construction management platform: schedule, measurement and payment, quality acceptance", "Scan-on-arrival acceptance and erection positioning of precast members", "3D report presentation of traffic diversion stages"],
  outcomes: [
    { value: "320", label: "Utility and structure clashes found before works" },
    { value: "100%", label: "Precast members accepted by scan" },
    { value: "2 weeks", label: "Earlier warning of schedule slippage" },
  ],
  tags: ["Urban road", "Precast", "Construction management"],
  figure: { src: "/img/case-urban-expressway.svg", alt: "Elevated urban expressway above a surface road, with ramps", width: 640, height: 400 },
};
