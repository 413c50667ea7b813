import type { CaseStudy } from "../../types";

export const riverTunnelEast: CaseStudy = {
  anchor: "river-tunnel-east",
  title: "某越江盾构隧道 BIM 协同平台",
  clientType: "城市建设投资公司（建设单位）",
  scale: "隧道全长 4.2 km，其中盾构段 3.1 km，管片外径 15 m，共 1,550 环",
  challenge: "管片预制、运输、拼装环节多，质量问题难以追溯到具体环号；江底段沉降与管片姿态监测数据每天人工汇总。",
  deployed: ["BIM 协同平台：盾构推进进度与模型联动", "管片“一环一码”生产与拼装追溯", "沉降、收敛监测数据自动接入与超限预警"],
  outcomes: [
    { value: "1,550 环", label: "管片全部一环一码可追溯" },
    { value: "24 h → 10 min", label: "监测数据更新间隔" },
    { value: "7 天 → 2 天", label: "月度计量审核用时" },
  ],
  tags: ["BIM 协同平台", "隧道", "预制构件"],
  figure: { src: "/img/case-tunnel-shield.svg", alt: "盾构隧道横断面，管片分块与监测点布置", width: 640, height: 400 },
};
