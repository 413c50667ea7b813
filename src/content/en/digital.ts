import type { LineOverviewContent } from "../types";
import { expresswayExpansion } from "./case-studies/expressway-expansion";

/** Digital design product line overview (/digital). */
export const digitalOverview: LineOverviewContent = {
  hero: {
    eyebrow: "Digital design",
    title: "Digital design of roads, interchanges and rail lines",
    lead: "From terrain data to alignment, profile, cross-sections, earthwork, drawings and 3D reports: one tool chain from scheme design to construction drawings.",
    audience: "For road, bridge, tunnel and rail designers at design institutes, and for universities teaching route design.",
    figure: { src: "/img/digital-hero.svg", alt: "Road alignment with chainage marks over contour lines, with a profile inset", width: 640, height: 420 },
  },
  problem: {
    title: "Design time lost to rework",
    lead: "Scheme design means comparing several corridors; in detailed design one grade change ripples through cross-sections, earthwork and every drawing.",
    points: [
      { title: "Change the profile, redraw everything", text: "When alignment, profile and cross-sections are separate models, moving one grade point means updating sections, earthwork tables and drawings by hand." },
      { title: "Schemes compared by rough estimates", text: "Cut and fill, bridge and tunnel ratios and cost are hard to compare on the same basis across corridors, which weakens the scheme report." },
      { title: "2D drawings do not communicate", text: "Owners and review panels struggle to read dense plan and profile sheets; interchanges and difficult sections need 3D." },
    ],
  },
  cards: {
    title: "The product line",
    lead: "Four products for scheme design, detailed design, presentation and safety evaluation, all working on one model.",
    items: [
      { route: "airoad", icon: "alignment", title: "Rapid road scheme design", text: "Automatic corridor routing and fast comparison on the terrain model; scheme design 8–10× faster.", tags: ["Scheme comparison", "Auto-routing"] },
      { route: "eicad", icon: "interchange", title: "Integrated road and interchange design", text: "Linked alignment, profile and cross-sections: ramps, superelevation, widening, earthwork and drawings in one system.", tags: ["Interchanges", "Construction drawings"] },
      { route: "report3d", icon: "model3d", title: "3D report presentation", text: "Turn design results into a 3D scene in one step and fly along the chainage for reviews and owner meetings.", tags: ["3D scene", "Scheme review"] },
      { route: "vrroad", icon: "steering", title: "Driving simulation and safety evaluation", text: "Drive the design model to check sight distance, operating-speed consistency and alignment safety.", tags: ["Operating speed", "Sight distance"] },
    ],
  },
  extra: {
    id: "rail",
    eyebrow: "Rail transit line design",
    title: "Rail transit line design",
    lead: "Design metro and suburban rail lines on the same terrain and model, coordinated with the road and hub schemes around them.",
    figure: { src: "/img/rail-line.svg", alt: "Rail line with station positions over contour lines, with the line profile below", width: 640, height: 420 },
    points: [
      { icon: "rail", title: "Alignment and profile", text: "Curve radii, transition curves and gradients constrained by line class; grade lengths and vertical curves checked automatically." },
      { icon: "station", title: "Stations and track layout", text: "Station centre chainage, platform length and turnouts placed on the line model; chainages follow every change." },
      { icon: "crossSection", title: "Clearance and sections", text: "Structure sections along the line, checked against the structure gauge, existing roads and utilities." },
    ],
  },
  workflow: {
    title: "From survey data to the final report",
    lead: "One model through every stage: a change upstream reaches every downstream result.",
    steps: [
      { title: "Survey data", text: "Import survey points, contours, aerial or oblique photography." },
      { title: "Terrain model", text: "Build the TIN ground model; extract ground lines." },
      { title: "Alignment", text: "PI or element method; auto-routing at scheme stage." },
      { title: "Profile", text: "Grade design with vertical curves and control levels." },
      { title: "Cross-sections", text: "Templates, superelevation, widening, slopes and ditches." },
      { title: "Earthwork and quantities", text: "Station-by-station volumes, mass haul and quantity tables." },
      { title: "Drawings and 3D report", text: "Plan, profile and section sheets plus the 3D scene." },
    ],
  },
  proof: {
    title: "Proven on projects by more than 20,000 designers",
    lead: "The core design software has more than 20 years of development behind it. Its track record so far:",
    facts: ["users", "roadKm", "interchanges", "schemeEfficiency", "overallEfficiency"],
    relatedCase: expresswayExpansion,
  },
  cta: { title: "Try it on your own project data", text: "Send a terrain extract and your design standard; an engineer will walk you from routing to drawings." },
};

export default digitalOverview;
