import type { TwinContent } from "../types";
import { riverTunnelEast } from "./case-studies/river-tunnel-east";

/** 运维数字孪生（/dtwin）：公路、航道、城市基础设施。 */
export const dtwin: TwinContent = {
  hero: {
    eyebrow: "运维数字孪生",
    title: "让在役基础设施的每一处状态都有数可查",
    lead: "以竣工模型和实景数据为底座，接入巡检、监测和养护数据，为公路、航道和城市基础设施建立可运行的数字孪生。",
    audience: "面向高速公路运营公司、航道管理部门、城市市政与基础设施运维单位。",
    figure: { src: "/img/dtwin-hero.svg", alt: "运维数字孪生界面：斜拉桥模型上的监测点与一处告警，下方为该测点曲线", width: 640, height: 420 },
  },
  problem: {
    title: "资产家底不清，养护凭经验",
    lead: "建设期的模型和资料交付后就沉睡了，运维期的数据又分散在各个业务系统里。",
    points: [
      { title: "竣工资料用不起来", text: "竣工图纸和模型交付后束之高阁，查一座桥的配筋和历次维修记录要翻档案室。" },
      { title: "巡检记录是孤立的", text: "病害照片、检测报告和监测数据分散保存，无法和具体构件对应，趋势看不出来。" },
      { title: "养护计划拍脑袋", text: "缺少技术状况的量化评价，养护资金分配缺乏依据。" },
    ],
  },
  scenarios: {
    title: "三类基础设施",
    lead: "同一套平台，针对不同资产的业务特点配置。",
    items: [
      { id: "highway", icon: "bridge", title: "公路", text: "路面、桥梁、隧道、边坡资产一张图管理，桥隧结构健康监测与定期检测数据接入，养护决策有据可依。" },
      { id: "waterway", icon: "ship", title: "航道", text: "航道、船闸、航标与水文数据融合，船舶通航态势实时掌握，助航设施巡检与维护全程记录。" },
      { id: "city", icon: "city", title: "城市基础设施", text: "城市道路、桥梁、地下管廊与综合管线统一建模，巡查、报修、养护工单在孪生场景中闭环。" },
    ],
  },
  capabilities: {
    title: "平台能力",
    lead: "把静态的竣工模型变成持续更新的运维底座。",
    items: [
      { icon: "database", title: "资产数字化建档", text: "竣工 BIM 模型、倾斜摄影与点云融合，资产按构件编码入库。设计、施工和运维资料统一挂接。" },
      { icon: "sensor", title: "监测数据接入", text: "结构健康监测、交通流量、水位气象等实时数据接入孪生场景。超限自动预警并定位到构件。" },
      { icon: "inspection", title: "巡检与病害管理", text: "移动端巡检按构件记录病害位置、照片和尺寸。同一病害多次检测结果自动形成发展趋势。" },
      { icon: "chart", title: "技术状况评定", text: "按规范方法对路面、桥梁、隧道进行技术状况评定。评定结果在模型上分级着色。" },
      { icon: "schedule", title: "养护决策与工单", text: "根据评定结果和预算生成养护计划建议。养护工单派发、执行、验收全程留痕。" },
      { icon: "dashboard", title: "运行态势看板", text: "路网、航道、城区多级看板实时展示资产状况与告警。支持大屏、桌面与移动端。" },
    ],
  },
  workflow: {
    title: "数字孪生如何建立与运行",
    lead: "从建设期交付开始，孪生体随着每一次巡检和养护持续更新。",
    steps: [
      { title: "资产建模与编码", text: "竣工模型、实景数据融合，资产统一编码。" },
      { title: "数据接入", text: "监测、巡检、交通与环境数据接入。" },
      { title: "状态评价", text: "技术状况评定与异常识别。" },
      { title: "养护决策", text: "生成养护计划与工单。" },
      { title: "执行与回写", text: "养护结果回写孪生体，形成全寿命档案。" },
    ],
  },
  proof: {
    title: "从建设期延续到运维期",
    lead: "运维孪生直接继承建设期的 BIM 模型与构件编码，不必重新建模。",
    facts: ["projects", "patents", "copyrights", "partners"],
    relatedCase: riverTunnelEast,
  },
  cta: { title: "为您的路网、航道或城区建立数字孪生", text: "告诉我们资产类型和规模，我们给出建模范围、数据接入清单和分期建设建议。" },
};

export default dtwin;
