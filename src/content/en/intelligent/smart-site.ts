import type { ProductContent } from "../../types";
import { REQUIREMENTS } from "./requirements";
import { riverTunnelWest } from "../case-studies/river-tunnel-west";

/** /intelligent/smartSite (English) */
export const smartSite: ProductContent = {
  hero: {
    eyebrow: "Smart construction site platform",
    title: "People, plant, materials and environment on one screen",
    lead: "Worker positioning, cranes and plant, environmental monitoring, video AI and structural monitoring in one platform, with alerts before incidents happen.",
    audience: "For main contractors' site teams, owners' safety departments and supervisors.",
    figure: { src: "/img/smartsite-hero.svg", alt: "Site plan with tower crane, work zones, gate, cameras, workers and sensors", width: 640, height: 420 },
  },
  problem: {
    title: "Safety depends on people watching",
    lead: "Many scattered work faces, too few safety officers, and problems found after the fact.",
    points: [
      { title: "Nobody knows who is where", text: "In tunnels and on tall piers, worker positions are unclear and a head count in an emergency is slow." },
      { title: "Every device has its own system", text: "Crane monitoring, dust monitoring and video each run separately and share no data." },
      { title: "Daily logs by hand", text: "Construction logs and safety reports are compiled by hand, late and incomplete." },
    ],
  },
  capabilities: {
    title: "Site capabilities",
    lead: "Every device on one platform, every work site in one view.",
    items: [
      { icon: "helmet", title: "Workforce", text: "Named access control and attendance, real-time positioning in tunnels and high-risk zones. One-click head count in emergencies." },
      { icon: "camera", title: "Video AI", text: "Detects missing helmets or harnesses and entry into danger zones. Alerts go to the responsible person's phone." },
      { icon: "sensor", title: "Environment and structure", text: "Dust, noise, gas, settlement and stress monitoring in one place. Threshold breaches raise alerts and trigger a response." },
      { icon: "precast", title: "Plant monitoring", text: "Tower cranes, bridge erectors and TBMs connected. Limit, overload and anti-collision alarms in real time." },
      { icon: "report", title: "Automatic daily logs", text: "Construction logs and safety reports generated from captured data. Managers only review and confirm." },
    ],
  },
  workflow: {
    title: "From sensor to response",
    lead: "Device intake, rules, alerts and close-out form one response chain.",
    steps: [
      { title: "Connect devices", text: "Gates, positioning beacons, cameras and sensors." },
      { title: "Rules and thresholds", text: "Alert thresholds and detection rules per work site." },
      { title: "Real-time alerts", text: "Breaches and violations pushed to the person responsible." },
      { title: "Close-out", text: "Rectification, re-check and sign-off on record." },
      { title: "Review", text: "Hazards by site and crew, for continuous improvement." },
    ],
  },
  proof: {
    title: "Proven on tunnel and bridge sites",
    lead: "The smart site platform runs continuously on high-risk sites such as river tunnels and river bridges.",
    facts: ["projects", "partners", "patents"],
    relatedCase: riverTunnelWest,
  },
  resources: { requirements: REQUIREMENTS },
  cta: { title: "Configure a smart site for your project", text: "Tell us the type of works and the devices you already have, and we will send a connection list and roll-out plan." },
};

export default smartSite;
