import type { CaseStudy } from "../../types";

export const riverTunnelWest: CaseStudy = {
  anchor: "river-tunnel-west",
  title: "River road tunnel: smart construction site",
  clientType: "Expressway project company (owner) and main contractor",
  scale: "2.6 km, six lanes; 0.9 km cut-and-cover and 1.7 km mined; two working shafts",
  challenge: "Many work faces with poor ventilation; worker positions and gas levels were checked on foot. Daily reports were typed up by hand and a day late.",
  deployed: ["Smart site platform: worker positioning, access control, gas monitoring", "Video AI for missing helmets and entry into danger zones", "BIM progress model and automatic daily reports"],
  outcomes: [
    { value: "100%", label: "Workers underground located in real time" },
    { value: "2 h → 10 min", label: "Daily report preparation" },
    { value: "98%", label: "Safety issues closed on time" },
  ],
  tags: ["BIM platform", "Tunnel", "Smart site"],
  figure: { src: "/img/case-tunnel-mined.svg", alt: "Mined tunnel section with positioning beacons and gas sensors", width: 640, height: 400 },
};
