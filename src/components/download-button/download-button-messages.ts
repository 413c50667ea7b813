import { defineMessages } from "../../i18n/catalogue";

/** Progress words of the download button (label, tooltip and error come from the common catalogue). */
export const downloadButtonMessages = defineMessages(
  {
    downloading: "下载中…",
    percent: "下载中 {percent}%",
  },
  {
    downloading: "Downloading…",
    percent: "Downloading {percent}%",
  },
);
