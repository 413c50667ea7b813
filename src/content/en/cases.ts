import type { CasesContent } from "../types";
import { riverBridge } from "./case-studies/river-bridge";
import { expresswayExpansion } from "./case-studies/expressway-expansion";
import { riverTunnelEast } from "./case-studies/river-tunnel-east";
import { riverTunnelWest } from "./case-studies/river-tunnel-west";
import { urbanExpressway } from "./case-studies/urban-expressway";
import { prefabPark } from "./case-studies/prefab-park";
import { transportHub } from "./case-studies/transport-hub";

/** Project cases: named by project type and region only, never by a real organisation. */
export const cases: CasesContent = {
  hero: {
    eyebrow: "Project cases",
    title: "From scheme design to construction and operation",
    lead: "A river bridge, an expressway widening, two river tunnels, an urban expressway, a precast industrial park and a rail hub: scale, difficulty, what we deployed and the measured outcome of each.",
    audience: "For owners, design institutes and main contractors who want to see how comparable projects were run before they choose a tool.",
    figure: { src: "/img/cases-hero.svg", alt: "A route combining a river bridge, a tunnel and an elevated expressway", width: 640, height: 420 },
  },
  labels: { client: "Client", scale: "Scale", challenge: "Challenge", deployed: "What we deployed", outcome: "Outcome" },
  items: [riverBridge, expresswayExpansion, riverTunnelEast, riverTunnelWest, urbanExpressway, prefabPark, transportHub],
  cta: { title: "Planning a similar project?", text: "Tell us the project type and scale, and an engineer who has run a comparable project will get in touch." },
};

export default cases;
