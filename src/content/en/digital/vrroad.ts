import type { ProductContent } from "../../types";
import { REQUIREMENTS } from "./requirements";
import { expresswayExpansion } from "../case-studies/expressway-expansion";

/** /digital/vrroad (English) */
export const vrroad: ProductContent = {
  hero: {
    eyebrow: "Driving simulation and safety evaluation",
    title: "Drive the road before it opens",
    lead: "Driving simulation on the design model to evaluate operating-speed consistency, stopping sight distance and alignment combinations, finding hazards while they are still lines on a drawing.",
    audience: "For road design institutes, road safety auditors and universities teaching and researching traffic engineering.",
    figure: { src: "/img/vrroad-hero.svg", alt: "Driver's view of a curve with the sight-distance zone and an operating-speed chart", width: 640, height: 420 },
  },
  problem: {
    title: "Alignment problems show up after opening",
    lead: "Poor horizontal-vertical combinations, short sight distance and sudden speed changes are easy to miss on paper and become crash locations later.",
    points: [
      { title: "Compliant is not the same as safe", text: "Every single parameter meets the standard, yet the combination still misleads drivers or forces sharp speed changes." },
      { title: "Evaluation by manual reading", text: "Operating-speed prediction and sight-distance checks are laborious, and difficult sections get missed." },
      { title: "No driver's view", text: "Designers rarely get to see their road the way a driver will." },
    ],
  },
  capabilities: {
    title: "Simulation and evaluation",
    lead: "On the design model, the driver's experience becomes measurable indicators.",
    items: [
      { icon: "steering", title: "Driving simulation", text: "Drive the 3D design model from the driver's seat, with an optional simulator rig. Vehicle types and weather can be varied." },
      { icon: "chart", title: "Operating-speed analysis", text: "Predicts V85 by the standard method and rates speed consistency between sections. Problem sections are flagged automatically." },
      { icon: "inspection", title: "Sight-distance checks", text: "Stopping and meeting sight distance station by station. Obstructions are shown in the 3D scene." },
      { icon: "safety", title: "Safety evaluation report", text: "Alignment, sight-distance and speed issues with suggested fixes. The report follows the structure of a road safety evaluation." },
    ],
  },
  workflow: {
    title: "How an evaluation runs",
    lead: "Design results go straight into simulation, and findings go back into the design.",
    steps: [
      { title: "Import the design model", text: "Alignment, profile, sections and traffic facilities." },
      { title: "Predict operating speed", text: "Per vehicle type, section by section." },
      { title: "Check sight distance and alignment", text: "Station-by-station sight distance, poor combinations identified." },
      { title: "Confirm by driving", text: "Drive the flagged sections to see the problem." },
      { title: "Issue the report", text: "Issue list with suggested improvements." },
    ],
  },
  proof: {
    title: "Design and evaluation on one model",
    lead: "The simulation reads the road design directly, so findings go back into the design without re-modelling.",
    facts: ["users", "patents", "copyrights"],
    relatedCase: expresswayExpansion,
  },
  resources: { requirements: [...REQUIREMENTS.slice(0, 2), "Dedicated GPU with 6 GB", "Optional: steering wheel and pedal set"] },
  cta: { title: "Drive your own design", text: "Send us a design extract and we will run the operating-speed analysis and a simulated drive with you." },
};

export default vrroad;
