import type { ProductContent } from "../../types";
import { REQUIREMENTS } from "./requirements";
import { expresswayExpansion } from "../case-studies/expressway-expansion";

/** /digital/eicad (English) */
export const eicad: ProductContent = {
  hero: {
    eyebrow: "Integrated road and interchange design",
    title: "Linked design from interchange ramps to construction drawings",
    lead: "Detailed road design covering alignment, interchange ramps, superelevation and widening, cross-sections, earthwork, drawings and tables.",
    audience: "For route and interchange designers and checkers at highway and municipal design institutes.",
    figure: { src: "/img/eicad-hero.svg", alt: "Plan of a cloverleaf interchange with loop and directional ramps", width: 640, height: 420 },
  },
  problem: {
    title: "Change one thing, redo everything",
    lead: "In detailed design the work is not the design itself but the chain of changes that follows each revision.",
    points: [
      { title: "One grade change, every table redone", text: "Move a grade point and section levels, earthwork tables and subgrade tables all need checking by hand." },
      { title: "Ramp tie-ins calculated by hand", text: "Diverge and merge areas, superelevation runoff and nose levels between ramp and main line are error-prone." },
      { title: "Checkers cannot trace errors", text: "Drawings and tables draw on different data, so a problem found in checking is hard to trace to its step." },
    ],
  },
  capabilities: {
    title: "Core capabilities",
    lead: "Every drawing and table comes from one road model, so a change is made once.",
    items: [
      { icon: "interchange", title: "Interchange ramp design", text: "Cloverleaf, trumpet, directional and other common layouts, with ramp geometry checked against the standard. Noses and tie-in levels are calculated automatically." },
      { icon: "profile", title: "Profile and vertical curves", text: "Ground line, control levels and structures in one view. Vertical curve radii and sight distance checked for the design speed." },
      { icon: "superelevation", title: "Superelevation and widening", text: "Runoff lengths and widening values calculated to the standard. Rotation axis and transition method set per section." },
      { icon: "crossSection", title: "Cross-sections and slopes", text: "Templates for subgrade, ditches, intercepting drains and retaining walls. Widening projects join new and old embankments." },
      { icon: "earthwork", title: "Earthwork and mass haul", text: "Cut and fill per station, balanced by haul distance. Earthwork tables and mass-haul diagram out of the box." },
      { icon: "drawing", title: "Drawings and tables", text: "Plan, profile and section sheets, subgrade tables and coordinate tables in batches. Updated in one click after a change." },
    ],
  },
  workflow: {
    title: "From terrain to construction drawings",
    lead: "Main line and ramps share one ground model and one standard; data flows down the chain.",
    steps: [
      { title: "Survey and terrain model", text: "Import survey results and build the ground model." },
      { title: "Main line and ramp alignment", text: "PI or element method, ramps tied precisely to the main line." },
      { title: "Profile", text: "Grading, vertical curves, control levels." },
      { title: "Sections and superelevation", text: "Templates applied, superelevation and widening computed." },
      { title: "Earthwork and quantities", text: "Volumes, mass haul and quantity tables." },
      { title: "Drawings and 3D model", text: "Sheets in batches and the 3D presentation model." },
    ],
  },
  proof: {
    title: "More than 1,000 interchanges designed",
    lead: "A road design core refined for over 20 years and used by more than 1,000 design organisations.",
    facts: ["interchanges", "roadKm", "clients", "overallEfficiency"],
    relatedCase: expresswayExpansion,
  },
  resources: { requirements: REQUIREMENTS },
  cta: { title: "Watch a ramp go from design to drawings", text: "We take a full-size interchange from plan to construction drawings in one session." },
};

export default eicad;
