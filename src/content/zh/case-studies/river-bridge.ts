import type { CaseStudy } from "../../types";

export const riverBridge: CaseStudy = {
  anchor: "river-bridge",
  title: "某跨江公路大桥 BIM 协同管理平台",
  clientType: "省级交通投资集团（建设单位）",
  scale: "路线全长 8.4 km；主桥为 (90+180+600+180+90) m 双塔斜拉桥，引桥 62 跨",
  challenge: "参建单位 20 余家，施工图版本多、变更频繁；钢箱梁节段吊装与索力监控数据分散在各家手里，业主难以掌握真实进度。",
  deployed: ["BIM 协同管理平台：模型轻量化浏览、图纸版本与变更审批", "进度/质量/安全三条业务线上流转", "智慧工地：塔吊监控、索力与主梁应力传感器接入"],
  outcomes: [
    { value: "-60%", label: "设计变更审批周期" },
    { value: "100%", label: "质检资料线上流转" },
    { value: "48 h", label: "安全隐患整改闭环时限" },
  ],
  tags: ["BIM 协同平台", "桥梁", "智慧工地"],
  figure: { src: "/img/case-river-bridge.svg", alt: "双塔斜拉桥立面，桥塔与斜拉索上标注传感器位置", width: 640, height: 400 },
};
