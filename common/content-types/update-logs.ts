/** Update logs (CONTRACT "Content"): release notes, newest first. */
import { defineMessages, inBoth } from "../catalogue.ts";
import { z } from "zod";
import { dateTimeField, defineContentType, lineField, markdownField, publishAtField, textField, unpublishAtField } from "./define.ts";

/** The admin's words for this type's fields, options and columns. */
const WORDS = defineMessages(
  {
    version: "版本",
    title: "标题",
    releasedAt: "发布日期",
    content: "正文",
  },
  {
    version: "Version",
    title: "Title",
    releasedAt: "Release date",
    content: "Body",
  },
);
const words = (key: keyof typeof WORDS.zh) => inBoth(WORDS, key);

export const updateLogsType = defineContentType({
  resource: "update-logs",
  schema: z.object({
    version: lineField({ label: words("version"), format: "version", placeholder: "V5.2.0" }),
    title: textField({ label: words("title"), max: 200, requiredToPublish: true }),
    releasedAt: dateTimeField({ label: words("releasedAt") }),
    content: markdownField({ label: words("content"), max: 100_000, requiredToPublish: true }),
    publishAt: publishAtField(),
    unpublishAt: unpublishAtField(),
  }),
  titleField: "title",
  list: { columns: [{ name: "version" }, { name: "releasedAt", show: "date" }] },
});
