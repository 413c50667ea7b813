import type { CaseStudy } from "../../types";

export const riverTunnelWest: CaseStudy = {
  anchor: "river-tunnel-west",
  title: "某过江公路隧道智慧工地",
  clientType: "高速公路项目公司（建设单位）与施工总包",
  scale: "隧道长 2.6 km，双向六车道；明挖段 0.9 km，矿山法段 1.7 km，两座工作井",
  challenge: "洞内作业面多、通风条件差，人员位置和有害气体浓度靠人工巡查；施工日报靠手工填报，数据滞后一天。",
  deployed: ["智慧工地平台：人员定位、门禁与有害气体监测", "视频 AI 识别未戴安全帽、闯入危险区域", "BIM 进度模型与施工日报自动生成"],
  outcomes: [
    { value: "100%", label: "进洞人员实时定位" },
    { value: "2 h → 10 min", label: "施工日报编制用时" },
    { value: "98%", label: "安全隐患按期整改率" },
  ],
  tags: ["BIM 协同平台", "隧道", "智慧工地"],
  figure: { src: "/img/case-tunnel-mined.svg", alt: "矿山法隧道断面，洞内人员定位基站与气体传感器", width: 640, height: 400 },
};
