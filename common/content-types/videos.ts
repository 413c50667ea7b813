/** Training videos (CONTRACT "Content"): an uploaded video and its cover, in display order. */
import { defineMessages, inBoth } from "../catalogue.ts";
import { z } from "zod";
import { defineContentType, fileField, numberField, publishAtField, textField, unpublishAtField } from "./define.ts";

/** The admin's words for this type's fields, options and columns. */
const WORDS = defineMessages(
  {
    title: "标题",
    videoPath: "视频文件",
    coverPath: "封面图片",
    order: "排序",
    intro: "简介",
    durationSeconds: "时长",
    updatedAt: "最后保存",
  },
  {
    title: "Title",
    videoPath: "Video file",
    coverPath: "Cover image",
    order: "Order",
    intro: "Introduction",
    durationSeconds: "Duration",
    updatedAt: "Last saved",
  },
);
const words = (key: keyof typeof WORDS.zh) => inBoth(WORDS, key);

export const videosType = defineContentType({
  resource: "videos",
  schema: z.object({
    title: textField({ label: words("title"), max: 200, requiredToPublish: true }),
    videoPath: fileField({ label: words("videoPath"), accept: "video" }),
    coverPath: fileField({ label: words("coverPath"), accept: "image" }),
    order: numberField({ label: words("order"), min: 0, max: 10_000, default: 0 }),
    intro: textField({ label: words("intro"), max: 2000, multiline: true }),
    publishAt: publishAtField(),
    unpublishAt: unpublishAtField(),
  }),
  titleField: "title",
  list: {
    columns: [
      { name: "durationSeconds", label: words("durationSeconds"), show: "duration" },
      { name: "updatedAt", label: words("updatedAt"), show: "date-time" },
    ],
  },
});
