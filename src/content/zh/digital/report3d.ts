import type { ProductContent } from "../../types";
import { REQUIREMENTS } from "./requirements";
import { urbanExpressway } from "../case-studies/urban-expressway";

/** /digital/report3d（中文） */
export const report3d: ProductContent = {
  hero: {
    eyebrow: "三维汇报展示",
    title: "把设计成果变成看得懂的三维场景",
    lead: "直接读取道路设计数据，自动生成地形、路线、桥隧和交通设施的三维场景，用于方案评审和业主汇报。",
    audience: "面向需要向业主、评审专家和政府部门汇报方案的设计院项目负责人。",
    figure: { src: "/img/report3d-hero.svg", alt: "三维汇报软件界面：左侧图层列表，中间为道路与桥梁三维场景，下方为桩号进度条", width: 640, height: 420 },
  },
  problem: {
    title: "汇报时图纸说不清楚",
    lead: "评审会上，专家和业主需要的是直观的空间关系，而不是一叠平纵图。",
    points: [
      { title: "外包动画周期长", text: "请外部团队做汇报动画要两三周，方案一改，动画就作废。" },
      { title: "看不出空间关系", text: "互通立交层次、桥梁与既有道路的净空、线位与村镇的距离，二维图纸难以表达。" },
      { title: "现场讨论无法即时调整", text: "会上提出的问题只能会后再答复，错过了当场统一意见的机会。" },
    ],
  },
  capabilities: {
    title: "汇报展示能力",
    lead: "设计数据直接驱动场景，方案变了，场景随之更新。",
    items: [
      { icon: "model3d", title: "设计数据自动建模", text: "读取平纵横设计成果自动生成路基、桥梁、隧道和互通三维模型。无需二次建模。" },
      { icon: "drone", title: "真实地形与影像", text: "叠加 DEM、卫星影像和倾斜摄影模型。线位与村镇、水系的关系一目了然。" },
      { icon: "report", title: "按桩号漫游", text: "沿线路按桩号飞行或驾驶视角浏览。关键节点可设置观察点，汇报时一键切换。" },
      { icon: "collaboration", title: "方案对比", text: "多个方案在同一场景中切换或并排显示。配合指标面板说明比选理由。" },
    ],
  },
  workflow: {
    title: "从设计成果到汇报场景",
    lead: "设计人员自己就能在一天内完成汇报场景。",
    steps: [
      { title: "读取设计成果", text: "导入道路设计项目或通用交换格式数据。" },
      { title: "自动生成三维模型", text: "路基、桥隧、交通工程设施自动建模。" },
      { title: "叠加地形与影像", text: "加载地形、影像或倾斜摄影实景模型。" },
      { title: "设置汇报路线", text: "编排观察点、飞行路线和标注说明。" },
      { title: "现场汇报与输出", text: "现场交互演示，也可输出视频和图片。" },
    ],
  },
  proof: {
    title: "方案汇报的常用工具",
    lead: "与设计软件共用同一模型，服务于上千家客户单位的方案评审。",
    facts: ["clients", "users", "overallEfficiency"],
    relatedCase: urbanExpressway,
  },
  resources: { requirements: REQUIREMENTS },
  cta: { title: "下一次评审，用三维场景汇报", text: "发来一段设计成果，我们演示如何在一天内做成可交互的汇报场景。" },
};

export default report3d;
