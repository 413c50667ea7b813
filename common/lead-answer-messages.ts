import { defineMessages } from "./catalogue.ts";

/** The words of the Worker's answer to the contact form posted without the app (worker/pages/lead-form.ts) that the contact block (common/contact-messages.ts) has not. */
export const leadAnswerMessages = defineMessages(
  {
    notSentTitle: "需求未能提交",
    notSentFix: "请返回上一页修改后重新提交，您填写的内容仍保留在表单中。",
    notSentElsewhere: "请在本网站的页面上填写并提交需求表单。",
    backToPage: "返回{brand}网站",
    checkTitle: "还差一步：请完成人机验证",
    checkNext: "验证通过后点击“提交”，您的需求就会发送给我们。",
  },
  {
    notSentTitle: "Your request was not sent",
    notSentFix: "Please go back to the previous page, correct it and send it again: what you entered is still in the form.",
    notSentElsewhere: "Please fill in and send the form on a page of this website.",
    backToPage: "Back to the {brand} website",
    checkTitle: "One more step: confirm you are not a robot",
    checkNext: "Once the check has passed, press Submit and your request is on its way to us.",
  },
);
