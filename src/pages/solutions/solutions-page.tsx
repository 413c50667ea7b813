import type { PageProps } from "../../app/page-props";
import { type ContentModules, usePageContent } from "../../app/page-content";
import { useMessages } from "../../i18n/i18n-context";
import { PageHero } from "../../components/page-sections/page-hero";
import { FeatureSplit } from "../../components/page-sections/feature-split";
import { CtaSection } from "../../components/page-sections/cta-section";
import { SmartLink } from "../../components/page-sections/smart-link";
import { caseHref } from "../../components/page-sections/section-links";
import { sectionMessages } from "../../components/page-sections/section-messages";
import "./solutions-page.css";
import { StaticHtml } from "../../components/static-html/static-html";

/** This page's copy, one module per language, loaded in the current language only (src/app/page-content.ts). */
export const contentModules: ContentModules = import.meta.glob<{ default: unknown }>("/src/content/*/solutions.ts");

/** Solutions: virtual construction, VR, oblique photography, traffic lab; each under its own anchor. */
export default function SolutionsPage(_props: PageProps) {
  const c = usePageContent("solutions");
  const m = useMessages(sectionMessages);
  // Copy, figures and case studies only: kept as prerendered on the first load (docs/decisions/0021).
  return (
    <StaticHtml>
      <PageHero content={c.hero} routeKey="solutions" trial={false} />
      <nav className="solutions-nav" aria-label={m.sectionNav}>
        <div className="container">
          <ul className="solutions-nav__list">
            {c.sections.map((s) => (
              <li key={s.id}><SmartLink href={`#${s.id}`} className="solutions-nav__link">{s.eyebrow}</SmartLink></li>
            ))}
          </ul>
        </div>
      </nav>
      {c.sections.map((s, i) => (
        <FeatureSplit key={s.id} {...s} flip={i % 2 === 1} alt={i % 2 === 1}>
          {s.caseAnchor && (
            <SmartLink href={caseHref(s.caseAnchor)} className="solutions-case-link">{m.relatedCase} →</SmartLink>
          )}
        </FeatureSplit>
      ))}
      <CtaSection {...c.cta} routeKey="solutions" trial={false} />
    </StaticHtml>
  );
}
