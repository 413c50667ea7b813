import { defineMessages } from "../../i18n/catalogue";

/** Copy of the academy (teaching videos) page. */
export const academyMessages = defineMessages(
  {
    eyebrow: "{brand}学院",
    title: "软件教学视频",
    lead: "从地形建模、平纵横设计到出图和三维汇报，跟着视频一步步完成一个道路方案。配套操作手册可在帮助文档中下载。",
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
    eyebrow: "{brand} Academy",
    title: "Software teaching videos",
    lead: "From terrain modelling and alignment, profile and cross-section design to drawings and 3D reports, follow a road scheme step by step. The matching user manuals are in the help documents.",
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
