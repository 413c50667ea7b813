import type { TwinContent } from "../types";
import { riverTunnelEast } from "./case-studies/river-tunnel-east";

/** O&M digital twin (/dtwin): highway, waterway and city infrastructure. */
export const dtwin: TwinContent = {
  hero: {
    eyebrow: "O&M digital twin",
    title: "The condition of every asset in service, on record",
    lead: "Built on as-built models and reality capture, fed by inspection, monitoring and maintenance data: working digital twins of highways, waterways and city infrastructure.",
    audience: "For expressway operators, waterway authorities and municipal infrastructure maintenance departments.",
    figure: { src: "/img/dtwin-hero.svg", alt: "Digital twin screen: a cable-stayed bridge with monitoring points, one alert and its readings", width: 640, height: 420 },
  },
  problem: {
    title: "Unclear asset inventory, maintenance by experience",
    lead: "Construction models and records go to sleep after handover, and operational data is scattered across separate systems.",
    points: [
      { title: "As-built records unused", text: "Drawings and models are shelved at handover; checking a bridge's reinforcement and repair history means a trip to the archive." },
      { title: "Inspections in isolation", text: "Defect photos, test reports and monitoring data are stored apart and not tied to components, so trends stay invisible." },
      { title: "Maintenance plans by guesswork", text: "Without a measured condition rating, maintenance budgets have little to go on." },
    ],
  },
  scenarios: {
    title: "Three kinds of infrastructure",
    lead: "One platform, configured for the way each kind of asset is run.",
    items: [
      { id: "highway", icon: "bridge", title: "Highways", text: "Pavements, bridges, tunnels and slopes on one map, with structural health monitoring and periodic inspection data, so maintenance decisions rest on evidence." },
      { id: "waterway", icon: "ship", title: "Waterways", text: "Channels, locks, navigation aids and hydrological data combined; vessel traffic in real time; inspection and upkeep of aids to navigation on record." },
      { id: "city", icon: "city", title: "City infrastructure", text: "Urban roads, bridges, utility tunnels and pipelines modelled together, with patrol, repair and maintenance orders closed in the twin." },
    ],
  },
  capabilities: {
    title: "Platform capabilities",
    lead: "The static as-built model becomes a continuously updated base for operations.",
    items: [
      { icon: "database", title: "Digital asset register", text: "As-built BIM, oblique photography and point clouds combined, assets stored by component code. Design, construction and O&M records attached in one place." },
      { icon: "sensor", title: "Monitoring data", text: "Structural health, traffic flow, water level and weather feed the twin in real time. Threshold breaches raise alerts located on the component." },
      { icon: "inspection", title: "Inspection and defects", text: "Mobile inspection records defect position, photos and size per component. Repeated surveys of one defect form a trend automatically." },
      { icon: "chart", title: "Condition rating", text: "Pavement, bridge and tunnel condition rated by the standard method. Ratings are colour-coded on the model." },
      { icon: "schedule", title: "Maintenance planning and orders", text: "Maintenance plans proposed from ratings and budget. Work orders are issued, executed and accepted on record." },
      { icon: "dashboard", title: "Operations dashboards", text: "Network, waterway and district dashboards show condition and alerts live. Wall screens, desktop and mobile." },
    ],
  },
  workflow: {
    title: "How the twin is built and kept alive",
    lead: "It starts at construction handover and is updated by every inspection and every repair.",
    steps: [
      { title: "Model and code assets", text: "As-built models and reality data combined, assets coded." },
      { title: "Connect data", text: "Monitoring, inspection, traffic and environment." },
      { title: "Rate condition", text: "Condition rating and anomaly detection." },
      { title: "Decide maintenance", text: "Maintenance plans and work orders." },
      { title: "Execute and write back", text: "Results written back to the twin: a life-cycle record." },
    ],
  },
  proof: {
    title: "Continuity from construction to operation",
    lead: "The O&M twin inherits the construction-stage BIM model and component codes, so nothing is modelled twice.",
    facts: ["projects", "patents", "copyrights", "partners"],
    relatedCase: riverTunnelEast,
  },
  cta: { title: "Build a twin of your network, waterway or district", text: "Tell us the asset types and extent, and we will propose the modelling scope, data connections and phasing." },
};

export default dtwin;
