/** Update logs (CONTRACT "Content"): release notes, newest first. */
import { defineContentType, PUBLISH_AT_FIELD, UNPUBLISH_AT_FIELD } from "./define.ts";

export const updateLogsType = defineContentType({
  resource: "update-logs",
  fields: {
    version: { kind: "line", label: { zh: "版本", en: "Version" }, format: "version", placeholder: "V5.2.0" },
    title: { kind: "text", label: { zh: "标题", en: "Title" }, max: 200, requiredToPublish: true },
    releasedAt: { kind: "datetime", label: { zh: "发布日期", en: "Release date" } },
    content: { kind: "markdown", label: { zh: "正文", en: "Body" }, max: 100_000, requiredToPublish: true },
    publishAt: PUBLISH_AT_FIELD,
    unpublishAt: UNPUBLISH_AT_FIELD,
  },
  titleField: "title",
  list: { columns: [{ name: "version" }, { name: "releasedAt", show: "date" }] },
});
