import { defineMessages } from "../../i18n/catalogue";

/** Copy of the download centre and the software list shared with the help page. */
export const downloadMessages = defineMessages(
  {
    eyebrow: "下载中心",
    title: "软件与文档下载",
    lead: "安装包、操作手册与版本说明。安装前请确认系统要求；授权激活与安装问题可查看帮助文档或联系技术支持。",
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
    eyebrow: "Download",
    title: "Software and documents",
    lead: "Installers, user manuals and release notes. Check the system requirements before installing; for installation and licence activation see the help documents or contact support.",
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
