import { defineMessages } from "../../i18n/catalogue";

/** Copy of the update log list and detail pages. */
export const updateLogMessages = defineMessages(
  {
    eyebrow: "下载中心",
    title: "更新日志",
    lead: "各产品的版本发布记录：新增功能、改进与问题修复，按发布时间由新到旧排列。",
    released: "发布于 {date}",
    details: "查看详情",
    back: "返回更新日志",
    toDownload: "前往下载中心",
    notFoundTitle: "未找到该版本记录",
    notFoundText: "链接可能有误，请返回更新日志查看全部版本。",
  },
  {
    eyebrow: "Download",
    title: "Update log",
    lead: "Release records of every product: new features, improvements and fixes, newest first.",
    released: "Released {date}",
    details: "View details",
    back: "Back to the update log",
    toDownload: "Go to the download centre",
    notFoundTitle: "Release not found",
    notFoundText: "The link may be wrong. The update log lists every release.",
  },
);
