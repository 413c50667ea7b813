import { defineMessages } from "../../i18n/catalogue";

/** Copy of the search results page (the field's own words are the header's). */
export const searchMessages = defineMessages(
  {
    title: "站内搜索",
    prompt: "输入产品名、功能或关键词，例如“互通”“隧道”“EICAD”。",
    count: "“{q}”共找到 {total} 条结果",
    none: "没有找到与“{q}”相关的内容。",
    noneHint: "换个说法试试，或使用更短的关键词。",
    page: "页面",
    news: "新闻",
    software: "软件",
    video: "教学视频",
    help: "帮助文档",
  },
  {
    title: "Search",
    prompt: "Type a product, a feature or a keyword, for example “interchange”, “tunnel” or “EICAD”.",
    count: "{total} results for “{q}”",
    none: "Nothing found for “{q}”.",
    noneHint: "Try other words or a shorter keyword.",
    page: "Page",
    news: "News",
    software: "Software",
    video: "Video",
    help: "Help",
  },
);
