import { defineMessages } from "../catalogue";

/** Words used across the frame. Feature pages keep their own catalogues beside them. */
export const common = defineMessages(
  {
    "nav.home": "首页",
    "nav.digital": "数字化设计",
    "nav.intelligent": "智能建造",
    "nav.dtwin": "运维数字孪生",
    "nav.academy": "{brand}学院",
    "nav.download": "下载中心",
    "nav.saas": "SaaS 云平台",
    "label.noData": "暂无数据",
    "label.loading": "加载中…",
    "label.noMore": "没有更多数据了",
    "label.download": "下载",
    "label.noDownload": "暂无可下载文件",
    "label.learnMore": "了解更多 >",
    "error.email": "请输入正确的邮箱地址。",
    "error.resource": "资源请求错误",
    "error.network": "网络连接失败，请稍后重试。",
    "error.timeout": "请求超时，请稍后重试。",
    "form.submitSuccess": "提交成功",
  },
  {
    "nav.home": "HOME",
    "nav.digital": "Digital Design",
    "nav.intelligent": "Intelligent Construction",
    "nav.dtwin": "O&M D-Twin",
    "nav.academy": "{brand} Academy",
    "nav.download": "Download",
    "nav.saas": "SaaS",
    "label.noData": "No data",
    "label.loading": "Loading",
    "label.noMore": "No further data available",
    "label.download": "Download",
    "label.noDownload": "No download files available at the moment",
    "label.learnMore": "Learn More >",
    "error.email": "Please enter the correct email address.",
    "error.resource": "Resource request error",
    "error.network": "Network error, please try again later.",
    "error.timeout": "The request timed out, please try again later.",
    "form.submitSuccess": "submit success",
  },
);

export type CommonKey = keyof (typeof common)["zh"];
