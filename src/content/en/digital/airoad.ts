import type { ProductContent } from "../../types";
import { REQUIREMENTS } from "./requirements";
import { expresswayExpansion } from "../case-studies/expressway-expansion";

/** /digital/airoad (English) */
export const airoad: ProductContent = {
  hero: {
    eyebrow: "Rapid road scheme design",
    title: "Corridor comparison in hours, not weeks",
    lead: "Generates and optimises road alignments on the terrain model, with cut and fill, bridge and tunnel ratios and quantities for each: scheme design 8–10× faster.",
    audience: "For route designers, lead engineers and reviewers at feasibility and preliminary design stage.",
    figure: { src: "/img/airoad-hero.svg", alt: "Three alternative alignments A, B and C over contour lines, with an indicator comparison", width: 640, height: 420 },
  },
  problem: {
    title: "Scheme design never has enough time",
    lead: "Wide corridors and many control points mean days of manual routing per option, so few options are ever really compared.",
    points: [
      { title: "Days to route one option", text: "Trial lines on the map, adjusting PIs and radii; move one control point and the whole line starts again." },
      { title: "Indicators on different bases", text: "Earthwork and structure lengths computed by different people are not comparable across options." },
      { title: "No time left for the report", text: "The scheme is fixed late, and comparison tables, sketches and slides are rushed." },
    ],
  },
  capabilities: {
    title: "What it does",
    lead: "Engineering rules in the algorithm, so designers spend their time judging options, not drawing lines.",
    items: [
      { icon: "alignment", title: "Automatic routing and optimisation", text: "Set end points, control points and the design standard, and feasible alignments are generated. Optimise for earthwork, structure ratio or cost." },
      { icon: "profile", title: "Linked profile grading", text: "When the alignment changes, the profile updates and is re-graded. Grades, grade lengths and vertical curves are checked as you work." },
      { icon: "earthwork", title: "Fast cut-and-fill estimate", text: "Areas and volumes station by station. Every option uses the same basis, straight into the comparison table." },
      { icon: "chart", title: "Side-by-side indicators", text: "Length, share of curves, maximum grade, bridge and tunnel ratio and estimated cost. Export the comparison table in one click." },
      { icon: "drone", title: "Any terrain source", text: "Survey points, contours, DEM and oblique photography. Large corridors load in tiles without stalling." },
      { icon: "model3d", title: "3D preview of each option", text: "Any option becomes a 3D scene. It shares its model with the 3D report presentation product." },
    ],
  },
  workflow: {
    title: "Scheme design, step by step",
    lead: "From terrain to comparison table, every result stays in one project file.",
    steps: [
      { title: "Terrain and controls", text: "Terrain, end points, towns, rivers, protected and no-go areas." },
      { title: "Design standard", text: "Road class, design speed, minimum radius, maximum grade." },
      { title: "Candidate alignments", text: "Several alignments that satisfy the constraints." },
      { title: "Linked adjustment", text: "Fine-tune PIs and grade points; indicators refresh live." },
      { title: "Compare and export", text: "Comparison table, plan sketches and 3D scene." },
    ],
  },
  proof: {
    title: "Scheme speed proven at scale",
    lead: "The speed-up comes from tens of thousands of kilometres of road schemes.",
    facts: ["schemeEfficiency", "roadKm", "users"],
    relatedCase: expresswayExpansion,
  },
  resources: { requirements: REQUIREMENTS },
  cta: { title: "Bring your corridor, compare on the spot", text: "Give us the end points and terrain extent when you book, and we will generate and compare options live." },
};

export default airoad;
