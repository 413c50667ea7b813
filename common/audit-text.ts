/**
 * An audit entry as a sentence in the admin's language (docs/decisions/0039): "发布了新闻《标题》" /
 * "Published news item “Title”". Publishing, unpublishing and scheduling are told apart from a plain
 * edit (the verb is stored with the entry when the save writes it).
 */
import type { Lang } from "./revision-summary.ts";

const NOUNS: Record<string, { zh: string; en: string }> = {
  news: { zh: "新闻", en: "news item" },
  banners: { zh: "横幅", en: "banner" },
  software: { zh: "软件或手册", en: "download" },
  videos: { zh: "视频", en: "video" },
  "update-logs": { zh: "更新日志", en: "update log" },
  pages: { zh: "页面", en: "page" },
  "site-settings": { zh: "站点设置", en: "site settings" },
  consultations: { zh: "线索", en: "lead" },
  uploads: { zh: "文件", en: "file" },
  notifications: { zh: "通知渠道", en: "notification channels" },
};

const VERBS: Record<string, { zh: string; en: string }> = {
  create: { zh: "新建了", en: "Created" },
  update: { zh: "修改了", en: "Edited" },
  publish: { zh: "发布了", en: "Published" },
  unpublish: { zh: "撤下了", en: "Unpublished" },
  schedule: { zh: "定时发布了", en: "Scheduled" },
  restore: { zh: "恢复了旧版本：", en: "Restored an earlier version of" },
  draft: { zh: "保存了草稿：", en: "Saved a draft of" },
  // A change saved for review: the live version is unchanged until it is published (CONTRACT "Review before publish").
  review: { zh: "保存了待审核的更改（线上版本未变）：", en: "Saved changes for review, the live version unchanged, of" },
  discard: { zh: "放弃了未发布的更改：", en: "Discarded the unpublished changes of" },
  "preview-link": { zh: "创建了预览链接：", en: "Made a preview link of" },
  "revoke-preview-links": { zh: "撤销了预览链接：", en: "Revoked the preview links of" },
  delete: { zh: "删除了", en: "Deleted" },
  erase: { zh: "清除了", en: "Erased" },
  redeliver: { zh: "重新发送了", en: "Re-sent" },
  upload: { zh: "上传了", en: "Uploaded" },
  "abort-upload": { zh: "取消了上传：", en: "Cancelled the upload of" },
  "lead-status": { zh: "更改了状态：", en: "Changed the status of" },
  "lead-note": { zh: "添加了备注：", en: "Added a note to" },
  "lead-assign": { zh: "分配了", en: "Assigned" },
  "notify-test": { zh: "测试了", en: "Tested" },
};

export function nounOf(resource: string, lang: Lang): string {
  return NOUNS[resource]?.[lang] ?? resource;
}

/**
 * The sentence: verb, what, and which one (its title; a file by its name, an entry written before files
 * had one by its key; else its id). A restore names the version it brought back: "将新闻《…》恢复到版本 2".
 */
export function auditSentence(
  e: { verb: string; resource: string; resourceId: string | null; title: string | null; restoredFrom?: number },
  lang: Lang,
): string {
  const zh = lang === "zh";
  const verb = VERBS[e.verb]?.[lang] ?? e.verb;
  const noun = nounOf(e.resource, lang);
  const which = e.title
    ? zh
      ? `《${e.title}》`
      : ` “${e.title}”`
    : e.resourceId && e.resource !== "site-settings"
      ? zh
        ? ` #${e.resourceId}`
        : ` #${e.resourceId}`
      : "";
  if (e.verb === "restore" && e.restoredFrom !== undefined) {
    return zh ? `将${noun}${which}恢复到版本 ${e.restoredFrom}` : `Restored ${noun}${which} to version ${e.restoredFrom}`;
  }
  return zh ? `${verb}${noun}${which}` : `${verb} ${noun}${which}`;
}
