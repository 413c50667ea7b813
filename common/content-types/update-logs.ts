/** Update logs (CONTRACT "Content"): release notes, newest first. */
import { z } from "zod";
import { dateTimeField, defineContentType, lineField, markdownField, publishAtField, textField, unpublishAtField } from "./define.ts";

export const updateLogsType = defineContentType({
  resource: "update-logs",
  schema: z.object({
    version: lineField({ label: { zh: "版本", en: "Version" }, format: "version", placeholder: "V5.2.0" }),
    title: textField({ label: { zh: "标题", en: "Title" }, max: 200, requiredToPublish: true }),
    releasedAt: dateTimeField({ label: { zh: "发布日期", en: "Release date" } }),
    content: markdownField({ label: { zh: "正文", en: "Body" }, max: 100_000, requiredToPublish: true }),
    publishAt: publishAtField(),
    unpublishAt: unpublishAtField(),
  }),
  titleField: "title",
  list: { columns: [{ name: "version" }, { name: "releasedAt", show: "date" }] },
});
