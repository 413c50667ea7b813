import { defineMessages } from "../../i18n/catalogue";

/** Labels of the download centre and the software list shared with the help page; its intro is the page's `pages` item (seed/content/pages.json). */
export const downloadMessages = defineMessages(
  {
    softwareTitle: "软件下载",
    softwareLead: "设计软件与平台客户端的最新安装包。",
    manualTitle: "操作手册",
    manualLead: "各产品的用户手册与快速入门指南（PDF）。",
    updateLog: "查看更新日志",
    help: "帮助文档",
    version: "版本",
    size: "大小",
    updated: "更新日期",
    jumpLabel: "下载分类",
  },
  {
    softwareTitle: "Software",
    softwareLead: "Current installers of the design software and platform clients.",
    manualTitle: "User manuals",
    manualLead: "User manuals and quick-start guides for each product (PDF).",
    updateLog: "View the update log",
    help: "Help documents",
    version: "Version",
    size: "Size",
    updated: "Updated",
    jumpLabel: "Download categories",
  },
);
