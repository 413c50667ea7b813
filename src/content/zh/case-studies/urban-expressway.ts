import type { CaseStudy } from "../../types";

export const urbanExpressway: CaseStudy = {
  anchor: "urban-expressway",
  title: "某城市快速路高架建设管理",
  clientType: "市政工程建设中心",
  scale: "全长 18.5 km，其中高架桥 15.2 km；互通立交 6 座；预制盖梁与小箱梁 3,400 片",
  challenge: "中心城区施工，地下管线与征拆边界复杂；预制构件跨厂家供应，到场验收和安装计划难以对齐。",
  deployed: ["数字化建设管理平台：进度计划、计量支付、质量验收", "预制构件扫码到场验收与安装定位", "三维汇报演示：交通导改方案汇报"],
  outcomes: [
    { value: "320 处", label: "施工前发现管线与结构冲突" },
    { value: "100%", label: "预制构件扫码验收" },
    { value: "2 周", label: "进度偏差提前预警" },
  ],
  tags: ["市政道路", "预制构件", "建设管理"],
  figure: { src: "/img/case-urban-expressway.svg", alt: "城市高架快速路与地面道路、匝道示意", width: 640, height: 400 },
};
