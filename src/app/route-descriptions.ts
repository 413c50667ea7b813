import type { CopyPageKey, PageKey } from "../../common/route-table";
import { type Catalogue, defineMessages } from "../i18n/catalogue";

/**
 * Meta descriptions of the routes without a `pages` item: what search results and link previews
 * show under the title. A page with an item describes itself there (its `description`, figures
 * filled; decision 0040), once: it has no entry here.
 */
export const routeDescriptions: Catalogue<Exclude<PageKey, CopyPageKey | "landing"> | "notFound"> = defineMessages(
  {
    news: "产品发布、培训活动、行业标准与项目进展：道路设计软件、智能建造平台与运维数字孪生的最新动态。",
    newsDetail: "道路设计软件、智能建造平台与运维数字孪生的新闻详情：产品发布、培训活动、行业标准与项目进展。",
    phoneHome: "在手机上了解道路设计软件、智能建造平台与运维数字孪生，快速联系销售与技术支持。",
    updateLog: "道路设计软件各版本的更新日志：新增功能、问题修复与改进说明。",
    updateLogDetail: "道路设计软件版本更新说明：新增功能、问题修复与改进内容。",
    privacy: "本网站如何处理您通过联系表单提交的个人信息：收集哪些信息、用途、保存期限、存储地点，以及您查阅、更正、删除和撤回同意的权利。",
    search: "搜索全站的产品页面、新闻、软件下载、教学视频与帮助文档。",
    notFound: "您访问的页面不存在，请返回首页或从导航进入产品、学院与下载中心。",
  },
  {
    news: "Product releases, training sessions, standards and project milestones from our road design software, intelligent construction platforms and O&M digital twins.",
    newsDetail:
      "News on our road design software, intelligent construction platforms and O&M digital twins: releases, training sessions, standards and project milestones.",
    phoneHome: "Our road design software, intelligent construction platforms and O&M digital twins on your phone, with quick contact to sales and support.",
    updateLog: "Release notes for every version of our road design software: new features, fixes and improvements.",
    updateLogDetail: "Release notes for a version of our road design software: new features, fixes and improvements.",
    privacy:
      "How this site handles the personal information you send through its contact form: what is collected, why, how long it is kept, where it is stored, and your rights to access, correct, erase and withdraw consent.",
    search: "Search the site's product pages, news, software downloads, teaching videos and help documents.",
    notFound: "The page you asked for does not exist. Go to the home page or use the navigation to reach products, the academy and downloads.",
  },
);
