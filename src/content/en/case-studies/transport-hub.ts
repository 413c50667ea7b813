import type { CaseStudy } from "../../types";

export const transportHub: CaseStudy = {
  anchor: "transport-hub",
  title: "Rail transport hub: BIM consulting",
  clientType: "Rail transit construction owner",
  scale: "Interchange of 3 lines; 460 m station; about 180,000 m² floor area",
  challenge: "Several design institutes produced drawings in parallel, the concourse was packed with services, and the many interfaces between track alignment and station structure surfaced as a wave of drawing-review issues.",
  deployed: ["Whole-process BIM consulting: federation of 12 discipline models and services coordination", "Check of the rail line design: alignment, profile and clearance", "Construction sequencing simulation for key stages"],
  outcomes: [
    { value: "1,860", label: "Clashes removed during design" },
    { value: "−45%", label: "Drawing-review issues" },
    { value: "12", label: "Disciplines in the delivered model" },
  ],
  tags: ["Rail transit", "BIM consulting"],
  figure: { src: "/img/case-transport-hub.svg", alt: "Section through a rail hub with three stacked platform levels", width: 640, height: 400 },
};
