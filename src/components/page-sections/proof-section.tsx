import type { ProofContent } from "../../content/types";
import { useMessages } from "../../i18n/i18n-context";
import { sectionMessages } from "./section-messages";
import { SectionHeader } from "./section-header";
import { FactList } from "./fact-list";
import { CaseCard } from "./case-card";
import "./proof-section.css";

/** Proof: the company figures that fit the page and one related case with its outcome. */
export function ProofSection({ proof }: { proof: ProofContent }) {
  const m = useMessages(sectionMessages);
  return (
    <section className="section section--dark proof-section" aria-labelledby="proof-title">
      <div className="container">
        <SectionHeader id="proof-title" eyebrow={m.proofEyebrow} title={proof.title} lead={proof.lead} />
        <FactList keys={proof.facts} tone="dark" />
        {proof.relatedCase && <CaseCard item={proof.relatedCase} />}
      </div>
    </section>
  );
}
