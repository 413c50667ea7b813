import type { PageKey } from "../../../common/route-table";
import { useMessages } from "../../i18n/i18n-context";
import { sectionMessages } from "./section-messages";
import { demoHref, trialHref } from "./section-links";
import { SmartLink } from "./smart-link";
import "./cta-section.css";

/** Closing call to action; the frame's contact block follows where the route shows it. */
export function CtaSection({ title, text, routeKey, trial = true }: { title: string; text: string; routeKey: PageKey; trial?: boolean }) {
  const m = useMessages(sectionMessages);
  return (
    <section className="cta-band" aria-labelledby="cta-title">
      <div className="container cta-band__inner">
        <div>
          <h2 id="cta-title" className="cta-band__title">
            {title}
          </h2>
          <p className="cta-band__text">{text}</p>
        </div>
        <div className="cta-band__actions">
          <SmartLink href={demoHref(routeKey)} className="btn btn--light">
            {m.requestDemo}
          </SmartLink>
          {trial && (
            <SmartLink href={trialHref()} className="btn cta-band__ghost">
              {m.downloadTrial}
            </SmartLink>
          )}
        </div>
      </div>
    </section>
  );
}
