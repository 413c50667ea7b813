import type { AboutContent } from "../types";

/** About us (/about). `{brand}` is filled from the site settings; the figures live in the site settings (seed/content/site-settings.json). */
export const about: AboutContent = {
  hero: {
    eyebrow: "About us",
    title: "Infrastructure software that understands engineering",
    lead: "{brand} was founded in 2018 on road design software with more than 20 years of development behind it. Our products cover digital design, intelligent construction and O&M digital twins.",
    audience: "Our clients are design institutes, owners, contractors, precast manufacturers and universities.",
    figure: { src: "/img/about-hero.svg", alt: "Road, rail line and city buildings over contour lines, with a timeline below", width: 640, height: 420 },
  },
  intro: {
    title: "Who we are",
    paragraphs: [
      "{brand} is a software company devoted to digitalising transport infrastructure. Our core road design software has been developed for more than twenty years alongside working designers. It covers route scheme design, road and interchange design, 3D presentation and driving-simulation safety evaluation, and extends to rail line design.",
      "Since the company was founded in 2018 we have carried the models and data of the design stage into construction and operation: a BIM-based construction management platform, a smart construction site platform and a smart factory platform for precast components, plus O&M digital twins for highways, waterways and city infrastructure.",
      "Our team brings together road, bridge, tunnel and traffic engineers and software engineers. Good engineering software, we believe, starts by understanding engineering: speaking the designer's language and answering with project data.",
    ],
  },
  facts: { title: "{brand} in figures", lead: "Cumulative company figures." },
  lines: {
    title: "Three product lines",
    items: [
      { route: "digital", icon: "alignment", title: "Digital design", text: "Rapid road scheme design, road and interchange design, rail line design, 3D report presentation, driving simulation and safety evaluation.", tags: ["Design institutes", "Universities"] },
      { route: "intelligent", icon: "helmet", title: "Intelligent construction", text: "Digital construction management, smart construction site and industrialised prefabrication (smart factory) platforms.", tags: ["Owners", "Contractors"] },
      { route: "dtwin", icon: "dashboard", title: "O&M digital twin", text: "Asset registers, monitoring, inspection and maintenance decisions for highways, waterways and city infrastructure.", tags: ["Operators", "Municipal"] },
    ],
  },
  history: {
    title: "Our path",
    items: [
      { when: "Early 2000s", text: "Development of the core road design software begins and spreads through design institutes." },
      { when: "2018", text: "The company is founded, bringing road, interchange and rail design products together." },
      { when: "Since then", text: "Intelligent construction platforms and O&M twins launched and used on more than 40 major projects." },
      { when: "Today", text: "More than 1,000 client organisations, 20,000 designer users and 50 partner firms." },
    ],
  },
  values: {
    title: "How we work",
    items: [
      { icon: "alignment", title: "Engineering first", text: "Our product managers and implementation engineers come from design offices and sites. Requirements come from projects, and features are proven on projects." },
      { icon: "collaboration", title: "In it for the long run", text: "Engineers stay with you from training and pilot to full roll-out. Releases keep coming, and old project data upgrades smoothly." },
      { icon: "safety", title: "Reliable data", text: "Calculations follow the current design standards, and results are traceable. On-premises deployment keeps project data in your hands." },
    ],
  },
  cta: { title: "Tell us about your project", text: "Software selection, a platform roll-out or a teaching lab: one of our engineers will call you back within 24 hours." },
};

export default about;
