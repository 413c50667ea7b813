import type { CaseStudy } from "../../types";

export const prefabPark: CaseStudy = {
  anchor: "prefab-park",
  title: "某智能制造（装配式构件）产业园",
  clientType: "建工集团下属预制构件公司",
  scale: "园区占地约 13 万 m²；6 条生产线；年产能 15 万 m³ 预制构件",
  challenge: "订单、排产、生产、质检和堆场各用一套表格，构件找不到、发错货时有发生；客户要求每件构件可追溯。",
  deployed: ["工业化预制（智慧工厂）平台：订单—排产—生产—质检—堆场—发运全流程", "构件二维码与堆场货位管理", "生产线设备数据与能耗采集"],
  outcomes: [
    { value: "1 天 → 1 h", label: "周排产计划编制用时" },
    { value: "95% → 99%", label: "构件出厂一次验收合格率" },
    { value: "-80%", label: "堆场找件时间" },
  ],
  tags: ["智慧工厂", "预制构件"],
  figure: { src: "/img/case-prefab-park.svg", alt: "预制构件厂房、龙门吊与分区堆场示意", width: 640, height: 400 },
};
