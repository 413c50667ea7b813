import { Link } from "../../components/link/link";
import type { PageProps } from "../../app/page-props";
import { pathOf } from "../../../common/route-table";
import { StatusLabel } from "../../components/status/status-label";
import { format } from "../../i18n/catalogue";
import { useI18n, useMessages } from "../../i18n/i18n-context";
import { usePageRead } from "../../lib/page-data";
import { formatDay } from "../../lib/dates";
import { updateLogMessages } from "./update-log-messages";
import "../news/rich-text.css";
import "./update-log.css";

/** One release `/updateLogDetail?id=`: version, title, date and the sanitised notes. */
export default function UpdateLogDetailPage(_props: PageProps) {
  const { lang } = useI18n();
  const m = useMessages(updateLogMessages);
  const { data, loading } = usePageRead("updateLog");
  const back = (
    <Link className="update-log__back" to={pathOf("updateLog")}>
      <span aria-hidden="true">←&nbsp;</span>
      {m.back}
    </Link>
  );
  return (
    <div className="section update-log">
      <div className="container update-log__inner">
        {back}
        {loading && !data ? (
          <StatusLabel kind="loading" />
        ) : !data ? (
          <div className="update-log__missing">
            <h1>{m.notFoundTitle}</h1>
            <p>{m.notFoundText}</p>
          </div>
        ) : (
          <article>
            <p className="update-log__version update-log__version--inline">{data.version}</p>
            <h1 className="section__title">{data.title}</h1>
            <p className="update-log__date">
              <time dateTime={data.releasedAt}>{format(m.released, { date: formatDay(data.releasedAt, lang) })}</time>
            </p>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the Worker before it is sent (CONTRACT) */}
            <div className="rich-text update-log__content" dangerouslySetInnerHTML={{ __html: data.content }} />
          </article>
        )}
      </div>
    </div>
  );
}
