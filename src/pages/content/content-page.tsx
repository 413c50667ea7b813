import type { PageProps } from "../../app/page-props";
import { useContentPage } from "../../app/content-page-data";
import { isInHtml } from "../../../common/page-document";
import { BlockList } from "../../components/blocks/block-list";
import { StaticHtml } from "../../components/static-html/static-html";
import { StatusLabel } from "../../components/status/status-label";

/**
 * Every content page (product and platform pages, the line overviews, twin, solutions, cases,
 * about): its blocks, as staff last published them (decision 0040).
 */
export default function ContentPage({ routeKey }: PageProps) {
  const key = routeKey === "notFound" ? "about" : routeKey;
  const { data, error } = useContentPage(key);
  if (!data) {
    return (
      <div className="section">
        <div className="container">
          <StatusLabel kind={error ? "noData" : "loading"} />
        </div>
      </div>
    );
  }
  // Copy and figures only: kept as prerendered on the first load (docs/decisions/0021). On a first
  // load the copy is only in that HTML (IN_HTML); it stays until the read of another language or
  // page has answered, so a switch never shows an empty page.
  const kept = isInHtml(data);
  return <StaticHtml ready={!kept}>{!kept && <BlockList page={data} routeKey={key} />}</StaticHtml>;
}
