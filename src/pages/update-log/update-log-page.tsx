import { Link } from "../../components/link/link";
import type { PageProps } from "../../app/page-props";
import { pathOf } from "../../../common/route-table";
import { StatusLabel } from "../../components/status/status-label";
import { format } from "../../i18n/catalogue";
import { useI18n, useMessages } from "../../i18n/i18n-context";
import type { UpdateLog } from "../../lib/api-types";
import { usePageRead } from "../../lib/page-data";
import { formatDay } from "../../lib/dates";
import { updateLogMessages } from "./update-log-messages";
import "./update-log.css";

/** Link to one release's notes. */
export const updateLogHref = (id: UpdateLog["id"]): string => `${pathOf("updateLogDetail")}?id=${encodeURIComponent(String(id))}`;

/** Update log `/updateLog`: releases newest first, as a timeline (no footer on this route). */
export default function UpdateLogPage(_props: PageProps) {
  const { lang } = useI18n();
  const m = useMessages(updateLogMessages);
  const { data, loading } = usePageRead("updateLogs");
  return (
    <div className="section update-log">
      <div className="container update-log__inner">
        <Link className="update-log__back" to={pathOf("download")}>
          <span aria-hidden="true">←&nbsp;</span>
          {m.toDownload}
        </Link>
        <p className="section__eyebrow">{m.eyebrow}</p>
        <h1 className="section__title">{m.title}</h1>
        <p className="section__lead">{m.lead}</p>
        {loading && !data ? (
          <StatusLabel kind="loading" />
        ) : !data?.length ? (
          <StatusLabel kind="noData" />
        ) : (
          <ol className="update-log__list">
            {data.map((log) => (
              <li key={log.id} className="update-log__item">
                <Link className="update-log__card" to={updateLogHref(log.id)}>
                  <span className="update-log__version">{log.version}</span>
                  <span className="update-log__text">
                    <span className="update-log__title">{log.title}</span>
                    <time className="update-log__date" dateTime={log.releasedAt}>
                      {format(m.released, { date: formatDay(log.releasedAt, lang) })}
                    </time>
                  </span>
                  <span className="update-log__more">
                    {m.details} <span aria-hidden="true">→</span>
                  </span>
                </Link>
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
