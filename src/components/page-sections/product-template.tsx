import type { PageKey } from "../../../common/route-table";
import type { ProductContent } from "../../content/types";
import { StaticHtml } from "../static-html/static-html";
import { PageHero } from "./page-hero";
import { ProblemSection } from "./problem-section";
import { CapabilitiesSection } from "./capabilities-section";
import { WorkflowSection } from "./workflow-section";
import { ProofSection } from "./proof-section";
import { ResourcesSection } from "./resources-section";
import { CtaSection } from "./cta-section";

/** The anatomy of a product or platform page (CONTENT.md), in order. */
export function ProductTemplate({ content, routeKey }: { content: ProductContent; routeKey: PageKey }) {
  // Copy and figures only: kept as prerendered on the first load (docs/decisions/0021).
  return (
    <StaticHtml>
      <PageHero content={content.hero} routeKey={routeKey} />
      <ProblemSection {...content.problem} />
      <CapabilitiesSection {...content.capabilities} />
      <WorkflowSection {...content.workflow} />
      <ProofSection proof={content.proof} />
      <ResourcesSection requirements={content.resources.requirements} />
      <CtaSection {...content.cta} routeKey={routeKey} />
    </StaticHtml>
  );
}
