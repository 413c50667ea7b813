/** Home page banners (CONTRACT "Content"): image or video slides in display order. */
import { defineMessages, inBoth } from "../catalogue.ts";
import { z } from "zod";
import { defineContentType, enumField, fileField, lineField, numberField, publishAtField, textField, unpublishAtField } from "./define.ts";

/** The admin's words for this type's fields, options and columns. */
const WORDS = defineMessages(
  {
    order: "排序",
    type: "类型",
    image: "图片",
    video: "视频",
    mediaPath: "图片或视频",
    posterPath: "视频封面",
    jumpToUrl: "跳转链接",
    bigHeadline: "大标题",
    subtitle: "副标题",
    description: "描述",
    buttonLabel: "按钮文字",
  },
  {
    order: "Order",
    type: "Type",
    image: "Image",
    video: "Video",
    mediaPath: "Image or video",
    posterPath: "Video poster",
    jumpToUrl: "Link",
    bigHeadline: "Headline",
    subtitle: "Subtitle",
    description: "Description",
    buttonLabel: "Button label",
  },
);
const words = (key: keyof typeof WORDS.zh) => inBoth(WORDS, key);

export const bannersType = defineContentType({
  resource: "banners",
  schema: z.object({
    order: numberField({ label: words("order"), min: 0, max: 10_000 }),
    type: enumField({
      label: words("type"),
      options: ["image", "video"],
      optionLabels: { image: words("image"), video: words("video") },
      initial: "image",
    }),
    mediaPath: fileField({ label: words("mediaPath"), accept: "media" }),
    /** Still frame shown before a video plays; null for image slides. */
    posterPath: fileField({ label: words("posterPath"), accept: "image", nullable: true }),
    jumpToUrl: lineField({ label: words("jumpToUrl"), format: "link", placeholder: "/digital/eicad", initial: "/" }),
    bigHeadline: textField({ label: words("bigHeadline"), max: 200, requiredToPublish: true }),
    subtitle: textField({ label: words("subtitle"), max: 500 }),
    description: textField({ label: words("description"), max: 500, multiline: true }),
    buttonLabel: textField({ label: words("buttonLabel"), max: 100 }),
    publishAt: publishAtField(),
    unpublishAt: unpublishAtField(),
  }),
  titleField: "bigHeadline",
  list: { columns: [{ name: "order" }, { name: "type", show: "option" }] },
});
