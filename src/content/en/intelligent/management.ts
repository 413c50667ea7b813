import type { ProductContent } from "../../types";
import { REQUIREMENTS } from "./requirements";
import { riverBridge } from "../case-studies/river-bridge";

/** /intelligent/management (English) */
export const management: ProductContent = {
  hero: {
    eyebrow: "Digital construction management platform",
    title: "Construction management centred on the BIM model",
    lead: "Progress, quality, safety, measurement and payment, and records all attached to one BIM model, with every party working online.",
    audience: "For owners, agent-builders and supervisors on expressway, bridge, tunnel and urban road projects.",
    figure: { src: "/img/management-hero.svg", alt: "Management platform screen: Gantt chart, bridge model and four completion rates", width: 640, height: 420 },
  },
  problem: {
    title: "Management always gets old data",
    lead: "A dozen parties report separately, and by the time data reaches the owner it is days old.",
    points: [
      { title: "Progress is unclear", text: "Reported progress does not match the site, and slippage shows only when a milestone is missed." },
      { title: "Quality records lag", text: "Inspection and concealed-work records are entered afterwards and signatures circulate on paper." },
      { title: "Payment disputes", text: "Quantities are checked on different bases, and measurement goes round after round." },
    ],
  },
  capabilities: {
    title: "Core functions",
    lead: "All records land on model components: searchable, traceable, countable.",
    items: [
      { icon: "collaboration", title: "BIM collaboration", text: "Lightweight model publishing, with drawing versions and design changes approved online. Every party discusses issues on the same model." },
      { icon: "schedule", title: "Progress", text: "Schedules linked to model components, actual progress reported from site. Slippage is flagged and coloured on the model." },
      { icon: "quality", title: "Quality", text: "Inspection requests flow online with electronic sign-off. Every quality issue is closed from finding to acceptance." },
      { icon: "safety", title: "Safety", text: "High-risk work lists, hazard checks and rectification managed online. Overdue items are escalated to the person responsible." },
      { icon: "report", title: "Measurement and payment", text: "Quantities measured from the model and accepted work. Measurement, review and payment ledgers are generated." },
      { icon: "database", title: "Digital records", text: "Records are filed automatically as work happens and bound to the archive standard. At handover, records go with the model." },
    ],
  },
  workflow: {
    title: "How the platform runs",
    lead: "One data chain from model to dashboard, through the whole build.",
    steps: [
      { title: "Model and coding", text: "Design model split by WBS and coded." },
      { title: "Plans linked", text: "Master and monthly plans linked to components." },
      { title: "Site entries and inspections", text: "Contractor and supervisor report and sign on mobile." },
      { title: "Measurement and payment", text: "Accepted quantities go to measurement review." },
      { title: "Dashboards and archive", text: "Live multi-level dashboards, records filed automatically." },
    ],
  },
  proof: {
    title: "Management practice on major projects",
    lead: "Used on more than 40 major projects, from bridges and tunnels to expressways and urban expressways.",
    facts: ["projects", "partners", "copyrights"],
    relatedCase: riverBridge,
  },
  resources: { requirements: REQUIREMENTS },
  cta: { title: "See how your project would run on it", text: "We walk through a live project, from model publishing to measurement and payment." },
};

export default management;
