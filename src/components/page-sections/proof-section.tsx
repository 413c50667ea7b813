import type { ProofContent } from "../../content/types";
import { cases as zhCases } from "../../content/zh/cases";
import { cases as enCases } from "../../content/en/cases";
import { useLocalized, useMessages } from "../../i18n/i18n-context";
import { sectionMessages } from "./section-messages";
import { SectionHeader } from "./section-header";
import { FactList } from "./fact-list";
import { CaseCard } from "./case-card";
import "./proof-section.css";

/** Proof: the company figures that fit the page and one related case with its outcome. */
export function ProofSection({ proof }: { proof: ProofContent }) {
  const m = useMessages(sectionMessages);
  const cases = useLocalized({ zh: zhCases, en: enCases });
  const related = cases.items.find((c) => c.anchor === proof.caseAnchor);
  return (
    <section className="section section--dark proof-section" aria-labelledby="proof-title">
      <div className="container">
        <SectionHeader id="proof-title" eyebrow={m.proofEyebrow} title={proof.title} lead={proof.lead} />
        <FactList keys={proof.facts} tone="dark" />
        {related && <CaseCard item={related} />}
      </div>
    </section>
  );
}
