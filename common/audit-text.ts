/**
 * An audit entry as a sentence in the admin's language (docs/decisions/0039): "发布了新闻《标题》" /
 * "Published news item “Title”". Publishing, unpublishing and scheduling are told apart from a plain
 * edit (the verb is stored with the entry when the save writes it).
 */
import { defineMessages, format, messageOf } from "./catalogue.ts";
import type { Lang } from "./revision-summary.ts";

const NOUNS = defineMessages(
  {
    news: "新闻",
    banners: "横幅",
    software: "软件或手册",
    videos: "视频",
    "update-logs": "更新日志",
    pages: "页面",
    "site-settings": "站点设置",
    consultations: "线索",
    uploads: "文件",
    notifications: "通知渠道",
  },
  {
    news: "news item",
    banners: "banner",
    software: "download",
    videos: "video",
    "update-logs": "update log",
    pages: "page",
    "site-settings": "site settings",
    consultations: "lead",
    uploads: "file",
    notifications: "notification channels",
  },
);

const VERBS = defineMessages(
  {
    create: "新建了",
    update: "修改了",
    publish: "发布了",
    unpublish: "撤下了",
    schedule: "定时发布了",
    restore: "恢复了旧版本：",
    draft: "保存了草稿：",
    // A change saved for review: the live version is unchanged until it is published (CONTRACT "Review before publish").
    review: "保存了待审核的更改（线上版本未变）：",
    discard: "放弃了未发布的更改：",
    "preview-link": "创建了预览链接：",
    "revoke-preview-links": "撤销了预览链接：",
    delete: "删除了",
    erase: "清除了",
    redeliver: "重新发送了",
    upload: "上传了",
    "abort-upload": "取消了上传：",
    "lead-status": "更改了状态：",
    "lead-note": "添加了备注：",
    "lead-assign": "分配了",
    "notify-test": "测试了",
  },
  {
    create: "Created",
    update: "Edited",
    publish: "Published",
    unpublish: "Unpublished",
    schedule: "Scheduled",
    restore: "Restored an earlier version of",
    draft: "Saved a draft of",
    review: "Saved changes for review, the live version unchanged, of",
    discard: "Discarded the unpublished changes of",
    "preview-link": "Made a preview link of",
    "revoke-preview-links": "Revoked the preview links of",
    delete: "Deleted",
    erase: "Erased",
    redeliver: "Re-sent",
    upload: "Uploaded",
    "abort-upload": "Cancelled the upload of",
    "lead-status": "Changed the status of",
    "lead-note": "Added a note to",
    "lead-assign": "Assigned",
    "notify-test": "Tested",
  },
);

/** How the parts make a sentence in each language. */
const SENTENCE = defineMessages(
  {
    titled: "《{title}》",
    numbered: " #{id}",
    restored: "将{noun}{which}恢复到版本 {n}",
    done: "{verb}{noun}{which}",
  },
  {
    titled: " “{title}”",
    numbered: " #{id}",
    restored: "Restored {noun}{which} to version {n}",
    done: "{verb} {noun}{which}",
  },
);

export function nounOf(resource: string, lang: Lang): string {
  return messageOf(NOUNS, lang, resource) ?? resource;
}

/**
 * The sentence: verb, what, and which one (its title; a file by its name, an entry written before files
 * had one by its key; else its id). A restore names the version it brought back: "将新闻《…》恢复到版本 2".
 */
export function auditSentence(
  e: { verb: string; resource: string; resourceId: string | null; title: string | null; restoredFrom?: number },
  lang: Lang,
): string {
  const words = SENTENCE[lang];
  const verb = messageOf(VERBS, lang, e.verb) ?? e.verb;
  const noun = nounOf(e.resource, lang);
  const which = e.title
    ? format(words.titled, { title: e.title })
    : e.resourceId && e.resource !== "site-settings"
      ? format(words.numbered, { id: e.resourceId })
      : "";
  if (e.verb === "restore" && e.restoredFrom !== undefined) return format(words.restored, { noun, which, n: e.restoredFrom });
  return format(words.done, { verb, noun, which });
}
