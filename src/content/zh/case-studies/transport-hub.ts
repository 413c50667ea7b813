import type { CaseStudy } from "../../types";

export const transportHub: CaseStudy = {
  anchor: "transport-hub",
  title: "某轨道交通枢纽 BIM 咨询服务",
  clientType: "轨道交通建设单位",
  scale: "3 条线路换乘；车站长 460 m；总建筑面积约 18 万 m²",
  challenge: "多条线路、多家设计院同步出图，站厅层管线密集；轨道线路与车站结构接口多，施工图会审问题集中爆发。",
  deployed: ["BIM 全过程咨询：12 个专业模型整合与管线综合", "轨道交通线路设计复核：平纵断面与限界检查", "施工模拟与关键节点方案推演"],
  outcomes: [
    { value: "1,860 处", label: "设计阶段消除的碰撞" },
    { value: "-45%", label: "施工图会审问题数" },
    { value: "12 个", label: "交付模型专业" },
  ],
  tags: ["轨道交通", "BIM 咨询"],
  figure: { src: "/img/case-transport-hub.svg", alt: "轨道交通枢纽剖面，三条线路站台层叠换乘", width: 640, height: 400 },
};
