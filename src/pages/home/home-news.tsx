import { Link } from "../../components/link/link";
import { pathOf } from "../../../common/route-table";
import { format } from "../../i18n/catalogue";
import { useI18n } from "../../i18n/i18n-context";
import type { NewsItem } from "../../lib/api-types";
import { useHomeContent } from "./home-content";
import { usePageRead } from "../../lib/page-data";
import { formatDay } from "../../lib/dates";
import { LOADING_ATTR } from "../../app/start-marks";
import "./home-news.css";
import { mediaPicture, Picture } from "../../components/picture/picture";

/** Link to one news item's detail page. */
export const newsDetailHref = (id: NewsItem["id"]): string => `${pathOf("newsDetail")}?id=${encodeURIComponent(String(id))}`;

/** Number of cards (SPEC "Home news items"). */
const COUNT = 3;

/**
 * Latest three news items; hidden on failure and when there are none (SPEC section 2). While
 * loading (and in the prerendered page) the section shows three placeholder cards of the final
 * size, so nothing below it moves when the news arrive.
 */
export function HomeNews() {
  const { lang, t } = useI18n();
  const m = useHomeContent().news;
  const { data, loading } = usePageRead("newsTop");
  const items = (data ?? []).slice(0, COUNT);
  const pending = loading && !data;
  if (!pending && !items.length) return null;
  return (
    <section className="section home-news" aria-labelledby="home-news-title" aria-busy={pending || undefined} {...(pending ? { [LOADING_ATTR]: "" } : {})}>
      <div className="container">
        <div className="home-news__head">
          <div>
            <p className="section__eyebrow">{m.eyebrow}</p>
            <h2 className="section__title" id="home-news-title">
              {m.title}
            </h2>
            <p className="section__lead home-news__lead">{m.lead}</p>
          </div>
          <Link className="home-news__more" to={pathOf("news")}>
            {t("label.learnMore")}
          </Link>
        </div>
        <ul className="grid grid--3 home-news__list">
          {pending &&
            Array.from({ length: COUNT }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder cards of a fixed count
              <li key={i} aria-hidden="true">
                <div className="card home-news__card home-news__card--placeholder">
                  <div className="home-news__cover" />
                  <div className="home-news__body">
                    <span className="home-news__date">&nbsp;</span>
                    <span className="home-news__title" />
                    <span className="home-news__summary" />
                  </div>
                </div>
              </li>
            ))}
          {items.map((n) => (
            <li key={n.id}>
              <Link className="card card--link home-news__card" to={newsDetailHref(n.id)}>
                {n.coverUrlIdList?.[0]?.path && (
                  <Picture
                    className="home-news__cover"
                    picture={mediaPicture(n.coverUrlIdList[0], format(m.coverAlt, { title: n.title }), { width: 640, height: 360 })}
                    sizes="(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 400px"
                    loading="lazy"
                  />
                )}
                <div className="home-news__body">
                  <time className="home-news__date" dateTime={n.effectiveTime}>
                    {formatDay(n.effectiveTime, lang)}
                  </time>
                  <h3 className="home-news__title">{n.title}</h3>
                  <p className="home-news__summary">{n.subtitle}</p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
