import { defineMessages } from "../../i18n/catalogue";

export const notFoundMessages = defineMessages(
  {
    code: "404",
    title: "没有找到这个页面",
    body: "您访问的地址不存在，可能已被移动或输入有误。可以返回首页，或从下面的入口继续浏览。",
    home: "返回首页",
    download: "下载中心",
    contact: "联系我们",
    shortcuts: "常用入口",
  },
  {
    code: "404",
    title: "We could not find this page",
    body: "The address you opened does not exist; it may have moved or been mistyped. Go back to the home page, or continue from one of the links below.",
    home: "Back to home",
    download: "Download center",
    contact: "Contact us",
    shortcuts: "Popular pages",
  },
);
