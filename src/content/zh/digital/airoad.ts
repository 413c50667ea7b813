import type { ProductContent } from "../../types";
import { REQUIREMENTS } from "./requirements";
import { expresswayExpansion } from "../case-studies/expressway-expansion";

/** /digital/airoad（中文） */
export const airoad: ProductContent = {
  hero: {
    eyebrow: "道路快速方案设计",
    title: "几小时完成过去几周的线位比选",
    lead: "基于数字地面模型自动生成并优化道路线位，同步给出填挖方、桥隧比例与工程量，方案阶段效率提升 8–10 倍。",
    audience: "面向工可与初步设计阶段的路线设计人员、总体设计负责人和方案评审单位。",
    figure: { src: "/img/airoad-hero.svg", alt: "等高线地形上三条比选线位 A、B、C 及其指标对比", width: 640, height: 420 },
  },
  problem: {
    title: "方案阶段时间总是不够",
    lead: "线位走廊宽、控制点多，手工布线一条方案就要几天，真正比选的方案数量很有限。",
    points: [
      { title: "布一条线就要几天", text: "在地形图上反复试线、调整交点和曲线半径，改一处控制点整条线重来。" },
      { title: "指标口径不统一", text: "不同设计人算出的填挖方、桥隧长度口径不同，方案之间难以公平对比。" },
      { title: "汇报材料来不及做", text: "方案定得晚，比选表、示意图和汇报材料只能压缩时间赶出来。" },
    ],
  },
  capabilities: {
    title: "方案设计的关键能力",
    lead: "把经验规则写进算法，让设计人把时间花在判断上，而不是画线上。",
    items: [
      { icon: "alignment", title: "自动布线与优化", text: "设定起终点、控制点和技术标准后自动生成可行线位。可按土方量、桥隧比例或造价目标优化。" },
      { icon: "profile", title: "平纵联动拉坡", text: "平面调整后纵断面自动更新并重新拉坡。纵坡、坡长和竖曲线按规范实时校核。" },
      { icon: "earthwork", title: "填挖方快速估算", text: "逐桩计算填挖面积和土方数量。方案之间使用同一口径，结果可直接进入比选表。" },
      { icon: "chart", title: "多方案指标对比", text: "线路长度、平曲线占比、最大纵坡、桥隧比例和估算造价并排对比。比选表一键导出。" },
      { icon: "drone", title: "多源地形数据", text: "支持测量点、等高线、DEM 与倾斜摄影成果。大范围走廊地形分块加载，不卡顿。" },
      { icon: "model3d", title: "方案三维预览", text: "每个方案都可以直接生成三维场景。与三维汇报展示产品共享同一模型。" },
    ],
  },
  workflow: {
    title: "方案设计流程",
    lead: "从地形到比选表，每一步的结果都保留在同一个项目文件里。",
    steps: [
      { title: "导入地形与控制因素", text: "地形数据、起终点、城镇、水系、保护区等控制点和禁行区。" },
      { title: "设定技术标准", text: "公路等级、设计速度、最小半径、最大纵坡等约束。" },
      { title: "自动生成候选线位", text: "在走廊内生成多条满足约束的线位。" },
      { title: "平纵联动调整", text: "人工微调交点与变坡点，指标实时刷新。" },
      { title: "指标比选与输出", text: "导出比选表、平面示意图和三维场景。" },
    ],
  },
  proof: {
    title: "大量项目验证的方案效率",
    lead: "方案阶段效率的提升来自数万公里道路方案的积累。",
    facts: ["schemeEfficiency", "roadKm", "users"],
    relatedCase: expresswayExpansion,
  },
  resources: { requirements: REQUIREMENTS },
  cta: { title: "带上您的走廊地形，现场比选", text: "预约演示时提供起终点和地形范围，我们现场生成候选线位并给出指标对比。" },
};

export default airoad;
