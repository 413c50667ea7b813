import type { ProductContent } from "../../types";
import { REQUIREMENTS } from "./requirements";
import { riverBridge } from "../case-studies/river-bridge";

/** /intelligent/management（中文） */
export const management: ProductContent = {
  hero: {
    eyebrow: "数字化建设管理平台",
    title: "以 BIM 模型为中心的建设全过程管理",
    lead: "把进度、质量、安全、计量支付和档案挂接到同一个 BIM 模型上，多参建单位在线协同。",
    audience: "面向高速公路、桥梁隧道、城市道路项目的建设单位、代建单位和监理单位。",
    figure: { src: "/img/management-hero.svg", alt: "建设管理平台界面：进度横道图、桥梁模型和四项完成率指标", width: 640, height: 420 },
  },
  problem: {
    title: "管理层拿到的总是旧数据",
    lead: "十几家参建单位各报各的，数据到了建设单位已经过了好几天。",
    points: [
      { title: "进度说不清", text: "月报里的形象进度和现场对不上，计划偏差要等到节点滞后才暴露。" },
      { title: "质量资料滞后", text: "检验批和隐蔽工程资料靠事后补录，签字流程在纸面上来回流转。" },
      { title: "计量支付扯皮", text: "工程量核对依据不统一，计量审核一轮又一轮。" },
    ],
  },
  capabilities: {
    title: "平台核心功能",
    lead: "所有业务数据都落到模型构件上，可查询、可追溯、可统计。",
    items: [
      { icon: "collaboration", title: "BIM 协同", text: "设计模型轻量化发布，图纸版本与设计变更在线审批。各参建单位在同一模型上沟通问题。" },
      { icon: "schedule", title: "进度管理", text: "进度计划与模型构件挂接，现场填报实际进度。计划与实际偏差自动预警并在模型上着色显示。" },
      { icon: "quality", title: "质量管理", text: "检验批、工序报验在线流转并电子签认。质量问题从发现到整改验收全程闭环。" },
      { icon: "safety", title: "安全管理", text: "危大工程清单、隐患排查与整改在线管理。整改超期自动提醒到责任人。" },
      { icon: "report", title: "计量支付", text: "基于模型工程量和验收结果计量。计量、审核和支付台账自动生成。" },
      { icon: "database", title: "数字档案", text: "过程资料随业务自动归档，按档案规范组卷。竣工交付时资料与模型一并移交。" },
    ],
  },
  workflow: {
    title: "平台如何运转",
    lead: "从模型到看板，一条数据链贯穿建设过程。",
    steps: [
      { title: "模型轻量化与编码", text: "设计模型按 WBS 拆分并统一编码。" },
      { title: "计划编制与挂接", text: "总体和月度计划挂接到构件。" },
      { title: "现场填报与报验", text: "施工与监理在移动端填报、报验、签认。" },
      { title: "计量与支付", text: "验收合格的工程量进入计量审核。" },
      { title: "看板与归档", text: "多级看板实时展示，资料自动归档。" },
    ],
  },
  proof: {
    title: "重大项目的建设管理实践",
    lead: "平台已在 40 余个重大项目中使用，覆盖桥梁、隧道、高速公路和城市快速路。",
    facts: ["projects", "partners", "copyrights"],
    relatedCase: riverBridge,
  },
  resources: { requirements: REQUIREMENTS },
  cta: { title: "看看您的项目如何上平台", text: "我们以一个在建项目为例，演示从模型发布到计量支付的完整流程。" },
};

export default management;
