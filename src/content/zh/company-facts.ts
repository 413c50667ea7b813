import type { CompanyFacts } from "../types";

/**
 * Company figures (SPEC section 1), the only place they are written in Chinese.
 * Patents: the sources read 11 and 15; we show 11 granted out of 15 filed, in both languages,
 * matching the "11" of the site settings seed.
 */
export const companyFacts: CompanyFacts = {
  founded: { value: "2018", label: "公司成立" },
  history: { value: "20+ 年", label: "核心设计软件研发历史" },
  patents: { value: "11 项", label: "授权发明专利（累计申请 15 项）" },
  copyrights: { value: "39 项", label: "软件著作权" },
  clients: { value: "1,000+", label: "服务客户单位" },
  users: { value: "20,000+", label: "设计师用户" },
  roadKm: { value: "43,000 km", label: "累计完成道路设计方案" },
  interchanges: { value: "1,000+ 座", label: "互通立交设计" },
  projects: { value: "40+ 个", label: "智能建造落地重大项目" },
  partners: { value: "50+ 家", label: "合作伙伴" },
  schemeEfficiency: { value: "8–10 倍", label: "方案设计效率提升" },
  overallEfficiency: { value: "20–30%", label: "整体设计效率提升" },
};
