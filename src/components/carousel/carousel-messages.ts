import { defineMessages } from "../../i18n/catalogue";

/** Words of the shared carousel controls (screen-reader labels included). */
export const carouselMessages = defineMessages(
  {
    carousel: "轮播",
    slide: "幻灯片",
    slideOf: "第 {n} 张，共 {total} 张",
    previous: "上一张",
    next: "下一张",
    pause: "暂停自动播放",
    play: "开始自动播放",
    goTo: "转到第 {n} 张",
  },
  {
    carousel: "carousel",
    slide: "slide",
    slideOf: "{n} of {total}",
    previous: "Previous slide",
    next: "Next slide",
    pause: "Pause autoplay",
    play: "Start autoplay",
    goTo: "Go to slide {n}",
  },
);
