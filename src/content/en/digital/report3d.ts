import type { ProductContent } from "../../types";
import { REQUIREMENTS } from "./requirements";
import { urbanExpressway } from "../case-studies/urban-expressway";

/** /digital/report3d (English) */
export const report3d: ProductContent = {
  hero: {
    eyebrow: "3D report presentation",
    title: "Design results as a 3D scene anyone can read",
    lead: "Reads road design data directly and builds terrain, road, bridges, tunnels and traffic facilities in 3D for scheme reviews and owner meetings.",
    audience: "For project leads at design institutes who present schemes to owners, review panels and authorities.",
    figure: { src: "/img/report3d-hero.svg", alt: "3D presentation software: layer list on the left, road and bridge scene in the middle, chainage bar below", width: 640, height: 420 },
  },
  problem: {
    title: "Drawings fall short in the review meeting",
    lead: "Reviewers and owners need spatial relationships, not a stack of plan and profile sheets.",
    points: [
      { title: "Outsourced animations take weeks", text: "An external animation takes two to three weeks and is obsolete as soon as the scheme changes." },
      { title: "Spatial relationships stay hidden", text: "Interchange levels, clearance over existing roads and distance to villages are hard to show in 2D." },
      { title: "No answers during the meeting", text: "Questions raised in the meeting wait for a later reply, and the chance to agree on the spot is lost." },
    ],
  },
  capabilities: {
    title: "Presentation capabilities",
    lead: "The design data drives the scene: change the scheme and the scene follows.",
    items: [
      { icon: "model3d", title: "Models built from design data", text: "Subgrade, bridges, tunnels and interchanges generated from alignment, profile and sections. No remodelling." },
      { icon: "drone", title: "Real terrain and imagery", text: "DEM, satellite imagery and oblique photography underneath. The line's relation to villages and rivers is obvious." },
      { icon: "report", title: "Tour by chainage", text: "Fly or drive along the chainage. Viewpoints at key locations switch in one click during the meeting." },
      { icon: "collaboration", title: "Scheme comparison", text: "Switch between options or show them side by side in one scene. An indicator panel explains the choice." },
    ],
  },
  workflow: {
    title: "From design results to the meeting room",
    lead: "Designers build the presentation themselves, within a day.",
    steps: [
      { title: "Read design results", text: "Open the road design project or an exchange format." },
      { title: "Generate 3D models", text: "Subgrade, structures and traffic facilities modelled automatically." },
      { title: "Add terrain and imagery", text: "Load terrain, imagery or oblique-photography reality models." },
      { title: "Plan the tour", text: "Viewpoints, flight paths and annotations." },
      { title: "Present and export", text: "Interactive in the meeting, or exported as video and images." },
    ],
  },
  proof: {
    title: "A standard tool for scheme reviews",
    lead: "It shares its model with the design software and serves the reviews of more than 1,000 client organisations.",
    facts: ["clients", "users", "overallEfficiency"],
    relatedCase: urbanExpressway,
  },
  resources: { requirements: REQUIREMENTS },
  cta: { title: "Present your next review in 3D", text: "Send us a design extract and we will show how it becomes an interactive scene within a day." },
};

export default report3d;
