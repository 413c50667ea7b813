import type { PageProps } from "../../app/page-props";
import { dtwin as zh } from "../../content/zh/dtwin";
import { dtwin as en } from "../../content/en/dtwin";
import { useLocalized } from "../../i18n/i18n-context";
import { PageHero } from "../../components/page-sections/page-hero";
import { ProblemSection } from "../../components/page-sections/problem-section";
import { CapabilitiesSection } from "../../components/page-sections/capabilities-section";
import { WorkflowSection } from "../../components/page-sections/workflow-section";
import { ProofSection } from "../../components/page-sections/proof-section";
import { CtaSection } from "../../components/page-sections/cta-section";
import { ScenarioCards } from "./scenario-cards";
import { StaticHtml } from "../../components/static-html/static-html";

/** O&M digital twin for highway, waterway and city infrastructure. */
export default function DtwinPage(_props: PageProps) {
  const c = useLocalized({ zh, en });
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
