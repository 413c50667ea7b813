import type { CasesContent } from "../types";
import { riverBridge } from "./case-studies/river-bridge";
import { expresswayExpansion } from "./case-studies/expressway-expansion";
import { riverTunnelEast } from "./case-studies/river-tunnel-east";
import { riverTunnelWest } from "./case-studies/river-tunnel-west";
import { urbanExpressway } from "./case-studies/urban-expressway";
import { prefabPark } from "./case-studies/prefab-park";
import { transportHub } from "./case-studies/transport-hub";

/** 项目案例：项目名称只写类型和大致区域，不写真实单位名称。 */
export const cases: CasesContent = {
  hero: {
    eyebrow: "项目案例",
    title: "从方案设计到建设运维的工程实践",
    lead: "跨江大桥、高速改扩建、越江隧道、城市快速路、预制构件产业园与轨道交通枢纽，七个项目的规模、难点、部署内容与量化成果。",
    audience: "适合建设单位、设计院和施工总包在选型前了解同类项目的落地方式。",
    figure: { src: "/img/cases-hero.svg", alt: "跨江大桥、隧道与高架快速路组成的工程线路示意图", width: 640, height: 420 },
  },
  labels: { client: "客户类型", scale: "项目规模", challenge: "项目难点", deployed: "部署内容", outcome: "量化成果" },
  items: [riverBridge, expresswayExpansion, riverTunnelEast, riverTunnelWest, urbanExpressway, prefabPark, transportHub],
  cta: { title: "有类似的项目？", text: "告诉我们项目类型和规模，我们安排做过同类项目的工程师与您沟通。" },
};

export default cases;
