import { useEffect, useRef } from "react";
import { useSearchParams } from "../../app/use-search-params";
import { blockOf, usePageBlocks } from "../../app/page-intro-data";
import { StaticHtml } from "../../components/static-html/static-html";
import { Link } from "../../components/link/link";
import type { PageProps } from "../../app/page-props";
import { pathOf } from "../../../common/route-table";
import { manualHref, trialHref } from "../../components/page-sections/section-links";
import { StatusLabel } from "../../components/status/status-label";
import { useMessages } from "../../i18n/i18n-context";
import type { SoftwareItem, SoftwareKind } from "../../lib/api-types";
import { usePageRead, useRouteValue } from "../../lib/page-data";
import { downloadMessages } from "./download-messages";
import { SoftwareList, SoftwareListPlaceholder } from "./software-list";
import "./download.css";

const ANCHORS: readonly SoftwareKind[] = ["software", "manual"];

function Section({ kind, title, lead, items, loading }: { kind: SoftwareKind; title: string; lead: string; items: SoftwareItem[]; loading: boolean }) {
  return (
    <section id={kind} className="download-page__section" aria-labelledby={`${kind}-title`}>
      <h2 className="section__title" id={`${kind}-title`}>
        {title}
      </h2>
      <p className="section__lead download-page__lead">{lead}</p>
      {loading ? <SoftwareListPlaceholder /> : items.length ? <SoftwareList items={items} /> : <StatusLabel kind="noData" />}
    </section>
  );
}

/** Download centre `/download`: software and manuals; `?anchor=software|manual` scrolls there once listed. */
export default function DownloadPage(_props: PageProps) {
  const m = useMessages(downloadMessages);
  // The intro is the page's copy (its `pages` item); the lists are their own read.
  const blocks = usePageBlocks("download");
  const intro = blockOf(blocks, "intro");
  const [params] = useSearchParams();
  const anchor = params.get("anchor");
  const { data, loading } = usePageRead("software");
  const all = data ?? [];

  // Scroll only after the lists have rendered, otherwise the target moves as they fill in. A page
  // served with its lists was scrolled there on arrival (src/boot.ts), before the app started, and
  // the reader may have moved since: that anchor is not scrolled to again. A navigation's lists may
  // be there at once (a warmed value): scrolled in the next frame, after the layout's scroll to the top.
  const { loaded } = useRouteValue();
  const arrived = useRef(loading || loaded ? null : anchor);
  useEffect(() => {
    if (loading || !anchor || !ANCHORS.includes(anchor as SoftwareKind) || anchor === arrived.current) return;
    arrived.current = null;
    const frame = requestAnimationFrame(() => document.getElementById(anchor)?.scrollIntoView({ block: "start" }));
    return () => cancelAnimationFrame(frame);
  }, [loading, anchor]);

  return (
    <div className="download-page">
      <header className="download-page__head">
        <StaticHtml as="div" className="container" ready={blocks !== undefined}>
          <p className="section__eyebrow">{intro?.eyebrow}</p>
          <h1 className="download-page__title">{intro?.title}</h1>
          <p className="download-page__intro">{intro?.lead}</p>
          <nav className="download-page__jump" aria-label={m.jumpLabel}>
            <Link className="btn btn--light" to={trialHref()}>
              {m.softwareTitle}
            </Link>
            <Link className="btn btn--light" to={manualHref()}>
              {m.manualTitle}
            </Link>
            <Link className="download-page__link" to={pathOf("updateLog")}>
              {m.updateLog} <span aria-hidden="true">→</span>
            </Link>
          </nav>
        </StaticHtml>
      </header>
      <div className="section section--alt">
        <div className="container">
          <Section kind="software" title={m.softwareTitle} lead={m.softwareLead} items={all.filter((s) => s.kind === "software")} loading={loading && !data} />
          <Section kind="manual" title={m.manualTitle} lead={m.manualLead} items={all.filter((s) => s.kind === "manual")} loading={loading && !data} />
          <p className="download-page__foot">
            <Link to={pathOf("updateLog")}>{m.updateLog}</Link>
            <span aria-hidden="true">·</span>
            <Link to={pathOf("help")}>{m.help}</Link>
          </p>
        </div>
      </div>
    </div>
  );
}
