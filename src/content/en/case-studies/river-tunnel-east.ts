import type { CaseStudy } from "../../types";

export const riverTunnelEast: CaseStudy = {
  anchor: "river-tunnel-east",
  title: "Shield-driven river tunnel: BIM collaborative platform",
  clientType: "City construction investment company (owner)",
  scale: "4.2 km tunnel, of which 3.1 km shield-driven; 15 m outer diameter; 1,550 lining rings",
  challenge: "Segments pass through casting, transport and erection, and defects could not be traced to a ring number. Settlement and ring-attitude readings under the river were compiled by hand once a day.",
  deployed: ["BIM collaborative platform linking TBM advance to the model", "One code per ring: segment production and erection traceability", "Automatic intake of settlement and convergence readings with threshold alarms"],
  outcomes: [
    { value: "1,550", label: "Rings traceable by code" },
    { value: "24 h → 10 min", label: "Monitoring update interval" },
    { value: "7 d → 2 d", label: "Monthly quantity review" },
  ],
  tags: ["BIM platform", "Tunnel", "Precast"],
  figure: { src: "/img/case-tunnel-shield.svg", alt: "Cross-section of a shield tunnel with lining segments and monitoring points", width: 640, height: 400 },
};
