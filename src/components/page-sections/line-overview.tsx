import type { PageKey } from "../../../common/route-table";
import type { LineOverviewContent } from "../../content/types";
import { StaticHtml } from "../static-html/static-html";
import { PageHero } from "./page-hero";
import { ProblemSection } from "./problem-section";
import { LineCards } from "./line-cards";
import { FeatureSplit } from "./feature-split";
import { WorkflowSection } from "./workflow-section";
import { ProofSection } from "./proof-section";
import { CtaSection } from "./cta-section";

/** A product-line overview page (/digital, /intelligent): hero, problem, product cards, extra, workflow, proof, CTA. */
export function LineOverview({ content, routeKey }: { content: LineOverviewContent; routeKey: PageKey }) {
  // Copy and figures only: kept as prerendered on the first load (docs/decisions/0021).
  return (
    <StaticHtml>
      <PageHero content={content.hero} routeKey={routeKey} />
      <ProblemSection {...content.problem} />
      <LineCards {...content.cards} />
      {content.extra && <FeatureSplit {...content.extra} />}
      <WorkflowSection {...content.workflow} />
      <ProofSection proof={content.proof} />
      <CtaSection {...content.cta} routeKey={routeKey} />
    </StaticHtml>
  );
}
