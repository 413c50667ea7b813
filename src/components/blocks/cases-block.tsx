import { useMessages } from "../../i18n/i18n-context";
import { CaseStudyArticle } from "../../pages/cases/case-study-article";
import "../../pages/cases/cases-page.css";
import { sectionMessages } from "../page-sections/section-messages";
import { SmartLink } from "../page-sections/smart-link";
import type { BlockProps } from "./block-props";

/** The project cases with an index of their anchors. */
export function CasesBlock({ block }: BlockProps<"cases">) {
  const m = useMessages(sectionMessages);
  return (
    <>
      <nav className="cases-index" aria-label={m.sectionNav}>
        <div className="container">
          <ul className="cases-index__list">
            {block.items.map((c) => (
              <li key={c.anchor}>
                <SmartLink href={`#${c.anchor}`} className="cases-index__link">
                  {c.title}
                </SmartLink>
              </li>
            ))}
          </ul>
        </div>
      </nav>
      <div className="cases-list">
        {block.items.map((c, i) => (
          <CaseStudyArticle key={c.anchor} item={c} labels={block.labels} alt={i % 2 === 1} />
        ))}
      </div>
    </>
  );
}
