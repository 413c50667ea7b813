import type { ProductContent } from "../../types";
import { REQUIREMENTS } from "./requirements";
import { expresswayExpansion } from "../case-studies/expressway-expansion";

/** /digital/eicad（中文） */
export const eicad: ProductContent = {
  hero: {
    eyebrow: "道路与互通立交一体化设计",
    title: "平纵横联动，互通立交到施工图一次完成",
    lead: "覆盖路线、互通立交匝道、超高加宽、横断面、土方和图表输出的道路详细设计系统。",
    audience: "面向公路与市政道路设计院的路线、互通立交专业设计人员和校审人员。",
    figure: { src: "/img/eicad-hero.svg", alt: "苜蓿叶形互通立交平面，匝道环线与定向匝道", width: 640, height: 420 },
  },
  problem: {
    title: "改一处，动全套",
    lead: "施工图阶段最怕的不是设计本身，而是变更后的连锁修改。",
    points: [
      { title: "纵断面一调，图表全部重做", text: "变坡点移动后，横断面设计高程、土方数量表和路基设计表都要手工核对更新。" },
      { title: "互通匝道算不准", text: "匝道与主线的分合流、超高过渡和连接部高程靠手算衔接，容易出错。" },
      { title: "校审找不到问题源头", text: "图表之间数据来源不一致，校审发现问题后难以追溯是哪一步出错。" },
    ],
  },
  capabilities: {
    title: "详细设计的核心能力",
    lead: "所有图表来自同一个道路模型，修改只需要做一次。",
    items: [
      { icon: "interchange", title: "互通立交匝道设计", text: "支持苜蓿叶、喇叭形、定向式等常见形式，匝道线形按规范自动校核。分合流鼻端与连接部高程自动计算。" },
      { icon: "profile", title: "纵断面拉坡与竖曲线", text: "地面线、控制高程和构造物标注一目了然。竖曲线半径和视距按设计速度实时检查。" },
      { icon: "superelevation", title: "超高与加宽", text: "按规范自动计算超高过渡段和加宽值。旋转轴、过渡方式可按路段灵活设置。" },
      { icon: "crossSection", title: "横断面与边坡", text: "标准断面模板覆盖路基、边沟、截水沟和挡墙。改扩建项目支持新老路基拼宽。" },
      { icon: "earthwork", title: "土方计算与调配", text: "逐桩计算填挖方，按运距自动调配。输出土方数量表和调配图。" },
      { icon: "drawing", title: "施工图表自动输出", text: "平面图、纵断面图、横断面图及路基设计表、逐桩坐标表批量生成。修改后一键更新。" },
    ],
  },
  workflow: {
    title: "从地形到施工图",
    lead: "主线与匝道共用同一地面模型和设计标准，数据逐级传递。",
    steps: [
      { title: "测量数据与地面模型", text: "导入测量成果，建立数字地面模型。" },
      { title: "主线与匝道平面", text: "交点法、曲线元法设计，匝道与主线精确衔接。" },
      { title: "纵断面", text: "拉坡设计，竖曲线与控制高程校核。" },
      { title: "横断面与超高", text: "套用断面模板，超高加宽自动计算。" },
      { title: "土方与工程量", text: "逐桩土方、调配与工程数量表。" },
      { title: "施工图与三维模型", text: "批量出图，同时生成三维汇报模型。" },
    ],
  },
  proof: {
    title: "上千座互通立交的设计积累",
    lead: "二十余年持续迭代的道路设计内核，服务上千家设计单位。",
    facts: ["interchanges", "roadKm", "clients", "overallEfficiency"],
    relatedCase: expresswayExpansion,
  },
  resources: { requirements: REQUIREMENTS },
  cta: { title: "看一遍匝道从设计到出图", text: "我们用一个真实规模的互通立交，演示从平面到施工图的完整过程。" },
};

export default eicad;
