/** Software and manuals (CONTRACT "Content"): downloads, each an uploaded file. */
import { defineMessages, inBoth } from "../catalogue.ts";
import { z } from "zod";
import { defineContentType, enumField, fileKeyField, lineField, markdownField, numberField, publishAtField, textField, unpublishAtField } from "./define.ts";

export const SOFTWARE_KINDS = ["software", "manual"] as const;

/** The admin's words for this type's fields, options and columns. */
const WORDS = defineMessages(
  {
    kind: "类别",
    software: "软件",
    manual: "手册",
    name: "名称",
    version: "版本",
    fileKey: "文件",
    order: "排序",
    summary: "摘要",
    description: "描述",
    requirementsOs: "配置要求：操作系统",
    requirementsCpu: "配置要求：处理器",
    requirementsMemory: "配置要求：内存",
    requirementsDisk: "配置要求：磁盘空间",
    requirementsGraphics: "配置要求：显卡",
    size: "大小",
    updatedAt: "最后保存",
  },
  {
    kind: "Kind",
    software: "Software",
    manual: "Manual",
    name: "Name",
    version: "Version",
    fileKey: "File",
    order: "Order",
    summary: "Summary",
    description: "Description",
    requirementsOs: "Requirements: operating system",
    requirementsCpu: "Requirements: processor",
    requirementsMemory: "Requirements: memory",
    requirementsDisk: "Requirements: disk space",
    requirementsGraphics: "Requirements: graphics",
    size: "Size",
    updatedAt: "Last saved",
  },
);
const words = (key: keyof typeof WORDS.zh) => inBoth(WORDS, key);

export const softwareType = defineContentType({
  resource: "software",
  schema: z.object({
    kind: enumField({
      label: words("kind"),
      options: SOFTWARE_KINDS,
      optionLabels: { software: words("software"), manual: words("manual") },
      initial: "software",
    }),
    name: textField({ label: words("name"), max: 200, requiredToPublish: true }),
    version: lineField({ label: words("version"), format: "version", placeholder: "5.2.0" }),
    /** An R2 key from an upload (`key`, not `path`), e.g. installers/EICAD-Setup-1a2b3c4d.zip. */
    fileKey: fileKeyField({ label: words("fileKey"), accept: "download" }),
    order: numberField({ label: words("order"), min: 0, max: 10_000, default: 0 }),
    summary: textField({ label: words("summary"), max: 1000, multiline: true }),
    description: markdownField({ label: words("description"), max: 10_000 }),
    // System requirements, shown on /download and in the SoftwareApplication data; empty ones are not shown.
    requirementsOs: textField({ label: words("requirementsOs"), max: 200, optional: true }),
    requirementsCpu: textField({ label: words("requirementsCpu"), max: 200, optional: true }),
    requirementsMemory: textField({ label: words("requirementsMemory"), max: 200, optional: true }),
    requirementsDisk: textField({ label: words("requirementsDisk"), max: 200, optional: true }),
    requirementsGraphics: textField({ label: words("requirementsGraphics"), max: 200, optional: true }),
    publishAt: publishAtField(),
    unpublishAt: unpublishAtField(),
  }),
  titleField: "name",
  list: {
    columns: [
      { name: "kind", show: "option" },
      { name: "version" },
      { name: "size", label: words("size"), show: "bytes" },
      { name: "updatedAt", label: words("updatedAt"), show: "date-time" },
    ],
    filter: "kind",
  },
});
