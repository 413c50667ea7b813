import type { CaseStudy } from "../../types";

export const expresswayExpansion: CaseStudy = {
  anchor: "expressway-expansion",
  title: "Expressway widening from four to eight lanes",
  clientType: "Provincial expressway construction authority",
  scale: "126 km of main line; 14 interchanges; 83 bridges",
  challenge: "Traffic stayed open during works. Widening switched between both sides and one side, so new and old embankments had to be joined across many cross-section types; comparing schemes and checking earthwork took weeks.",
  deployed: ["Rapid scheme design to compare alignment and profile options", "Integrated road and interchange design: widened cross-sections, superelevation transitions", "3D report presentation of traffic-management stages"],
  outcomes: [
    { value: "3 wk → 4 d", label: "Scheme comparison" },
    { value: "2,500+", label: "Widened cross-sections generated automatically" },
    { value: "< 2%", label: "Deviation in earthwork check" },
  ],
  tags: ["Road design", "Interchanges", "Widening"],
  figure: { src: "/img/case-expressway.svg", alt: "Cross-section of a widened expressway joining new and old embankments", width: 640, height: 400 },
};
