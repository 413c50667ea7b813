import type { CaseStudy } from "../../types";

export const prefabPark: CaseStudy = {
  anchor: "prefab-park",
  title: "Smart manufacturing park for precast components",
  clientType: "Precast subsidiary of a construction group",
  scale: "About 13 ha; 6 production lines; 150,000 m³ of precast components a year",
  challenge: "Orders, scheduling, production, inspection and the storage yard each ran on their own spreadsheets; pieces went missing or were shipped wrongly, and clients demanded traceability for every piece.",
  deployed: ["Industrialised prefabrication (smart factory) platform: order, scheduling, production, inspection, yard, dispatch", "QR code per component and yard slot management", "Production-line equipment and energy data"],
  outcomes: [
    { value: "1 d → 1 h", label: "Weekly production scheduling" },
    { value: "95% → 99%", label: "First-time acceptance at dispatch" },
    { value: "−80%", label: "Time spent finding pieces in the yard" },
  ],
  tags: ["Smart factory", "Precast"],
  figure: { src: "/img/case-prefab-park.svg", alt: "Precast plant with gantry crane and zoned storage yard", width: 640, height: 400 },
};
