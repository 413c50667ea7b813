import type { ProductContent } from "../../types";
import { REQUIREMENTS } from "./requirements";
import { prefabPark } from "../case-studies/prefab-park";

/** /intelligent/prefabrication (English) */
export const prefabrication: ProductContent = {
  hero: {
    eyebrow: "Industrialised prefabrication (smart factory) platform",
    title: "Every precast component with a known origin and destination",
    lead: "Factory management for precast components from order, scheduling, production and inspection to yard and dispatch, with one code per piece traced end to end.",
    audience: "For girder yards, segment plants, precast factories and owners' component managers.",
    figure: { src: "/img/prefab-hero.svg", alt: "Precast yard: gantry crane lifting a box girder, components tagged with QR codes", width: 640, height: 420 },
  },
  problem: {
    title: "Components still managed in spreadsheets",
    lead: "Orders, production, yard and dispatch each run their own part; finding where a piece is, and whether it passed, takes several phone calls.",
    points: [
      { title: "Scheduling by experience", text: "Moulds, casting beds and crews are allocated from the planner's memory, and every order change means re-planning." },
      { title: "Pieces lost in the yard", text: "Storage positions live in memory and paper ledgers, so finding and re-handling pieces at dispatch wastes time." },
      { title: "Broken quality trail", text: "Rebar and concrete batches cannot be matched to pieces, so a defect cannot be traced." },
    ],
  },
  capabilities: {
    title: "Smart factory functions",
    lead: "The component code is the thread that ties the factory's data together.",
    items: [
      { icon: "schedule", title: "Orders and scheduling", text: "Production scheduled from the project's demand plan and mould and bed capacity. Order changes are re-planned quickly." },
      { icon: "factory", title: "Production tracking", text: "Rebar, casting, curing and stressing reported per operation. Key process parameters captured automatically." },
      { icon: "quality", title: "Inspection", text: "Materials, concealed-work and finished-product checks recorded online. Failed pieces are locked and cannot leave the plant." },
      { icon: "qrcode", title: "One code per piece", text: "A unique QR code per component shows its full history when scanned. Site teams scan to accept and erect." },
      { icon: "precast", title: "Yard and dispatch", text: "Visual yard slots; storage, moves and dispatch confirmed by scan. Delivery notes generated from the site erection plan." },
    ],
  },
  workflow: {
    title: "From order to erection",
    lead: "The component code runs from factory to site, and the information travels with the piece.",
    steps: [
      { title: "Demand and orders", text: "Component orders raised from the construction plan." },
      { title: "Scheduling and materials", text: "Automatic scheduling and material requirements." },
      { title: "Production and inspection", text: "Operations reported; coded and stored once passed." },
      { title: "Yard and dispatch", text: "Scan in, scan out, ship to the erection plan." },
      { title: "Acceptance and erection", text: "Scanned on site; position reported back to the model." },
    ],
  },
  proof: {
    title: "Practice in a precast industrial park",
    lead: "The platform serves precast industrial parks and the girder yards and segment plants of large projects.",
    facts: ["projects", "partners", "patents"],
    relatedCase: prefabPark,
  },
  resources: { requirements: REQUIREMENTS },
  cta: { title: "One code for every piece in your plant", text: "Tell us your component types and annual capacity, and we will demonstrate scheduling through dispatch." },
};

export default prefabrication;
