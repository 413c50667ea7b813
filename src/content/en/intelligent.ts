import type { LineOverviewContent } from "../types";
import { riverBridge } from "./case-studies/river-bridge";

/** Intelligent construction product line overview (/intelligent). */
export const intelligentOverview: LineOverviewContent = {
  hero: {
    eyebrow: "Intelligent construction",
    title: "Progress, quality and safety you can see and control",
    lead: "A BIM model at the core, linking construction management, the smart site and the precast factory, with site data flowing up to decision makers automatically.",
    audience: "For project-management and digital leads at owners, main contractors and precast manufacturers.",
    figure: { src: "/img/intelligent-hero.svg", alt: "Construction site with a tower crane and sensors on bridge piers, with a data dashboard", width: 640, height: 420 },
  },
  problem: {
    title: "The bigger the project, the later the information",
    lead: "With many parties and scattered work sites, management sees reports compiled days ago.",
    points: [
      { title: "Progress on paper reports", text: "Weekly and monthly reports are compiled level by level on different bases; slippage is found too late to recover." },
      { title: "Quality records signed after the fact", text: "Inspection lots and concealed-work records lag behind the works and are completed in a rush before handover." },
      { title: "Precast components untraceable", text: "Production, transport and erection records are disconnected, so a defect cannot be traced to a batch or a person." },
    ],
  },
  cards: {
    title: "Three platforms",
    lead: "Use one on its own, or combine them on the same BIM model and coding system.",
    items: [
      { route: "management", icon: "dashboard", title: "Digital construction management platform", text: "Progress, quality, safety and payment linked to the BIM model, for owners managing the whole build.", tags: ["BIM platform", "Progress/quality/safety"] },
      { route: "smartSite", icon: "helmet", title: "Smart construction site platform", text: "People, plant, environment, video and monitoring data in one place, with real-time risk alerts.", tags: ["IoT", "Video AI"] },
      { route: "prefabrication", icon: "factory", title: "Industrialised prefabrication (smart factory) platform", text: "Orders, scheduling, production, inspection, yard and dispatch, with a code on every component.", tags: ["Precast", "One code per piece"] },
    ],
  },
  workflow: {
    title: "How data travels from site to decision",
    lead: "One work breakdown structure and one component code connect the model, the site and the factory.",
    steps: [
      { title: "BIM model and WBS", text: "Lightweight design model, coded by work item and component." },
      { title: "Plans and tasks", text: "Schedule linked to the model, tasks sent to crews." },
      { title: "Site and factory capture", text: "Mobile entries, IoT devices and video collect data." },
      { title: "Issues closed out", text: "Quality and safety issues tracked from finding to sign-off." },
      { title: "Dashboards", text: "Project, section and group views with slippage alerts." },
    ],
  },
  proof: {
    title: "In use on more than 40 major projects",
    lead: "The platforms run on expressways, river tunnels, river bridges and urban expressways.",
    facts: ["projects", "partners", "patents", "copyrights"],
    relatedCase: riverBridge,
  },
  cta: { title: "Plan intelligent construction for your project", text: "Tell us the project type, scale and parties involved, and we will propose a staged roll-out." },
};

export default intelligentOverview;
