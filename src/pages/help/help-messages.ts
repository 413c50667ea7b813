import { defineMessages } from "../../i18n/catalogue";

/** Labels of the help documents page; its intro and FAQ are the page's `pages` item (seed/content/pages.json). */
export const helpMessages = defineMessages(
  {
    manualsTitle: "操作手册",
    videos: "观看教学视频",
    updateLog: "查看更新日志",
  },
  {
    manualsTitle: "User manuals",
    videos: "Watch teaching videos",
    updateLog: "View the update log",
  },
);
