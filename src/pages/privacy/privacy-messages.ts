import { defineMessages } from "../../i18n/catalogue";

/** Frame of the privacy policy page; the policy itself is a site setting (GET /api/site/privacy). */
export const privacyMessages = defineMessages(
  {
    eyebrow: "法律信息",
    title: "隐私政策",
    updated: "更新日期：",
    missing: "隐私政策暂时无法显示，请稍后再试，或通过 {email} 与我们联系。",
  },
  {
    eyebrow: "Legal",
    title: "Privacy policy",
    updated: "Last updated: ",
    missing: "The privacy policy cannot be shown right now. Please try again later, or write to us at {email}.",
  },
);
