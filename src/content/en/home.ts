import type { HomeContent } from "../types";

/** Home page (/pc_index). `{brand}` is filled from the site settings; the figures live only there, this names their keys. */
export const home: HomeContent = {
  pageTitle: "{brand}: road, interchange and rail design software, intelligent construction and O&M digital twins",
  banner: {
    label: "Featured",
    nav: "Banner topics",
    slides: [
      {
        route: "academy",
        image: "/img/home/banner-academy.svg",
        headline: "{brand} Academy",
        subtitle: "Teaching videos, user manuals and training courses that take design teams from scheme design to construction drawings.",
        button: "Visit the Academy",
        description: "Software training",
        alt: "Teaching video player beside a road alignment sketch",
      },
      {
        route: "digital",
        image: "/img/home/banner-digital.svg",
        headline: "Digital design for roads and interchanges",
        subtitle: "Terrain model, alignment, profile, cross-sections, earthwork and drawings in one workflow. Scheme design 8 to 10 times faster.",
        button: "Explore digital design",
        description: "Digital design software",
        alt: "Road alignment and interchange ramps drawn over contour lines",
      },
      {
        route: "intelligent",
        image: "/img/home/banner-intelligent.svg",
        headline: "Intelligent construction platforms",
        subtitle: "Progress, quality and safety on one platform, sensors on site and traceable precast components. In use on over 40 major projects.",
        button: "Explore intelligent construction",
        description: "Intelligent construction",
        alt: "Construction site with tower crane, sensors and precast beams",
      },
      {
        route: "dtwin",
        image: "/img/home/banner-dtwin.svg",
        headline: "Digital twins for infrastructure O&M",
        subtitle: "For highways, waterways and city infrastructure: asset inspection, monitoring alerts and maintenance decisions on one twin.",
        button: "Explore O&M D-Twin",
        description: "O&M digital twin",
        alt: "Bridge monitoring and a digital twin dashboard",
      },
    ],
  },
  news: {
    eyebrow: "News",
    title: "Latest news",
    lead: "Releases, training sessions, standards and project milestones.",
    coverAlt: "News cover: {title}",
  },
  solutions: {
    eyebrow: "Solutions",
    title: "Three product lines from design to construction to operation",
    lead: "One set of data carried from the scheme stage through construction and maintenance, with less remodelling and redrawing.",
    more: "Learn more",
    items: [
      {
        route: "digital",
        icon: "interchange",
        title: "Digital Design",
        text: "Rapid road scheme design, integrated road and interchange design, rail transit line design, driving simulation and safety evaluation, 3D reports.",
        points: ["Alignment, profile and cross-sections stay linked", "Interchange ramps laid out quickly", "Earthwork and quantities updated instantly"],
      },
      {
        route: "intelligent",
        icon: "helmet",
        title: "Intelligent Construction",
        text: "Construction management, smart construction site and industrialised prefabrication (smart factory) platforms that bring site data back to the project office.",
        points: ["Progress, quality and safety in one place", "People, plant and environment monitored online", "Every precast component traceable by its code"],
      },
      {
        route: "dtwin",
        icon: "dashboard",
        title: "O&M Digital Twin",
        text: "Operation and maintenance twins for highways, waterways and city infrastructure, linking as-built models, monitoring data and maintenance work.",
        points: ["Asset registers linked to BIM models", "Structure and slope monitoring alerts", "Inspection and maintenance tracked to closure"],
      },
    ],
  },
  about: {
    label: "About us",
    eyebrow: "About us",
    imageAlt: "Line drawing of a highway interchange and a city skyline",
    pager: "Show: {label}",
    intro: {
      tab: "Company",
      title: "Over 20 years of road design software",
      text: "{brand} was founded in 2018; its core design software has more than 20 years of development and project use behind it. We serve design institutes, contractors, owners and universities with road, interchange and rail design software, intelligent construction platforms and O&M digital twins.",
      facts: ["history", "clients", "users"],
    },
    figures: {
      tab: "Key figures",
      title: "The numbers",
      text: "What road design, interchanges and intelligent construction add up to so far.",
      facts: ["founded", "history", "patents", "copyrights", "clients", "users", "roadKm", "interchanges", "projects", "partners"],
    },
    research: {
      tab: "Research",
      title: "Research and partners",
      text: "Steady investment in our own research, with partner firms serving design, construction and maintenance together.",
      facts: ["schemeEfficiency", "overallEfficiency", "patents", "copyrights"],
    },
  },
  stories: {
    eyebrow: "User stories",
    title: "What engineers tell us",
    label: "User stories",
    pager: "Show story {n}: {label}",
    items: [
      {
        quote: "A change in the profile used to mean recalculating every cross-section and the earthwork. Now alignment, profile and sections stay linked, drawings and quantities update themselves, and we compare interchange options within two days.",
        role: "Head of highway alignment, a provincial transport design institute",
        tab: "Design institute",
      },
      {
        quote: "Our lab teaches alignment design and driving simulation with it. Students design, simulate and run the safety evaluation in one model, and their course projects are clearly better.",
        role: "Director, a university traffic engineering lab",
        tab: "University lab",
      },
      {
        quote: "Progress, quality and safety data for the whole widening project sit on the collaboration platform. No more weekly reports compiled by hand, and every defect is traced to a location and a person.",
        role: "Project management office, an expressway widening owner",
        tab: "Expressway owner",
      },
      {
        quote: "Since the precast yard went live, every beam has a record from rebar cage to installation, and bed turnover and storage planning are visible at a glance.",
        role: "Precast yard manager, a road and bridge contractor",
        tab: "Contractor",
      },
    ],
  },
};

export default home;
