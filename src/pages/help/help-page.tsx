import { Link } from "../../components/link/link";
import type { PageProps } from "../../app/page-props";
import { pathOf } from "../../../common/route-table";
import { blockOf, usePageBlocks } from "../../app/page-intro-data";
import { StaticHtml } from "../../components/static-html/static-html";
import { StatusLabel } from "../../components/status/status-label";
import { useMessages } from "../../i18n/i18n-context";
import { SoftwareList, SoftwareListPlaceholder } from "../download/software-list";
import { usePageRead } from "../../lib/page-data";
import { helpMessages } from "./help-messages";
import "./help.css";

/** Help documents `/help`: the manuals with download buttons and a short FAQ. */
export default function HelpPage(_props: PageProps) {
  const m = useMessages(helpMessages);
  // The intro and the FAQ are the page's copy (its `pages` item, hotline and email filled in); the manuals are their own read.
  const blocks = usePageBlocks("help");
  const intro = blockOf(blocks, "intro");
  const faq = blockOf(blocks, "faq");
  const { data, loading } = usePageRead("manuals");
  return (
    <div className="help-page">
      <header className="help-page__head">
        <StaticHtml as="div" className="container" ready={blocks !== undefined}>
          <p className="section__eyebrow">{intro?.eyebrow}</p>
          <h1 className="help-page__title">{intro?.title}</h1>
          <p className="help-page__lead">{intro?.lead}</p>
          <div className="help-page__links">
            <Link className="btn btn--light" to={pathOf("academy")}>
              {m.videos}
            </Link>
            <Link className="help-page__link" to={pathOf("updateLog")}>
              {m.updateLog} <span aria-hidden="true">→</span>
            </Link>
          </div>
        </StaticHtml>
      </header>
      <section className="section section--alt" aria-labelledby="help-manuals">
        <div className="container">
          <h2 className="section__title" id="help-manuals">
            {m.manualsTitle}
          </h2>
          {loading && !data ? <SoftwareListPlaceholder /> : data?.length ? <SoftwareList items={data} /> : <StatusLabel kind="noData" />}
        </div>
      </section>
      <section className="section" aria-labelledby="help-faq">
        <StaticHtml as="div" className="container help-page__faq" ready={blocks !== undefined}>
          <h2 className="section__title" id="help-faq">
            {faq?.title}
          </h2>
          {faq?.items.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: questions have no id; a list edited in the admin re-renders whole
            <details key={i} className="help-faq__item" open={i === 0}>
              <summary className="help-faq__q">{item.question}</summary>
              <p className="help-faq__a">{item.answer}</p>
            </details>
          ))}
        </StaticHtml>
      </section>
    </div>
  );
}
