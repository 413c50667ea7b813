import type { PageProps } from "../../app/page-props";
import { type ContentModules, usePageContent } from "../../app/page-content";
import { useSiteSettings } from "../../app/site-settings";
import type { FactKey } from "../../content/types";
import { format } from "../../i18n/catalogue";
import { PageHero } from "../../components/page-sections/page-hero";
import { SectionHeader } from "../../components/page-sections/section-header";
import { FactList } from "../../components/page-sections/fact-list";
import { LineCards } from "../../components/page-sections/line-cards";
import { SectionIcon } from "../../components/page-sections/section-icon";
import { CtaSection } from "../../components/page-sections/cta-section";
import { Reveal } from "../../components/reveal/reveal";
import "./about-page.css";
import { StaticHtml } from "../../components/static-html/static-html";

/** This page's copy, one module per language, loaded in the current language only (src/app/page-content.ts). */
export const contentModules: ContentModules = import.meta.glob<{ default: unknown }>("/src/content/*/about.ts");

/** Every company figure of SPEC section 1, in display order. */
const ALL_FACTS: readonly FactKey[] = [
  "founded", "history", "clients", "users", "roadKm", "interchanges",
  "projects", "partners", "patents", "copyrights", "schemeEfficiency", "overallEfficiency",
];

/** Company introduction, all company facts, product lines, history and ways of working. */
export default function AboutPage(_props: PageProps) {
  const c = usePageContent("about");
  const { brandName } = useSiteSettings();
  const b = (s: string) => format(s, { brand: brandName });
  // Copy, figures and case studies only: kept as prerendered on the first load (docs/decisions/0021).
  return (
    <StaticHtml>
      <PageHero content={{ ...c.hero, lead: b(c.hero.lead) }} routeKey="about" trial={false} />
      <section className="section" aria-labelledby="intro-title">
        <div className="container about-intro">
          <h2 id="intro-title" className="section__title">{c.intro.title}</h2>
          <div className="about-intro__text">
            {c.intro.paragraphs.map((p) => <p key={p.slice(0, 24)}>{b(p)}</p>)}
          </div>
        </div>
      </section>
      <section className="section section--dark about-facts" id="facts" aria-labelledby="facts-title">
        <div className="container">
          <SectionHeader id="facts-title" title={b(c.facts.title)} lead={c.facts.lead} />
          <Reveal><FactList keys={ALL_FACTS} tone="dark" /></Reveal>
        </div>
      </section>
      <LineCards title={c.lines.title} lead="" items={c.lines.items} />
      <section className="section" aria-labelledby="history-title">
        <div className="container">
          <SectionHeader id="history-title" title={c.history.title} />
          <ol className="about-history">
            {c.history.items.map((h) => (
              <li key={h.when} className="about-history__item">
                <span className="about-history__when">{h.when}</span>
                <p className="about-history__text">{h.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <section className="section section--alt" aria-labelledby="values-title">
        <div className="container">
          <SectionHeader id="values-title" title={c.values.title} />
          <ul className="grid grid--3 about-values">
            {c.values.items.map((v) => (
              <li key={v.title} className="card">
                <span className="about-values__icon"><SectionIcon name={v.icon} /></span>
                <h3 className="about-values__title">{v.title}</h3>
                <p className="about-values__text">{v.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CtaSection {...c.cta} routeKey="about" trial={false} />
    </StaticHtml>
  );
}
