/** News (CONTRACT "Content"): articles under five tabs, newest first. */
import { defineMessages, inBoth } from "../catalogue.ts";
import { z } from "zod";
import { dateTimeField, defineContentType, enumField, fileField, markdownField, publishAtField, textField, unpublishAtField } from "./define.ts";

export const NEWS_TABS = ["quick", "company", "notice", "industry", "video"] as const;
export type NewsTab = (typeof NEWS_TABS)[number];

/** The admin's words for this type's fields, options and columns. */
const WORDS = defineMessages(
  {
    tab: "栏目",
    quick: "快讯",
    company: "公司新闻",
    notice: "公告",
    industry: "行业动态",
    video: "视频",
    title: "标题",
    subtitle: "副标题",
    coverPath: "封面图片",
    effectiveTime: "发布时间",
    content: "正文",
  },
  {
    tab: "Section",
    quick: "Quick news",
    company: "Company",
    notice: "Notices",
    industry: "Industry",
    video: "Video",
    title: "Title",
    subtitle: "Subtitle",
    coverPath: "Cover image",
    effectiveTime: "Publication time",
    content: "Body",
  },
);
const words = (key: keyof typeof WORDS.zh) => inBoth(WORDS, key);

export const newsType = defineContentType({
  resource: "news",
  schema: z.object({
    tab: enumField({
      label: words("tab"),
      options: NEWS_TABS,
      optionLabels: {
        quick: words("quick"),
        company: words("company"),
        notice: words("notice"),
        industry: words("industry"),
        video: words("video"),
      },
      initial: "company",
    }),
    title: textField({ label: words("title"), max: 200, requiredToPublish: true }),
    subtitle: textField({ label: words("subtitle"), max: 500, multiline: true }),
    coverPath: fileField({ label: words("coverPath"), accept: "image" }),
    effectiveTime: dateTimeField({ label: words("effectiveTime") }),
    content: markdownField({ label: words("content"), max: 100_000, requiredToPublish: true }),
    publishAt: publishAtField(),
    unpublishAt: unpublishAtField(),
  }),
  titleField: "title",
  // The date on the news list and page is when the item goes live.
  shownDate: "effectiveTime",
  list: {
    columns: [
      { name: "tab", show: "option" },
      { name: "effectiveTime", show: "date" },
    ],
    filter: "tab",
  },
});
