import { defineMessages } from "../../i18n/catalogue";

/** The company details block's labels; the values come from the site settings. */
export const companyMessages = defineMessages(
  {
    legalName: "公司全称",
    address: "注册地址",
    licence: "统一社会信用代码",
    certifications: "资质与认证",
  },
  {
    legalName: "Registered name",
    address: "Registered address",
    licence: "Unified social credit code",
    certifications: "Certifications",
  },
);
