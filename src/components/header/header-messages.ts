import { defineMessages } from "../../i18n/catalogue";

/** Words of the header that are not navigation labels (those live in the common catalogue). */
export const headerMessages = defineMessages(
  {
    mainNav: "主导航",
    menu: "菜单",
    language: "语言",
    zh: "中文",
    en: "EN",
    zhFull: "切换到中文",
    enFull: "Switch to English",
    newWindow: "（在新窗口打开）",
    homeLink: "{brand} 首页",
    search: "搜索",
    searchField: "搜索全站",
    searchPlaceholder: "搜索产品、新闻",
  },
  {
    mainNav: "Main navigation",
    menu: "Menu",
    language: "Language",
    zh: "中文",
    en: "EN",
    zhFull: "切换到中文",
    enFull: "Switch to English",
    newWindow: "(opens in a new window)",
    homeLink: "{brand} home",
    search: "Search",
    searchField: "Search the site",
    searchPlaceholder: "Search the site",
  },
);
