/** Training videos (CONTRACT "Content"): an uploaded video and its cover, in display order. */
import { defineContentType, PUBLISH_AT_FIELD, UNPUBLISH_AT_FIELD } from "./define.ts";

export const videosType = defineContentType({
  resource: "videos",
  fields: {
    title: { kind: "text", label: { zh: "标题", en: "Title" }, max: 200, requiredToPublish: true },
    videoPath: { kind: "file", label: { zh: "视频文件", en: "Video file" }, accept: "video", value: "path" },
    coverPath: { kind: "file", label: { zh: "封面图片", en: "Cover image" }, accept: "image", value: "path" },
    order: { kind: "number", label: { zh: "排序", en: "Order" }, min: 0, max: 10_000, default: 0 },
    intro: { kind: "text", label: { zh: "简介", en: "Introduction" }, max: 2000, multiline: true },
    publishAt: PUBLISH_AT_FIELD,
    unpublishAt: UNPUBLISH_AT_FIELD,
  },
  titleField: "title",
  list: {
    columns: [
      { name: "durationSeconds", label: { zh: "时长", en: "Duration" }, show: "duration" },
      { name: "updatedAt", label: { zh: "最后保存", en: "Last saved" }, show: "date-time" },
    ],
  },
});
