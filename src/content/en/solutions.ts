import type { SolutionsContent } from "../types";

/** Solutions (/solutions): four sections with anchors. */
export const solutions: SolutionsContent = {
  hero: {
    eyebrow: "Solutions",
    title: "Digital solutions built around engineering work",
    lead: "Virtual construction, immersive VR, oblique photography and a traffic-digitalisation lab for universities: putting design and construction data to work in planning, reviews and teaching.",
    audience: "For owners, contractors, design institutes and universities teaching traffic, road and bridge engineering.",
    figure: { src: "/img/solutions-hero.svg", alt: "A drone surveying over a terrain mesh, with a VR headset", width: 640, height: 420 },
  },
  sections: [
    {
      id: "virtual-construction",
      eyebrow: "Virtual construction",
      title: "Build it in the model first",
      lead: "4D construction simulation from the BIM model and the schedule, exposing sequencing clashes, site layout and traffic issues in advance.",
      figure: { src: "/img/sol-virtual-construction.svg", alt: "Three stages of a bridge build: piers and girder segments completed step by step, with progress per stage", width: 640, height: 400 },
      caseAnchor: "transport-hub",
      points: [
        { icon: "schedule", title: "4D schedule simulation", text: "The schedule is linked to model components and replayed day by day or week by week, so unrealistic plans stand out." },
        { icon: "precast", title: "Critical operations rehearsed", text: "Girder launching, swivel construction and TBM launch rehearsed step by step to check plant positions and lifting space." },
        { icon: "interchange", title: "Traffic diversion and site layout", text: "Traffic-management stages, temporary roads and site layout simulated by phase to limit disruption." },
      ],
    },
    {
      id: "vr",
      eyebrow: "VR",
      title: "Put on a headset and walk the unbuilt project",
      lead: "Design models and construction scenes turned into VR content for scheme reviews, safety training and public engagement.",
      figure: { src: "/img/sol-vr.svg", alt: "VR headset showing a road scene in both lenses, with two hand controllers", width: 640, height: 400 },
      points: [
        { icon: "vr", title: "Immersive scheme review", text: "Reviewers see interchanges, bridges and tunnel portals at full scale and catch problems earlier than on paper." },
        { icon: "helmet", title: "VR safety training", text: "Falls from height, falling objects and tunnel collapse experienced safely, to build workers' risk awareness." },
        { icon: "steering", title: "Drive it first", text: "Combined with driving simulation, experience the alignment and signing before the road opens." },
      ],
    },
    {
      id: "oblique-photography",
      eyebrow: "Oblique photography",
      title: "Reality models from a drone flight",
      lead: "Centimetre-level reality models from drone oblique photography, used as the terrain and existing-conditions base for design, progress checks and asset records.",
      figure: { src: "/img/sol-oblique.svg", alt: "A drone with five camera cones capturing buildings and ground below", width: 640, height: 400 },
      caseAnchor: "urban-expressway",
      points: [
        { icon: "drone", title: "Flight planning and capture", text: "Routes planned automatically from the survey area and resolution; several square kilometres captured in a day." },
        { icon: "model3d", title: "Reality model and measurement", text: "3D reality model and orthophoto, with distances, areas and earthwork measured directly." },
        { icon: "inspection", title: "Conditions and progress checks", text: "Regular flights compared with the BIM model to check progress and land-acquisition limits." },
      ],
    },
    {
      id: "traffic-lab",
      eyebrow: "University traffic-digitalisation lab",
      title: "Engineering software and real projects in the classroom",
      lead: "Digital labs for traffic engineering, road and bridge programmes: software, equipment, course material and cases configured together.",
      figure: { src: "/img/sol-traffic-lab.svg", alt: "Lab with a triple-screen driving simulator and teaching workstations", width: 640, height: 400 },
      points: [
        { icon: "school", title: "Courses and lab exercises", text: "Lab guides and teaching cases for route design, traffic engineering and driver behaviour courses." },
        { icon: "steering", title: "Driving simulator and VR", text: "Triple-screen driving simulator and VR equipment for experiments and research on driver behaviour and road safety." },
        { icon: "collaboration", title: "Teaching licences and training", text: "Teaching licences of the design software and teacher training, so course and graduation projects use real terrain data." },
      ],
    },
  ],
  cta: { title: "A solution shaped to your project or school", text: "Tell us the use and the goal, and we will send a configuration list and implementation plan." },
};

export default solutions;
