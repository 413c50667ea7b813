/** Software and manuals (CONTRACT "Content"): downloads, each an uploaded file. */
import { defineContentType, PUBLISH_AT_FIELD, UNPUBLISH_AT_FIELD } from "./define.ts";

export const softwareType = defineContentType({
  resource: "software",
  fields: {
    kind: {
      kind: "enum",
      label: { zh: "类别", en: "Kind" },
      options: ["software", "manual"],
      optionLabels: { software: { zh: "软件", en: "Software" }, manual: { zh: "手册", en: "Manual" } },
      initial: "software",
    },
    name: { kind: "text", label: { zh: "名称", en: "Name" }, max: 200, requiredToPublish: true },
    version: { kind: "line", label: { zh: "版本", en: "Version" }, format: "version", placeholder: "5.2.0" },
    /** An R2 key from an upload (`key`, not `path`), e.g. installers/EICAD-Setup-1a2b3c4d.zip. */
    fileKey: { kind: "file", label: { zh: "文件", en: "File" }, accept: "download", value: "key" },
    order: { kind: "number", label: { zh: "排序", en: "Order" }, min: 0, max: 10_000, default: 0 },
    summary: { kind: "text", label: { zh: "摘要", en: "Summary" }, max: 1000, multiline: true },
    description: { kind: "markdown", label: { zh: "描述", en: "Description" }, max: 10_000 },
    // System requirements, shown on /download and in the SoftwareApplication data; empty ones are not shown.
    requirementsOs: { kind: "text", label: { zh: "配置要求：操作系统", en: "Requirements: operating system" }, max: 200, optional: true },
    requirementsCpu: { kind: "text", label: { zh: "配置要求：处理器", en: "Requirements: processor" }, max: 200, optional: true },
    requirementsMemory: { kind: "text", label: { zh: "配置要求：内存", en: "Requirements: memory" }, max: 200, optional: true },
    requirementsDisk: { kind: "text", label: { zh: "配置要求：磁盘空间", en: "Requirements: disk space" }, max: 200, optional: true },
    requirementsGraphics: { kind: "text", label: { zh: "配置要求：显卡", en: "Requirements: graphics" }, max: 200, optional: true },
    publishAt: PUBLISH_AT_FIELD,
    unpublishAt: UNPUBLISH_AT_FIELD,
  },
  titleField: "name",
  list: {
    columns: [
      { name: "kind", show: "option" },
      { name: "version" },
      { name: "size", label: { zh: "大小", en: "Size" }, show: "bytes" },
      { name: "updatedAt", label: { zh: "最后保存", en: "Last saved" }, show: "date-time" },
    ],
    filter: "kind",
  },
});
