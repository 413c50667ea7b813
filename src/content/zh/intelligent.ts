import type { LineOverviewContent } from "../types";
import { riverBridge } from "./case-studies/river-bridge";

/** 智能建造产品线总览（/intelligent）。 */
export const intelligentOverview: LineOverviewContent = {
  hero: {
    eyebrow: "智能建造",
    title: "让工程建设的进度、质量、安全看得见、管得住",
    lead: "以 BIM 模型为底座，贯通建设管理、智慧工地和预制构件工厂，数据从现场自动汇集到决策层。",
    audience: "面向建设单位、施工总包和预制构件企业的项目管理与数字化负责人。",
    figure: { src: "/img/intelligent-hero.svg", alt: "施工现场塔吊与桥梁墩柱上的传感器，右上角为数据看板", width: 640, height: 420 },
  },
  problem: {
    title: "项目越大，信息越滞后",
    lead: "参建单位多、工点分散，管理层看到的往往是几天前整理出来的报表。",
    points: [
      { title: "进度靠纸质报表", text: "周报月报层层汇总，数据口径不一，计划偏差发现时已经难以追回。" },
      { title: "质量资料补签补录", text: "检验批、隐蔽工程资料滞后于施工，竣工前集中补资料，追溯困难。" },
      { title: "预制构件无法追溯", text: "构件从生产、运输到安装各环节信息断开，出了问题找不到批次和责任人。" },
    ],
  },
  cards: {
    title: "三大平台",
    lead: "可单独使用，也可基于同一 BIM 模型与编码体系组合部署。",
    items: [
      { route: "management", icon: "dashboard", title: "数字化建设管理平台", text: "以 BIM 模型关联进度、质量、安全、计量支付，服务建设单位全过程管理。", tags: ["BIM 协同平台", "进度/质量/安全"] },
      { route: "smartSite", icon: "helmet", title: "智慧工地平台", text: "人员、机械、环境、视频与监测数据统一接入，现场风险实时预警。", tags: ["物联网", "视频 AI"] },
      { route: "prefabrication", icon: "factory", title: "工业化预制（智慧工厂）平台", text: "订单、排产、生产、质检、堆场到发运全流程数字化，构件一件一码。", tags: ["预制构件", "一件一码"] },
    ],
  },
  workflow: {
    title: "数据如何从现场走到决策层",
    lead: "统一的工程结构分解（WBS）和构件编码，把模型、现场与工厂连在一起。",
    steps: [
      { title: "BIM 模型与 WBS", text: "设计模型轻量化，按分部分项和构件编码。" },
      { title: "计划与任务下发", text: "进度计划挂接模型，任务下发到班组。" },
      { title: "现场与工厂采集", text: "移动端填报、物联网设备与视频自动采集。" },
      { title: "问题闭环", text: "质量、安全问题从发现到整改验收全程留痕。" },
      { title: "看板与决策", text: "项目、标段、集团三级看板，偏差自动预警。" },
    ],
  },
  proof: {
    title: "已在 40 余个重大项目落地",
    lead: "智能建造平台服务于高速公路、越江隧道、跨江大桥和城市快速路等重大工程。",
    facts: ["projects", "partners", "patents", "copyrights"],
    relatedCase: riverBridge,
  },
  cta: { title: "为您的项目规划智能建造方案", text: "告诉我们项目类型、规模和参建单位情况，我们给出分阶段的部署建议。" },
};

export default intelligentOverview;
