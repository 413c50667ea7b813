import { ProofSection } from "../page-sections/proof-section";
import type { BlockProps } from "./block-props";

/** Company figures and the related case (the read brings the case along from the cases page). */
export function ProofBlock({ block, page }: BlockProps<"proof">) {
  return <ProofSection proof={{ title: block.title, lead: block.lead, facts: block.facts, relatedCase: page.cases[block.case] }} />;
}
