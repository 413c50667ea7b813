/**
 * What visitors get of a page (the item's `live`: published, or scheduled with its time) and whether
 * the copy being edited differs from it (`hasDraftChanges`), in the admin's language: "已发布 · 有未发布的
 * 修改", "已定时 … · 有未发布的修改". A save never takes a page down, so a page is never just "draft".
 * The page editor's head adds who published it and when; the pages list shows the short form.
 */
import type { AdminPage } from "../../../worker/schemas/admin-api";
import { Badge } from "../components/badge";
import { useI18n } from "../i18n/admin-i18n";
import { dateTime } from "../lib/format";
import { siteDateTime } from "../lib/site-time";

type LiveState = Pick<AdminPage, "live" | "hasDraftChanges">;

export function PageLiveStatus({ item, head = false }: { item: LiveState; head?: boolean }) {
  const { t, lang } = useI18n();
  const { live, hasDraftChanges } = item;
  const at = siteDateTime(live.publishAt, lang);
  return (
    <>
      {live.status === "scheduled" ? (
        <span title={t("scheduledFor", { at })}>
          <Badge tone="info">{t("status_scheduled")}</Badge>
          {head ? <span> {t("scheduledFor", { at })}</span> : <span className="table__sub">{at}</span>}
        </span>
      ) : (
        <Badge tone="good">{t("status_published")}</Badge>
      )}
      {hasDraftChanges && (
        <span>
          <span aria-hidden="true">{head ? "· " : ""}</span>
          <Badge tone="warn">{t("live_changes")}</Badge>
        </span>
      )}
      {head && (
        <span>{live.publishedAt ? t("live_publishedBy", { at: dateTime(live.publishedAt, lang), by: live.publishedBy ?? "?" }) : t("live_seeded")}</span>
      )}
    </>
  );
}
