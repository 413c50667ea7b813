import type { LineOverviewContent } from "../types";
import { expresswayExpansion } from "./case-studies/expressway-expansion";

/** 数字化设计产品线总览（/digital）。 */
export const digitalOverview: LineOverviewContent = {
  hero: {
    eyebrow: "数字化设计",
    title: "道路、互通立交与轨道交通的数字化设计",
    lead: "从地形数据到平纵横设计、土方计算、出图和三维汇报，一套工具贯通方案阶段与施工图阶段。",
    audience: "面向设计院道路、桥隧与轨道专业设计人员，以及开设道路勘测设计课程的高校。",
    figure: { src: "/img/digital-hero.svg", alt: "等高线地形上的道路平面线位、桩号与纵断面示意", width: 640, height: 420 },
  },
  problem: {
    title: "设计周期被反复修改吃掉",
    lead: "方案阶段要比选多条线位，施工图阶段一处纵坡调整就牵动横断面、土方和全套图纸。",
    points: [
      { title: "改一次纵断面，重出一遍图", text: "平纵横分别建模、数据不联动，变坡点一动，横断面、土方表和图纸都要手工更新。" },
      { title: "方案比选靠经验估算", text: "多条线位的填挖方、桥隧比例和造价难以在同一口径下快速对比，方案汇报说服力不足。" },
      { title: "二维图纸难以沟通", text: "业主和评审专家看不懂密集的平纵图，互通立交和复杂路段需要直观的三维表达。" },
    ],
  },
  cards: {
    title: "产品组成",
    lead: "四款产品覆盖方案设计、详细设计、成果汇报和安全评价，数据在同一模型上流转。",
    items: [
      { route: "airoad", icon: "alignment", title: "道路快速方案设计", text: "基于地形数据自动布线、快速比选，方案阶段效率提升 8–10 倍。", tags: ["方案比选", "自动布线"] },
      { route: "eicad", icon: "interchange", title: "道路与互通立交一体化设计", text: "平纵横联动设计，互通匝道、超高加宽、土方和施工图一体完成。", tags: ["互通立交", "施工图"] },
      { route: "report3d", icon: "model3d", title: "三维汇报展示", text: "设计成果一键生成三维场景，按桩号漫游，用于方案评审与业主汇报。", tags: ["三维场景", "方案汇报"] },
      { route: "vrroad", icon: "steering", title: "驾驶仿真与安全评价", text: "在设计模型上模拟驾驶，检查视距、运行速度协调性与线形安全。", tags: ["运行速度", "视距检查"] },
    ],
  },
  extra: {
    id: "rail",
    eyebrow: "轨道交通线路设计",
    title: "轨道交通线路设计",
    lead: "同一地形与模型基础上完成城市轨道交通与市域铁路的线路设计，与道路、枢纽方案统一协调。",
    figure: { src: "/img/rail-line.svg", alt: "等高线地形上的轨道线路与车站位置，下方为线路纵断面", width: 640, height: 420 },
    points: [
      { icon: "rail", title: "平面与纵断面设计", text: "按线路等级约束曲线半径、缓和曲线和坡度，坡段长度与竖曲线自动检查。" },
      { icon: "station", title: "车站与配线布置", text: "车站中心里程、站台长度和道岔配线在线路模型上布置，变更后里程自动联动。" },
      { icon: "crossSection", title: "限界与断面检查", text: "沿线生成结构断面，检查建筑限界与既有道路、管线的空间关系。" },
    ],
  },
  workflow: {
    title: "从测量数据到成果汇报",
    lead: "同一套模型贯穿各阶段，上游修改自动传递到下游成果。",
    steps: [
      { title: "地形数据", text: "导入测量点、等高线、航测或倾斜摄影成果。" },
      { title: "数字地面模型", text: "构建三角网地面模型，提取纵横地面线。" },
      { title: "平面线形", text: "交点法或曲线元法设计，方案阶段可自动布线。" },
      { title: "纵断面", text: "拉坡设计，竖曲线与控制高程校核。" },
      { title: "横断面", text: "标准横断面、超高加宽、边坡与排水沟。" },
      { title: "土方与工程量", text: "逐桩土方计算、调配和工程数量表。" },
      { title: "图纸与三维汇报", text: "自动出平纵横图表，生成三维汇报场景。" },
    ],
  },
  proof: {
    title: "在上万名设计师的项目中验证",
    lead: "核心设计软件有二十余年研发积累，累计完成的道路设计方案里程和互通立交数量如下。",
    facts: ["users", "roadKm", "interchanges", "schemeEfficiency", "overallEfficiency"],
    relatedCase: expresswayExpansion,
  },
  cta: { title: "用您的项目数据试一试", text: "提供一段地形数据和设计标准，我们的工程师为您演示从布线到出图的全过程。" },
};

export default digitalOverview;
