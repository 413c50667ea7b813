import type { LineOverviewContent, ProductContent } from "../types";

const REQ = ["Browser: current Chrome or Edge, 1920×1080 recommended", "Mobile: Android 10 / iOS 14 or later", "Deployment: SaaS or on-premises (Linux servers)", "Site devices: common video and IoT sensor protocols"];

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
    caseAnchor: "river-bridge",
  },
  cta: { title: "Plan intelligent construction for your project", text: "Tell us the project type, scale and parties involved, and we will propose a staged roll-out." },
};

/** The three platform pages, by route key. */
export const intelligentPlatforms: Record<"management" | "smartSite" | "prefabrication", ProductContent> = {
  management: {
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
      caseAnchor: "river-bridge",
    },
    resources: { requirements: REQ },
    cta: { title: "See how your project would run on it", text: "We walk through a live project, from model publishing to measurement and payment." },
  },
  smartSite: {
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
      caseAnchor: "river-tunnel-west",
    },
    resources: { requirements: REQ },
    cta: { title: "Configure a smart site for your project", text: "Tell us the type of works and the devices you already have, and we will send a connection list and roll-out plan." },
  },
  prefabrication: {
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
      caseAnchor: "prefab-park",
    },
    resources: { requirements: REQ },
    cta: { title: "One code for every piece in your plant", text: "Tell us your component types and annual capacity, and we will demonstrate scheduling through dispatch." },
  },
};
