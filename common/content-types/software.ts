/** Software and manuals (CONTRACT "Content"): downloads, each an uploaded file. */
import { z } from "zod";
import { defineContentType, enumField, fileKeyField, lineField, markdownField, numberField, publishAtField, textField, unpublishAtField } from "./define.ts";

export const SOFTWARE_KINDS = ["software", "manual"] as const;

export const softwareType = defineContentType({
  resource: "software",
  schema: z.object({
    kind: enumField({
      label: { zh: "类别", en: "Kind" },
      options: SOFTWARE_KINDS,
      optionLabels: { software: { zh: "软件", en: "Software" }, manual: { zh: "手册", en: "Manual" } },
      initial: "software",
    }),
    name: textField({ label: { zh: "名称", en: "Name" }, max: 200, requiredToPublish: true }),
    version: lineField({ label: { zh: "版本", en: "Version" }, format: "version", placeholder: "5.2.0" }),
    /** An R2 key from an upload (`key`, not `path`), e.g. installers/EICAD-Setup-1a2b3c4d.zip. */
    fileKey: fileKeyField({ label: { zh: "文件", en: "File" }, accept: "download" }),
    order: numberField({ label: { zh: "排序", en: "Order" }, min: 0, max: 10_000, default: 0 }),
    summary: textField({ label: { zh: "摘要", en: "Summary" }, max: 1000, multiline: true }),
    description: markdownField({ label: { zh: "描述", en: "Description" }, max: 10_000 }),
    // System requirements, shown on /download and in the SoftwareApplication data; empty ones are not shown.
    requirementsOs: textField({ label: { zh: "配置要求：操作系统", en: "Requirements: operating system" }, max: 200, optional: true }),
    requirementsCpu: textField({ label: { zh: "配置要求：处理器", en: "Requirements: processor" }, max: 200, optional: true }),
    requirementsMemory: textField({ label: { zh: "配置要求：内存", en: "Requirements: memory" }, max: 200, optional: true }),
    requirementsDisk: textField({ label: { zh: "配置要求：磁盘空间", en: "Requirements: disk space" }, max: 200, optional: true }),
    requirementsGraphics: textField({ label: { zh: "配置要求：显卡", en: "Requirements: graphics" }, max: 200, optional: true }),
    publishAt: publishAtField(),
    unpublishAt: unpublishAtField(),
  }),
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
