import { defineMessages } from "../../i18n/catalogue";

/** Copy of the placeholder mobile home. */
export const phoneHomeMessages = defineMessages(
  {
    title: "{brand} 移动端",
    text: "移动端页面正在建设中，您可以先访问完整版网站。",
    button: "移动端首页",
  },
  {
    title: "{brand} mobile",
    text: "The mobile pages are on their way; the full site works on your phone in the meantime.",
    button: "Mobile home",
  },
);
