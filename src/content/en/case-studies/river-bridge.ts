import type { CaseStudy } from "../../types";

export const riverBridge: CaseStudy = {
  anchor: "river-bridge",
  title: "River bridge: BIM collaborative management platform",
  clientType: "Provincial transport investment group (owner)",
  scale: "8.4 km route; main bridge a (90+180+600+180+90) m twin-pylon cable-stayed span; 62 approach spans",
  challenge: "More than 20 parties, many drawing revisions and frequent design changes. Erection data of the steel box-girder segments and cable forces sat with each contractor, so the owner could not see real progress.",
  deployed: ["BIM collaborative platform: lightweight model viewing, drawing versions and change approval", "Progress, quality and safety workflows online", "Smart site: tower-crane monitoring, cable-force and girder-stress sensors"],
  outcomes: [
    { value: "−60%", label: "Design-change approval time" },
    { value: "100%", label: "Inspection records handled online" },
    { value: "48 h", label: "Deadline to close a safety issue" },
  ],
  tags: ["BIM platform", "Bridge", "Smart site"],
  figure: { src: "/img/case-river-bridge.svg", alt: "Elevation of a twin-pylon cable-stayed bridge with sensor positions on pylons and stays", width: 640, height: 400 },
};
