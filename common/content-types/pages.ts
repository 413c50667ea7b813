/**
 * Content pages (CONTRACT "Content", decision 0040): the head's title and description of each
 * content route and its blocks (common/page-blocks.ts). One page per route, made by the seed: the admin
 * edits and publishes them, never creates or deletes one; besides them staff create and delete landing
 * pages (/lp/<slug>, decision 0053) with their own screen, so the generic list and editor offer neither.
 */
import { z } from "zod";
import { blocksField, defineContentType, enumField, publishAtField, textField, unpublishAtField } from "./define.ts";

/** A page's contact-block setting: the route's default, or on or off for this page. */
export const PAGE_CONTACT_CHOICES = ["default", "on", "off"] as const;
export type PageContactChoice = (typeof PAGE_CONTACT_CHOICES)[number];

export const pagesType = defineContentType({
  resource: "pages",
  schema: z.object({
    title: textField({ label: { zh: "标题", en: "Title" }, max: 200, requiredToPublish: true }),
    description: textField({ label: { zh: "描述", en: "Description" }, max: 500, multiline: true, requiredToPublish: true }),
    blocks: blocksField({ label: { zh: "页面区块", en: "Page blocks" }, max: 60 }),
    /**
     * The contact block under the page: the route's default (common/route-table.ts `contact`), or
     * switched on or off for this page; published with the rest of the page.
     */
    contact: enumField({
      label: { zh: "联系表单区块", en: "Contact block" },
      options: PAGE_CONTACT_CHOICES,
      optionLabels: {
        default: { zh: "按页面默认", en: "Page default" },
        on: { zh: "显示", en: "Shown" },
        off: { zh: "不显示", en: "Hidden" },
      },
      initial: "default",
      defaulted: true,
    }),
    publishAt: publishAtField(),
    // After it visitors get the page's seeded copy again (db/content-pages.ts).
    unpublishAt: unpublishAtField(),
  }),
  titleField: "title",
  fixedSet: true,
  list: {
    columns: [
      { name: "path", label: { zh: "页面地址", en: "Page address" } },
      { name: "updatedAt", label: { zh: "最后保存", en: "Last saved" }, show: "date-time" },
    ],
  },
});
