import type { PageProps } from "../../app/page-props";
import { useSearchParams } from "../../app/use-search-params";
import { Pagination, type PageChange } from "../../components/pagination/pagination";
import { StatusLabel } from "../../components/status/status-label";
import { format } from "../../i18n/catalogue";
import { useMessages } from "../../i18n/i18n-context";
import { usePageRead } from "../../lib/page-data";
import { searchQuery } from "../../../common/page-address";
import { SearchForm } from "../../components/header/search-form";
import { searchMessages } from "./search-messages";
import "./search.css";

/** The API's escaped snippet as text and <mark> elements (never parsed as HTML). */
function Snippet({ html }: { html: string }) {
  const text = (s: string) => s.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" })[e]!);
  // Odd parts are the marked ones; a part's offset in the snippet keys it.
  let at = 0;
  const parts = html.split(/<mark>([\s\S]*?)<\/mark>/).map((p, i) => {
    at += p.length;
    return i % 2 ? <mark key={at}>{text(p)}</mark> : text(p);
  });
  return <p className="search-hit__snippet">{parts}</p>;
}

/** Results a page shows (the API's default page size). */
const PAGE_SIZE = 10;

/**
 * Search results `/search?q=&page=`: the Worker serves the page with the first screen of results
 * (the route table declares the read), so they show before the app starts; a snippet is the API's
 * escaped text with the match in <mark>.
 */
export default function SearchPage(_props: PageProps) {
  const m = useMessages(searchMessages);
  const [params, setParams] = useSearchParams();
  const { q, page } = searchQuery(params);
  const { data, loading } = usePageRead("search");
  const onPage = ({ pageIndex }: PageChange) => {
    const next = new URLSearchParams(params);
    if (pageIndex > 1) next.set("page", String(pageIndex));
    else next.delete("page");
    setParams(next);
  };

  return (
    <div className="section search-page">
      <div className="container search-page__inner">
        <h1 className="section__title">{m.title}</h1>
        <SearchForm className="search-page__form" value={q} />
        {!q ? (
          <p className="search-page__prompt">{m.prompt}</p>
        ) : loading && !data ? (
          <StatusLabel kind="loading" />
        ) : !data?.total ? (
          <div className="search-page__none">
            <p className="search-page__none-title">{format(m.none, { q })}</p>
            <p>{m.noneHint}</p>
          </div>
        ) : (
          <>
            <p className="search-page__count" role="status">
              {format(m.count, { q, total: String(data.total) })}
            </p>
            <ol className="search-page__list">
              {data.list.map((hit) => (
                <li key={hit.url} className="search-hit">
                  <span className={`search-hit__kind search-hit__kind--${hit.kind}`}>{m[hit.kind]}</span>
                  {/* A plain link: each result page is served rendered with its data; importing Link here
                        made the bundler move the router into a chunk of its own on every page's first load. */}
                  <a className="search-hit__title" href={hit.url}>
                    {hit.title}
                  </a>
                  {hit.snippet && <Snippet html={hit.snippet} />}
                </li>
              ))}
            </ol>
            {data.total > PAGE_SIZE && <Pagination total={data.total} pageIndex={page} pageSize={PAGE_SIZE} onChange={onPage} />}
          </>
        )}
      </div>
    </div>
  );
}
