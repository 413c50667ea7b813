import { useMessages } from "../../i18n/i18n-context";
import { FeatureSplit } from "../page-sections/feature-split";
import { caseHref } from "../page-sections/section-links";
import { sectionMessages } from "../page-sections/section-messages";
import { SmartLink } from "../page-sections/smart-link";
import "../../pages/solutions/solutions-page.css";
import type { BlockProps } from "./block-props";

/** An anchored section; every second one of a page has its picture on the other side. */
export function FeatureBlock({ block, nth }: BlockProps<"feature">) {
  const m = useMessages(sectionMessages);
  const odd = nth % 2 === 1;
  return (
    <FeatureSplit id={block.id} eyebrow={block.eyebrow} title={block.title} lead={block.lead} points={block.points} figure={block.figure} flip={odd} alt={odd}>
      {block.case && (
        <SmartLink href={caseHref(block.case)} className="solutions-case-link">
          {m.relatedCase} →
        </SmartLink>
      )}
    </FeatureSplit>
  );
}
