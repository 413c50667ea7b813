import type { PageProps } from "../../app/page-props";
import { type ContentModules, usePageContent } from "../../app/page-content";
import { useMessages } from "../../i18n/i18n-context";
import { PageHero } from "../../components/page-sections/page-hero";
import { CtaSection } from "../../components/page-sections/cta-section";
import { sectionMessages } from "../../components/page-sections/section-messages";
import { SmartLink } from "../../components/page-sections/smart-link";
import { CaseStudyArticle } from "./case-study-article";
import "./cases-page.css";
import { StaticHtml } from "../../components/static-html/static-html";

/** This page's copy, one module per language, loaded in the current language only (src/app/page-content.ts). */
export const contentModules: ContentModules = import.meta.glob<{ default: unknown }>("/src/content/*/cases.ts");

/** The seven project cases, each under its own anchor so product pages can link to it. */
export default function CasesPage({ routeKey }: PageProps) {
  const content = usePageContent("cases");
  const m = useMessages(sectionMessages);
  const key = routeKey === "notFound" ? "cases" : routeKey;
  // Copy, figures and case studies only: kept as prerendered on the first load (docs/decisions/0021).
  return (
    <StaticHtml>
      <PageHero content={content.hero} routeKey={key} trial={false} />
      <nav className="cases-index" aria-label={m.sectionNav}>
        <div className="container">
          <ul className="cases-index__list">
            {content.items.map((c) => (
              <li key={c.anchor}><SmartLink href={`#${c.anchor}`} className="cases-index__link">{c.title}</SmartLink></li>
            ))}
          </ul>
        </div>
      </nav>
      <div className="cases-list">
        {content.items.map((c, i) => (
          <CaseStudyArticle key={c.anchor} item={c} labels={content.labels} alt={i % 2 === 1} />
        ))}
      </div>
      <CtaSection title={content.cta.title} text={content.cta.text} routeKey={key} trial={false} />
    </StaticHtml>
  );
}
