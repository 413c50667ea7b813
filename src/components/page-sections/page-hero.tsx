import type { PageKey } from "../../../common/route-table";
import type { HeroContent } from "../../content/types";
import { useMessages } from "../../i18n/i18n-context";
import { sectionMessages } from "./section-messages";
import { demoHref, trialHref } from "./section-links";
import { SmartLink } from "./smart-link";
import "./page-hero.css";
import { Picture } from "../picture/picture";

/** Top of a page: the one h1, what it is, who it is for, demo and trial calls, an illustration. */
export function PageHero({ content, routeKey, trial = true }: { content: HeroContent; routeKey: PageKey; trial?: boolean }) {
  const m = useMessages(sectionMessages);
  const { figure } = content;
  return (
    <section className="page-hero">
      <div className="container page-hero__inner">
        <div className="page-hero__text">
          <p className="page-hero__eyebrow">{content.eyebrow}</p>
          <h1 className="page-hero__title">{content.title}</h1>
          <p className="page-hero__lead">{content.lead}</p>
          <p className="page-hero__audience">{content.audience}</p>
          <div className="page-hero__actions">
            <SmartLink href={demoHref(routeKey)} className="btn btn--primary">
              {m.requestDemo}
            </SmartLink>
            {trial && (
              <SmartLink href={trialHref()} className="btn btn--ghost">
                {m.downloadTrial}
              </SmartLink>
            )}
          </div>
        </div>
        <div className="page-hero__figure">
          <Picture picture={figure} sizes="(max-width: 768px) calc(100vw - 48px), 600px" fetchPriority="high" />
        </div>
      </div>
    </section>
  );
}
