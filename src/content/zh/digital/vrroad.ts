import type { ProductContent } from "../../types";
import { REQUIREMENTS } from "./requirements";
import { expresswayExpansion } from "../case-studies/expressway-expansion";

/** /digital/vrroad（中文） */
export const vrroad: ProductContent = {
  hero: {
    eyebrow: "驾驶仿真与安全评价",
    title: "通车之前，先在设计模型上开一遍",
    lead: "在道路设计模型上进行驾驶仿真，评价运行速度协调性、停车视距和线形组合，提前发现安全隐患。",
    audience: "面向道路设计院、交通安全评价单位和开展交通工程教学科研的高校。",
    figure: { src: "/img/vrroad-hero.svg", alt: "驾驶视角的道路弯道，视距范围与运行速度曲线", width: 640, height: 420 },
  },
  problem: {
    title: "线形问题往往通车后才暴露",
    lead: "平纵组合不良、视距不足、运行速度突变，在图纸上不易察觉，通车后才变成事故多发点。",
    points: [
      { title: "规范满足不等于安全", text: "单项指标都符合规范，组合起来仍可能出现视觉误导和速度突变。" },
      { title: "安全评价靠人工判读", text: "运行速度预测和视距检查工作量大，复杂路段容易遗漏。" },
      { title: "缺少驾驶人视角", text: "设计人员很少能以驾驶人的视角完整看一遍自己设计的道路。" },
    ],
  },
  capabilities: {
    title: "仿真与评价能力",
    lead: "基于设计模型，把驾驶人的感受变成可量化的指标。",
    items: [
      { icon: "steering", title: "驾驶仿真", text: "在三维设计模型上以驾驶人视角行驶，可接驾驶模拟器。支持不同车型和天气条件。" },
      { icon: "chart", title: "运行速度分析", text: "按规范方法预测运行速度 V85，评价相邻路段速度协调性。问题路段自动标出。" },
      { icon: "inspection", title: "视距检查", text: "沿线逐桩计算停车视距和会车视距。遮挡物位置在三维场景中直接显示。" },
      { icon: "safety", title: "安全评价报告", text: "汇总线形、视距与速度问题并给出改进建议。报告格式符合安全评价工作要求。" },
    ],
  },
  workflow: {
    title: "评价流程",
    lead: "设计成果直接用于仿真，发现的问题回到设计中修改。",
    steps: [
      { title: "导入设计模型", text: "读取平纵横设计成果与交通工程设施。" },
      { title: "运行速度预测", text: "按车型计算各路段运行速度。" },
      { title: "视距与线形检查", text: "逐桩计算视距，识别不良线形组合。" },
      { title: "驾驶仿真复核", text: "对问题路段进行驾驶仿真，直观确认。" },
      { title: "输出评价报告", text: "生成问题清单与改进建议。" },
    ],
  },
  proof: {
    title: "设计与评价使用同一模型",
    lead: "驾驶仿真直接读取道路设计成果，评价结果可回到设计中修改。",
    facts: ["users", "patents", "copyrights"],
    relatedCase: expresswayExpansion,
  },
  resources: { requirements: [...REQUIREMENTS.slice(0, 2), "独立显卡 6 GB 显存", "可选：方向盘与踏板驾驶套件"] },
  cta: { title: "在您的设计上开一遍", text: "提供一段设计成果，我们演示运行速度分析和驾驶仿真复核。" },
};

export default vrroad;
