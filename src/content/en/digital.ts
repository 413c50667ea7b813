import type { LineOverviewContent, ProductContent } from "../types";

const REQ = ["Windows 10 / 11, 64-bit", "Intel Core i5 (8th gen) or better, 16 GB RAM", "Dedicated GPU with 4 GB (3D features)", "20 GB free disk space"];

/** Digital design product line overview (/digital). */
export const digitalOverview: LineOverviewContent = {
  hero: {
    eyebrow: "Digital design",
    title: "Digital design of roads, interchanges and rail lines",
    lead: "From terrain data to alignment, profile, cross-sections, earthwork, drawings and 3D reports: one tool chain from scheme design to construction drawings.",
    audience: "For road, bridge, tunnel and rail designers at design institutes, and for universities teaching route design.",
    figure: { src: "/img/digital-hero.svg", alt: "Road alignment with chainage marks over contour lines, with a profile inset", width: 640, height: 420 },
  },
  problem: {
    title: "Design time lost to rework",
    lead: "Scheme design means comparing several corridors; in detailed design one grade change ripples through cross-sections, earthwork and every drawing.",
    points: [
      { title: "Change the profile, redraw everything", text: "When alignment, profile and cross-sections are separate models, moving one grade point means updating sections, earthwork tables and drawings by hand." },
      { title: "Schemes compared by rough estimates", text: "Cut and fill, bridge and tunnel ratios and cost are hard to compare on the same basis across corridors, which weakens the scheme report." },
      { title: "2D drawings do not communicate", text: "Owners and review panels struggle to read dense plan and profile sheets; interchanges and difficult sections need 3D." },
    ],
  },
  cards: {
    title: "The product line",
    lead: "Four products for scheme design, detailed design, presentation and safety evaluation, all working on one model.",
    items: [
      { route: "airoad", icon: "alignment", title: "Rapid road scheme design", text: "Automatic corridor routing and fast comparison on the terrain model; scheme design 8–10× faster.", tags: ["Scheme comparison", "Auto-routing"] },
      { route: "eicad", icon: "interchange", title: "Integrated road and interchange design", text: "Linked alignment, profile and cross-sections: ramps, superelevation, widening, earthwork and drawings in one system.", tags: ["Interchanges", "Construction drawings"] },
      { route: "report3d", icon: "model3d", title: "3D report presentation", text: "Turn design results into a 3D scene in one step and fly along the chainage for reviews and owner meetings.", tags: ["3D scene", "Scheme review"] },
      { route: "vrroad", icon: "steering", title: "Driving simulation and safety evaluation", text: "Drive the design model to check sight distance, operating-speed consistency and alignment safety.", tags: ["Operating speed", "Sight distance"] },
    ],
  },
  extra: {
    id: "rail",
    eyebrow: "Rail transit line design",
    title: "Rail transit line design",
    lead: "Design metro and suburban rail lines on the same terrain and model, coordinated with the road and hub schemes around them.",
    figure: { src: "/img/rail-line.svg", alt: "Rail line with station positions over contour lines, with the line profile below", width: 640, height: 420 },
    points: [
      { icon: "rail", title: "Alignment and profile", text: "Curve radii, transition curves and gradients constrained by line class; grade lengths and vertical curves checked automatically." },
      { icon: "station", title: "Stations and track layout", text: "Station centre chainage, platform length and turnouts placed on the line model; chainages follow every change." },
      { icon: "crossSection", title: "Clearance and sections", text: "Structure sections along the line, checked against the structure gauge, existing roads and utilities." },
    ],
  },
  workflow: {
    title: "From survey data to the final report",
    lead: "One model through every stage: a change upstream reaches every downstream result.",
    steps: [
      { title: "Survey data", text: "Import survey points, contours, aerial or oblique photography." },
      { title: "Terrain model", text: "Build the TIN ground model; extract ground lines." },
      { title: "Alignment", text: "PI or element method; auto-routing at scheme stage." },
      { title: "Profile", text: "Grade design with vertical curves and control levels." },
      { title: "Cross-sections", text: "Templates, superelevation, widening, slopes and ditches." },
      { title: "Earthwork and quantities", text: "Station-by-station volumes, mass haul and quantity tables." },
      { title: "Drawings and 3D report", text: "Plan, profile and section sheets plus the 3D scene." },
    ],
  },
  proof: {
    title: "Proven on projects by more than 20,000 designers",
    lead: "The core design software has more than 20 years of development behind it. Its track record so far:",
    facts: ["users", "roadKm", "interchanges", "schemeEfficiency", "overallEfficiency"],
    caseAnchor: "expressway-expansion",
  },
  cta: { title: "Try it on your own project data", text: "Send a terrain extract and your design standard; an engineer will walk you from routing to drawings." },
};

/** The four design products, by route key. */
export const digitalProducts: Record<"airoad" | "eicad" | "report3d" | "vrroad", ProductContent> = {
  airoad: {
    hero: {
      eyebrow: "Rapid road scheme design",
      title: "Corridor comparison in hours, not weeks",
      lead: "Generates and optimises road alignments on the terrain model, with cut and fill, bridge and tunnel ratios and quantities for each: scheme design 8–10× faster.",
      audience: "For route designers, lead engineers and reviewers at feasibility and preliminary design stage.",
      figure: { src: "/img/airoad-hero.svg", alt: "Three alternative alignments A, B and C over contour lines, with an indicator comparison", width: 640, height: 420 },
    },
    problem: {
      title: "Scheme design never has enough time",
      lead: "Wide corridors and many control points mean days of manual routing per option, so few options are ever really compared.",
      points: [
        { title: "Days to route one option", text: "Trial lines on the map, adjusting PIs and radii; move one control point and the whole line starts again." },
        { title: "Indicators on different bases", text: "Earthwork and structure lengths computed by different people are not comparable across options." },
        { title: "No time left for the report", text: "The scheme is fixed late, and comparison tables, sketches and slides are rushed." },
      ],
    },
    capabilities: {
      title: "What it does",
      lead: "Engineering rules in the algorithm, so designers spend their time judging options, not drawing lines.",
      items: [
        { icon: "alignment", title: "Automatic routing and optimisation", text: "Set end points, control points and the design standard, and feasible alignments are generated. Optimise for earthwork, structure ratio or cost." },
        { icon: "profile", title: "Linked profile grading", text: "When the alignment changes, the profile updates and is re-graded. Grades, grade lengths and vertical curves are checked as you work." },
        { icon: "earthwork", title: "Fast cut-and-fill estimate", text: "Areas and volumes station by station. Every option uses the same basis, straight into the comparison table." },
        { icon: "chart", title: "Side-by-side indicators", text: "Length, share of curves, maximum grade, bridge and tunnel ratio and estimated cost. Export the comparison table in one click." },
        { icon: "drone", title: "Any terrain source", text: "Survey points, contours, DEM and oblique photography. Large corridors load in tiles without stalling." },
        { icon: "model3d", title: "3D preview of each option", text: "Any option becomes a 3D scene. It shares its model with the 3D report presentation product." },
      ],
    },
    workflow: {
      title: "Scheme design, step by step",
      lead: "From terrain to comparison table, every result stays in one project file.",
      steps: [
        { title: "Terrain and controls", text: "Terrain, end points, towns, rivers, protected and no-go areas." },
        { title: "Design standard", text: "Road class, design speed, minimum radius, maximum grade." },
        { title: "Candidate alignments", text: "Several alignments that satisfy the constraints." },
        { title: "Linked adjustment", text: "Fine-tune PIs and grade points; indicators refresh live." },
        { title: "Compare and export", text: "Comparison table, plan sketches and 3D scene." },
      ],
    },
    proof: {
      title: "Scheme speed proven at scale",
      lead: "The speed-up comes from tens of thousands of kilometres of road schemes.",
      facts: ["schemeEfficiency", "roadKm", "users"],
      caseAnchor: "expressway-expansion",
    },
    resources: { requirements: REQ },
    cta: { title: "Bring your corridor, compare on the spot", text: "Give us the end points and terrain extent when you book, and we will generate and compare options live." },
  },
  eicad: {
    hero: {
      eyebrow: "Integrated road and interchange design",
      title: "Linked design from interchange ramps to construction drawings",
      lead: "Detailed road design covering alignment, interchange ramps, superelevation and widening, cross-sections, earthwork, drawings and tables.",
      audience: "For route and interchange designers and checkers at highway and municipal design institutes.",
      figure: { src: "/img/eicad-hero.svg", alt: "Plan of a cloverleaf interchange with loop and directional ramps", width: 640, height: 420 },
    },
    problem: {
      title: "Change one thing, redo everything",
      lead: "In detailed design the work is not the design itself but the chain of changes that follows each revision.",
      points: [
        { title: "One grade change, every table redone", text: "Move a grade point and section levels, earthwork tables and subgrade tables all need checking by hand." },
        { title: "Ramp tie-ins calculated by hand", text: "Diverge and merge areas, superelevation runoff and nose levels between ramp and main line are error-prone." },
        { title: "Checkers cannot trace errors", text: "Drawings and tables draw on different data, so a problem found in checking is hard to trace to its step." },
      ],
    },
    capabilities: {
      title: "Core capabilities",
      lead: "Every drawing and table comes from one road model, so a change is made once.",
      items: [
        { icon: "interchange", title: "Interchange ramp design", text: "Cloverleaf, trumpet, directional and other common layouts, with ramp geometry checked against the standard. Noses and tie-in levels are calculated automatically." },
        { icon: "profile", title: "Profile and vertical curves", text: "Ground line, control levels and structures in one view. Vertical curve radii and sight distance checked for the design speed." },
        { icon: "superelevation", title: "Superelevation and widening", text: "Runoff lengths and widening values calculated to the standard. Rotation axis and transition method set per section." },
        { icon: "crossSection", title: "Cross-sections and slopes", text: "Templates for subgrade, ditches, intercepting drains and retaining walls. Widening projects join new and old embankments." },
        { icon: "earthwork", title: "Earthwork and mass haul", text: "Cut and fill per station, balanced by haul distance. Earthwork tables and mass-haul diagram out of the box." },
        { icon: "drawing", title: "Drawings and tables", text: "Plan, profile and section sheets, subgrade tables and coordinate tables in batches. Updated in one click after a change." },
      ],
    },
    workflow: {
      title: "From terrain to construction drawings",
      lead: "Main line and ramps share one ground model and one standard; data flows down the chain.",
      steps: [
        { title: "Survey and terrain model", text: "Import survey results and build the ground model." },
        { title: "Main line and ramp alignment", text: "PI or element method, ramps tied precisely to the main line." },
        { title: "Profile", text: "Grading, vertical curves, control levels." },
        { title: "Sections and superelevation", text: "Templates applied, superelevation and widening computed." },
        { title: "Earthwork and quantities", text: "Volumes, mass haul and quantity tables." },
        { title: "Drawings and 3D model", text: "Sheets in batches and the 3D presentation model." },
      ],
    },
    proof: {
      title: "More than 1,000 interchanges designed",
      lead: "A road design core refined for over 20 years and used by more than 1,000 design organisations.",
      facts: ["interchanges", "roadKm", "clients", "overallEfficiency"],
      caseAnchor: "expressway-expansion",
    },
    resources: { requirements: REQ },
    cta: { title: "Watch a ramp go from design to drawings", text: "We take a full-size interchange from plan to construction drawings in one session." },
  },
  report3d: {
    hero: {
      eyebrow: "3D report presentation",
      title: "Design results as a 3D scene anyone can read",
      lead: "Reads road design data directly and builds terrain, road, bridges, tunnels and traffic facilities in 3D for scheme reviews and owner meetings.",
      audience: "For project leads at design institutes who present schemes to owners, review panels and authorities.",
      figure: { src: "/img/report3d-hero.svg", alt: "3D presentation software: layer list on the left, road and bridge scene in the middle, chainage bar below", width: 640, height: 420 },
    },
    problem: {
      title: "Drawings fall short in the review meeting",
      lead: "Reviewers and owners need spatial relationships, not a stack of plan and profile sheets.",
      points: [
        { title: "Outsourced animations take weeks", text: "An external animation takes two to three weeks and is obsolete as soon as the scheme changes." },
        { title: "Spatial relationships stay hidden", text: "Interchange levels, clearance over existing roads and distance to villages are hard to show in 2D." },
        { title: "No answers during the meeting", text: "Questions raised in the meeting wait for a later reply, and the chance to agree on the spot is lost." },
      ],
    },
    capabilities: {
      title: "Presentation capabilities",
      lead: "The design data drives the scene: change the scheme and the scene follows.",
      items: [
        { icon: "model3d", title: "Models built from design data", text: "Subgrade, bridges, tunnels and interchanges generated from alignment, profile and sections. No remodelling." },
        { icon: "drone", title: "Real terrain and imagery", text: "DEM, satellite imagery and oblique photography underneath. The line's relation to villages and rivers is obvious." },
        { icon: "report", title: "Tour by chainage", text: "Fly or drive along the chainage. Viewpoints at key locations switch in one click during the meeting." },
        { icon: "collaboration", title: "Scheme comparison", text: "Switch between options or show them side by side in one scene. An indicator panel explains the choice." },
      ],
    },
    workflow: {
      title: "From design results to the meeting room",
      lead: "Designers build the presentation themselves, within a day.",
      steps: [
        { title: "Read design results", text: "Open the road design project or an exchange format." },
        { title: "Generate 3D models", text: "Subgrade, structures and traffic facilities modelled automatically." },
        { title: "Add terrain and imagery", text: "Load terrain, imagery or oblique-photography reality models." },
        { title: "Plan the tour", text: "Viewpoints, flight paths and annotations." },
        { title: "Present and export", text: "Interactive in the meeting, or exported as video and images." },
      ],
    },
    proof: {
      title: "A standard tool for scheme reviews",
      lead: "It shares its model with the design software and serves the reviews of more than 1,000 client organisations.",
      facts: ["clients", "users", "overallEfficiency"],
      caseAnchor: "urban-expressway",
    },
    resources: { requirements: REQ },
    cta: { title: "Present your next review in 3D", text: "Send us a design extract and we will show how it becomes an interactive scene within a day." },
  },
  vrroad: {
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
      caseAnchor: "expressway-expansion",
    },
    resources: { requirements: [...REQ.slice(0, 2), "Dedicated GPU with 6 GB", "Optional: steering wheel and pedal set"] },
    cta: { title: "Drive your own design", text: "Send us a design extract and we will run the operating-speed analysis and a simulated drive with you." },
  },
};
