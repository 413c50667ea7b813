import type { ProductContent } from "../../types";
import { REQUIREMENTS } from "./requirements";
import { prefabPark } from "../case-studies/prefab-park";

/** /intelligent/prefabrication（中文） */
export const prefabrication: ProductContent = {
  hero: {
    eyebrow: "工业化预制（智慧工厂）平台",
    title: "每一件预制构件都有来历、有去向",
    lead: "覆盖订单、排产、生产、质检、堆场和发运的预制构件工厂管理平台，构件一件一码全程追溯。",
    audience: "面向预制梁场、管片厂、装配式构件工厂和建设单位的构件管理人员。",
    figure: { src: "/img/prefab-hero.svg", alt: "预制构件堆场：龙门吊吊装箱梁，构件上贴有二维码标签", width: 640, height: 420 },
  },
  problem: {
    title: "构件管理还在用表格",
    lead: "订单、生产、堆场和发运各管一段，构件在哪儿、合不合格，要打好几个电话才能问清。",
    points: [
      { title: "排产靠经验", text: "模具、台座和人员安排靠调度员经验，订单一变，计划就要重排。" },
      { title: "堆场找件难", text: "构件堆放位置靠记忆和纸质台账，发货时找件、倒运费时费力。" },
      { title: "质量追溯断链", text: "钢筋、混凝土批次与构件对不上，出现质量问题难以定位责任。" },
    ],
  },
  capabilities: {
    title: "智慧工厂核心功能",
    lead: "以构件编码为主线，把工厂各环节的数据串起来。",
    items: [
      { icon: "schedule", title: "订单与排产", text: "按项目需求计划和模具台座产能自动排产。订单变更后计划快速重排。" },
      { icon: "factory", title: "生产过程管理", text: "钢筋加工、浇筑、养护、张拉等工序在线报工。关键工序参数自动采集。" },
      { icon: "quality", title: "质量检验", text: "原材料、隐蔽验收和成品检验在线记录。不合格品自动锁定，不能出厂。" },
      { icon: "qrcode", title: "一件一码追溯", text: "每件构件生成唯一二维码，扫码查看全过程记录。施工现场扫码验收安装。" },
      { icon: "precast", title: "堆场与发运", text: "堆场货位可视化，入库、倒运、出库扫码确认。按现场安装计划自动生成发运单。" },
    ],
  },
  workflow: {
    title: "从订单到安装",
    lead: "构件编码贯穿工厂和施工现场，信息随构件流转。",
    steps: [
      { title: "需求与订单", text: "按施工计划下达构件需求订单。" },
      { title: "排产与备料", text: "自动排产，生成原材料需求。" },
      { title: "生产与质检", text: "工序报工，质检合格后赋码入库。" },
      { title: "堆场与发运", text: "扫码入库、出库，按安装计划发运。" },
      { title: "现场验收安装", text: "现场扫码验收，安装位置回传模型。" },
    ],
  },
  proof: {
    title: "预制构件产业园的实践",
    lead: "平台服务于预制构件产业园和大型项目梁场、管片厂。",
    facts: ["projects", "partners", "patents"],
    relatedCase: prefabPark,
  },
  resources: { requirements: REQUIREMENTS },
  cta: { title: "让您的工厂一件一码", text: "告诉我们构件类型和年产能，我们演示从排产到发运的全过程。" },
};

export default prefabrication;
