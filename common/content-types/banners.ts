/** Home page banners (CONTRACT "Content"): image or video slides in display order. */
import { z } from "zod";
import { defineContentType, enumField, fileField, lineField, numberField, publishAtField, textField, unpublishAtField } from "./define.ts";

export const bannersType = defineContentType({
  resource: "banners",
  schema: z.object({
    order: numberField({ label: { zh: "排序", en: "Order" }, min: 0, max: 10_000 }),
    type: enumField({
      label: { zh: "类型", en: "Type" },
      options: ["image", "video"],
      optionLabels: { image: { zh: "图片", en: "Image" }, video: { zh: "视频", en: "Video" } },
      initial: "image",
    }),
    mediaPath: fileField({ label: { zh: "图片或视频", en: "Image or video" }, accept: "media" }),
    /** Still frame shown before a video plays; null for image slides. */
    posterPath: fileField({ label: { zh: "视频封面", en: "Video poster" }, accept: "image", nullable: true }),
    jumpToUrl: lineField({ label: { zh: "跳转链接", en: "Link" }, format: "link", placeholder: "/digital/eicad", initial: "/" }),
    bigHeadline: textField({ label: { zh: "大标题", en: "Headline" }, max: 200, requiredToPublish: true }),
    subtitle: textField({ label: { zh: "副标题", en: "Subtitle" }, max: 500 }),
    description: textField({ label: { zh: "描述", en: "Description" }, max: 500, multiline: true }),
    buttonLabel: textField({ label: { zh: "按钮文字", en: "Button label" }, max: 100 }),
    publishAt: publishAtField(),
    unpublishAt: unpublishAtField(),
  }),
  titleField: "bigHeadline",
  list: { columns: [{ name: "order" }, { name: "type", show: "option" }] },
});
