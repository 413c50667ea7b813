import { useSearchParams } from "../../app/use-search-params";
import { Link } from "../../components/link/link";
import type { PageProps } from "../../app/page-props";
import { pathOf } from "../../../common/route-table";
import { NEWS_PAGE_SIZE, newsListQuery } from "../../../common/page-address";
import { Pagination, type PageChange } from "../../components/pagination/pagination";
import { StatusLabel } from "../../components/status/status-label";
import { format } from "../../i18n/catalogue";
import { useI18n, useMessages } from "../../i18n/i18n-context";
import type { NewsTab } from "../../lib/api-types";
import { newsDetailHref } from "../home/home-news";
import { usePageRead } from "../../lib/page-data";
import { formatDay } from "../../lib/dates";
import { newsMessages } from "./news-messages";
import "./news.css";
import { mediaPicture, Picture } from "../../components/picture/picture";

const TABS: readonly { tab: NewsTab | ""; key: keyof (typeof newsMessages)["zh"] }[] = [
  { tab: "", key: "tabAll" },
  { tab: "quick", key: "tabQuick" },
  { tab: "company", key: "tabCompany" },
  { tab: "notice", key: "tabNotice" },
  { tab: "industry", key: "tabIndustry" },
  { tab: "video", key: "tabVideo" },
];

function listHref(tab: string, page = 1): string {
  const q = new URLSearchParams();
  if (tab) q.set("tab", tab);
  if (page > 1) q.set("page", String(page));
  const qs = q.toString();
  return `${pathOf("news")}${qs ? `?${qs}` : ""}`;
}

/** News list `/pc_index/news`: category tabs, paged list, tab and page kept in the URL (SPEC section 2). */
export default function NewsPage(_props: PageProps) {
  const { lang } = useI18n();
  const m = useMessages(newsMessages);
  const [params, setParams] = useSearchParams();
  // The same reading of the address as the route table's (the Worker serves the page with this list).
  const { tab, page } = newsListQuery(params);
  const { data, loading } = usePageRead("newsList");
  const list = data?.list ?? [];

  const onPage = ({ pageIndex }: PageChange) => {
    const next = new URLSearchParams(params);
    if (pageIndex > 1) next.set("page", String(pageIndex));
    else next.delete("page");
    setParams(next);
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="news-page">
      <header className="news-page__head">
        <div className="container">
          <p className="section__eyebrow">{m.eyebrow}</p>
          <h1 className="news-page__title">{m.title}</h1>
          <p className="news-page__lead">{m.lead}</p>
        </div>
      </header>
      <div className="section news-page__body">
        <div className="container">
          <nav className="news-tabs" aria-label={m.tabsLabel}>
            {TABS.map((t) => (
              <Link
                key={t.key}
                to={listHref(t.tab)}
                className={`news-tabs__tab${t.tab === tab ? " is-active" : ""}`}
                aria-current={t.tab === tab ? "page" : undefined}
              >
                {m[t.key]}
              </Link>
            ))}
          </nav>
          {loading && !data ? (
            <StatusLabel kind="loading" className="news-page__status" />
          ) : list.length === 0 ? (
            <StatusLabel kind="noData" className="news-page__status" />
          ) : (
            <ul className={`news-list${loading ? " is-loading" : ""}`} aria-busy={loading || undefined}>
              {list.map((n, i) => (
                <li key={n.id}>
                  <Link className="news-list__item" to={newsDetailHref(n.id)}>
                    {n.coverUrlIdList?.[0]?.path && (
                      <Picture
                        className="news-list__cover"
                        picture={mediaPicture(n.coverUrlIdList[0], format(m.coverAlt, { title: n.title }), { width: 320, height: 180 })}
                        sizes="(max-width: 768px) calc(100vw - 80px), 280px"
                        loading={i === 0 ? undefined : "lazy"}
                        fetchPriority={i === 0 ? "high" : undefined}
                      />
                    )}
                    <div className="news-list__text">
                      <time className="news-list__date" dateTime={n.effectiveTime}>
                        {formatDay(n.effectiveTime, lang)}
                      </time>
                      <h2 className="news-list__title">{n.title}</h2>
                      <p className="news-list__summary">{n.subtitle}</p>
                      <span className="news-list__more">
                        {m.readMore} <span aria-hidden="true">→</span>
                      </span>
                    </div>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {data && data.total > NEWS_PAGE_SIZE && <Pagination total={data.total} pageIndex={page} pageSize={NEWS_PAGE_SIZE} onChange={onPage} />}
        </div>
      </div>
    </div>
  );
}
