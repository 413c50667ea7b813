import type { PageProps } from "../../app/page-props";
import { type ContentModules, usePageContent } from "../../app/page-content";
import { PageHero } from "../../components/page-sections/page-hero";
import { ProblemSection } from "../../components/page-sections/problem-section";
import { CapabilitiesSection } from "../../components/page-sections/capabilities-section";
import { WorkflowSection } from "../../components/page-sections/workflow-section";
import { ProofSection } from "../../components/page-sections/proof-section";
import { CtaSection } from "../../components/page-sections/cta-section";
import { ScenarioCards } from "./scenario-cards";
import { StaticHtml } from "../../components/static-html/static-html";

/** This page's copy, one module per language, loaded in the current language only (src/app/page-content.ts). */
export const contentModules: ContentModules = import.meta.glob<{ default: unknown }>("/src/content/*/dtwin.ts");

/** O&M digital twin for highway, waterway and city infrastructure. */
export default function DtwinPage(_props: PageProps) {
  const c = usePageContent("dtwin");
  // Copy, figures and case studies only: kept as prerendered on the first load (docs/decisions/0021).
  return (
    <StaticHtml>
      <PageHero content={c.hero} routeKey="dtwin" trial={false} />
      <ProblemSection {...c.problem} />
      <ScenarioCards {...c.scenarios} />
      <CapabilitiesSection {...c.capabilities} />
      <WorkflowSection {...c.workflow} />
      <ProofSection proof={c.proof} />
      <CtaSection {...c.cta} routeKey="dtwin" trial={false} />
    </StaticHtml>
  );
}
