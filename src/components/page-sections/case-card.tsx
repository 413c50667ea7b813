import type { CaseStudy } from "../../content/types";
import { useMessages } from "../../i18n/i18n-context";
import { sectionMessages } from "./section-messages";
import { caseHref } from "./section-links";
import { SmartLink } from "./smart-link";
import "./case-card.css";
import { Picture } from "../picture/picture";

/** Compact case summary for proof sections: scale, first outcomes, link to the full case. */
export function CaseCard({ item, headingLevel = 3 }: { item: CaseStudy; headingLevel?: 3 | 4 }) {
  const m = useMessages(sectionMessages);
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <article className="card case-card">
      <Picture className="case-card__figure" picture={item.figure} sizes="(max-width: 768px) calc(100vw - 48px), 400px" loading="lazy" decoding="async" />
      <div className="case-card__body">
        <p className="case-card__kicker">
          {m.relatedCase} · {item.clientType}
        </p>
        <Heading className="case-card__title">{item.title}</Heading>
        <p className="case-card__scale">{item.scale}</p>
        <dl className="case-card__outcomes">
          {item.outcomes.slice(0, 3).map((o) => (
            <div key={o.label} className="case-card__outcome">
              <dt>{o.label}</dt>
              <dd>{o.value}</dd>
            </div>
          ))}
        </dl>
        <SmartLink href={caseHref(item.anchor)} className="case-card__link">
          {m.readCase} →
        </SmartLink>
      </div>
    </article>
  );
}
