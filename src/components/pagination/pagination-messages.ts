import { defineMessages } from "../../i18n/catalogue";

/** Words of the shared pagination control. */
export const paginationMessages = defineMessages(
  {
    label: "分页",
    previous: "上一页",
    next: "下一页",
    current: "第 {page} 页，共 {pages} 页",
  },
  {
    label: "Pagination",
    previous: "Previous",
    next: "Next",
    current: "Page {page} of {pages}",
  },
);
