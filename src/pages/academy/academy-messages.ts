import { defineMessages } from "../../i18n/catalogue";

/** Labels of the academy (teaching videos) page; its intro is the page's `pages` item (seed/content/pages.json). */
export const academyMessages = defineMessages(
  {
    manuals: "查看帮助文档",
    listTitle: "全部教学视频",
    othersTitle: "其他视频",
    views: "{n} 次观看",
    duration: "时长",
    uploaded: "上传于 {date}",
    play: "播放：{title}",
    backToAll: "返回全部视频",
    noVideo: "您的浏览器无法播放此视频。",
  },
  {
    manuals: "Help documents",
    listTitle: "All teaching videos",
    othersTitle: "Other videos",
    views: "{n} views",
    duration: "Duration",
    uploaded: "Uploaded {date}",
    play: "Play: {title}",
    backToAll: "Back to all videos",
    noVideo: "Your browser cannot play this video.",
  },
);
