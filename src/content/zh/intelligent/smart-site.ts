import type { ProductContent } from "../../types";
import { REQUIREMENTS } from "./requirements";
import { riverTunnelWest } from "../case-studies/river-tunnel-west";

/** /intelligent/smartSite（中文） */
export const smartSite: ProductContent = {
  hero: {
    eyebrow: "智慧工地平台",
    title: "人、机、料、法、环，一屏掌握现场",
    lead: "统一接入人员定位、塔吊与机械、环境监测、视频 AI 和结构监测数据，风险在发生前预警。",
    audience: "面向施工总包项目部、建设单位安全管理部门和监理单位。",
    figure: { src: "/img/smartsite-hero.svg", alt: "工地平面图：塔吊、作业区、门禁、摄像头、人员与传感器分布", width: 640, height: 420 },
  },
  problem: {
    title: "安全管理靠人盯",
    lead: "工点多、作业面分散，安全员跑不过来，问题往往在事后才被发现。",
    points: [
      { title: "人员去哪了不知道", text: "隧道、高墩等作业面人员位置不清，应急时无法快速清点。" },
      { title: "设备各自为政", text: "塔吊监控、扬尘监测、视频各有一套系统，数据互不相通。" },
      { title: "日报靠手工", text: "施工日志、安全日报靠人工整理，信息滞后且不完整。" },
    ],
  },
  capabilities: {
    title: "现场管理能力",
    lead: "现场设备统一接入，一个平台看全部工点。",
    items: [
      { icon: "helmet", title: "人员管理", text: "实名制门禁与考勤，隧道与高风险区域人员实时定位。应急时一键清点。" },
      { icon: "camera", title: "视频 AI 识别", text: "识别未戴安全帽、未系安全带、闯入危险区域等行为。告警推送到责任人手机。" },
      { icon: "sensor", title: "环境与结构监测", text: "扬尘、噪声、有害气体与沉降、应力监测统一接入。超限自动预警并联动处置。" },
      { icon: "precast", title: "机械设备监控", text: "塔吊、架桥机、盾构机运行数据接入。限位、超载和防碰撞实时告警。" },
      { icon: "report", title: "施工日志自动生成", text: "根据现场采集数据自动生成施工日志与安全日报。管理人员只需审核确认。" },
    ],
  },
  workflow: {
    title: "从传感器到处置",
    lead: "设备接入、规则判断、告警推送、整改闭环，形成完整的处置链。",
    steps: [
      { title: "设备接入", text: "门禁、定位基站、摄像头、传感器接入平台。" },
      { title: "规则与阈值", text: "按工点设置预警阈值和识别规则。" },
      { title: "实时预警", text: "超限与违规行为实时推送到责任人。" },
      { title: "处置闭环", text: "整改、复查、销项全程留痕。" },
      { title: "统计与复盘", text: "按工点、班组统计隐患，持续改进。" },
    ],
  },
  proof: {
    title: "隧道与桥梁工地的实践",
    lead: "智慧工地平台在越江隧道、跨江大桥等高风险工点持续运行。",
    facts: ["projects", "partners", "patents"],
    relatedCase: riverTunnelWest,
  },
  resources: { requirements: REQUIREMENTS },
  cta: { title: "为您的工地配置智慧工地方案", text: "告诉我们工点类型和现有设备，我们给出接入清单和部署建议。" },
};

export default smartSite;
