import type { CaseStudy } from "../../types";

export const expresswayExpansion: CaseStudy = {
  anchor: "expressway-expansion",
  title: "某高速公路“四改八”改扩建工程",
  clientType: "省级高速公路建设管理单位",
  scale: "主线 126 km；互通立交 14 座；桥梁 83 座",
  challenge: "边通车边施工，新老路基拼接、两侧加宽与单侧加宽交替出现；横断面形式多，方案比选和土方复核工作量大。",
  deployed: ["快速道路方案设计：多方案平纵比选", "道路与互通立交一体化设计：拼宽横断面、超高过渡", "三维汇报演示：保通方案与交通组织汇报"],
  outcomes: [
    { value: "3 周 → 4 天", label: "方案比选周期" },
    { value: "2,500+", label: "自动生成拼宽横断面" },
    { value: "< 2%", label: "土方量复核偏差" },
  ],
  tags: ["道路设计", "互通立交", "改扩建"],
  figure: { src: "/img/case-expressway.svg", alt: "高速公路加宽横断面，新老路基拼接示意", width: 640, height: 400 },
};
