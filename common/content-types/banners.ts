/** Home page banners (CONTRACT "Content"): image or video slides in display order. */
import { defineContentType, PUBLISH_AT_FIELD, UNPUBLISH_AT_FIELD } from "./define.ts";

export const bannersType = defineContentType({
  resource: "banners",
  fields: {
    order: { kind: "number", label: { zh: "排序", en: "Order" }, min: 0, max: 10_000 },
    type: {
      kind: "enum",
      label: { zh: "类型", en: "Type" },
      options: ["image", "video"],
      optionLabels: { image: { zh: "图片", en: "Image" }, video: { zh: "视频", en: "Video" } },
      initial: "image",
    },
    mediaPath: { kind: "file", label: { zh: "图片或视频", en: "Image or video" }, accept: "media", value: "path" },
    /** Still frame shown before a video plays; null for image slides. */
    posterPath: { kind: "file", label: { zh: "视频封面", en: "Video poster" }, accept: "image", value: "path", nullable: true },
    jumpToUrl: { kind: "line", label: { zh: "跳转链接", en: "Link" }, format: "link", placeholder: "/digital/eicad", initial: "/" },
    bigHeadline: { kind: "text", label: { zh: "大标题", en: "Headline" }, max: 200, requiredToPublish: true },
    subtitle: { kind: "text", label: { zh: "副标题", en: "Subtitle" }, max: 500 },
    description: { kind: "text", label: { zh: "描述", en: "Description" }, max: 500, multiline: true },
    buttonLabel: { kind: "text", label: { zh: "按钮文字", en: "Button label" }, max: 100 },
    publishAt: PUBLISH_AT_FIELD,
    unpublishAt: UNPUBLISH_AT_FIELD,
  },
  titleField: "bigHeadline",
  list: { columns: [{ name: "order" }, { name: "type", show: "option" }] },
});
