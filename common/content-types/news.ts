/** News (CONTRACT "Content"): articles under five tabs, newest first. */
import { z } from "zod";
import { dateTimeField, defineContentType, enumField, fileField, markdownField, publishAtField, textField, unpublishAtField } from "./define.ts";

export const NEWS_TABS = ["quick", "company", "notice", "industry", "video"] as const;
export type NewsTab = (typeof NEWS_TABS)[number];

export const newsType = defineContentType({
  resource: "news",
  schema: z.object({
    tab: enumField({
      label: { zh: "栏目", en: "Section" },
      options: NEWS_TABS,
      optionLabels: {
        quick: { zh: "快讯", en: "Quick news" },
        company: { zh: "公司新闻", en: "Company" },
        notice: { zh: "公告", en: "Notices" },
        industry: { zh: "行业动态", en: "Industry" },
        video: { zh: "视频", en: "Video" },
      },
      initial: "company",
    }),
    title: textField({ label: { zh: "标题", en: "Title" }, max: 200, requiredToPublish: true }),
    subtitle: textField({ label: { zh: "副标题", en: "Subtitle" }, max: 500, multiline: true }),
    coverPath: fileField({ label: { zh: "封面图片", en: "Cover image" }, accept: "image" }),
    effectiveTime: dateTimeField({ label: { zh: "发布时间", en: "Publication time" } }),
    content: markdownField({ label: { zh: "正文", en: "Body" }, max: 100_000, requiredToPublish: true }),
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
