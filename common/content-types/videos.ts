/** Training videos (CONTRACT "Content"): an uploaded video and its cover, in display order. */
import { z } from "zod";
import { defineContentType, fileField, numberField, publishAtField, textField, unpublishAtField } from "./define.ts";

export const videosType = defineContentType({
  resource: "videos",
  schema: z.object({
    title: textField({ label: { zh: "标题", en: "Title" }, max: 200, requiredToPublish: true }),
    videoPath: fileField({ label: { zh: "视频文件", en: "Video file" }, accept: "video" }),
    coverPath: fileField({ label: { zh: "封面图片", en: "Cover image" }, accept: "image" }),
    order: numberField({ label: { zh: "排序", en: "Order" }, min: 0, max: 10_000, default: 0 }),
    intro: textField({ label: { zh: "简介", en: "Introduction" }, max: 2000, multiline: true }),
    publishAt: publishAtField(),
    unpublishAt: unpublishAtField(),
  }),
  titleField: "title",
  list: {
    columns: [
      { name: "durationSeconds", label: { zh: "时长", en: "Duration" }, show: "duration" },
      { name: "updatedAt", label: { zh: "最后保存", en: "Last saved" }, show: "date-time" },
    ],
  },
});
