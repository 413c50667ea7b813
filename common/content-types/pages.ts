/**
 * Content pages (CONTRACT "Content", decision 0040): the head's title and description of each
 * content route and its blocks (common/page-blocks.ts). One page per route, made by the seed: the admin
 * edits and publishes them, never creates or deletes one; besides them staff create and delete landing
 * pages (/lp/<slug>, decision 0053) with their own screen, so the generic list and editor offer neither.
 */
import { defineMessages, inBoth } from "../catalogue.ts";
import { z } from "zod";
import { blocksField, defineContentType, enumField, publishAtField, textField, unpublishAtField } from "./define.ts";

/** A page's contact-block setting: the route's default, or on or off for this page. */
export const PAGE_CONTACT_CHOICES = ["default", "on", "off"] as const;
export type PageContactChoice = (typeof PAGE_CONTACT_CHOICES)[number];

/** The admin's words for this type's fields, options and columns. */
const WORDS = defineMessages(
  {
    title: "标题",
    description: "描述",
    blocks: "页面区块",
    contact: "联系表单区块",
    default: "按页面默认",
    on: "显示",
    off: "不显示",
    path: "页面地址",
    updatedAt: "最后保存",
  },
  {
    title: "Title",
    description: "Description",
    blocks: "Page blocks",
    contact: "Contact block",
    default: "Page default",
    on: "Shown",
    off: "Hidden",
    path: "Page address",
    updatedAt: "Last saved",
  },
);
const words = (key: keyof typeof WORDS.zh) => inBoth(WORDS, key);

export const pagesType = defineContentType({
  resource: "pages",
  schema: z.object({
    title: textField({ label: words("title"), max: 200, requiredToPublish: true }),
    description: textField({ label: words("description"), max: 500, multiline: true, requiredToPublish: true }),
    blocks: blocksField({ label: words("blocks"), max: 60 }),
    /**
     * The contact block under the page: the route's default (common/route-table.ts `contact`), or
     * switched on or off for this page; published with the rest of the page.
     */
    contact: enumField({
      label: words("contact"),
      options: PAGE_CONTACT_CHOICES,
      optionLabels: {
        default: words("default"),
        on: words("on"),
        off: words("off"),
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
      { name: "path", label: words("path") },
      { name: "updatedAt", label: words("updatedAt"), show: "date-time" },
    ],
  },
});
