import { pathOf } from "../../../common/route-table";
import { useMessages } from "../../i18n/i18n-context";
import { sectionMessages } from "./section-messages";
import { SectionHeader } from "./section-header";
import { SectionIcon } from "./section-icon";
import { manualHref } from "./section-links";
import { SmartLink } from "./smart-link";
import "./resources-section.css";

/** Manuals, teaching videos, update log and the product's system requirements. */
export function ResourcesSection({ requirements }: { requirements: string[] }) {
  const m = useMessages(sectionMessages);
  const links = [
    { icon: "report" as const, title: m.manualsTitle, text: m.manualsText, href: manualHref(), label: m.manualsLink },
    { icon: "school" as const, title: m.videosTitle, text: m.videosText, href: pathOf("academy"), label: m.videosLink },
    { icon: "schedule" as const, title: m.updateLogTitle, text: m.updateLogText, href: pathOf("updateLog"), label: m.updateLogLink },
  ];
  return (
    <section className="section section--alt" aria-labelledby="resources-title">
      <div className="container">
        <SectionHeader id="resources-title" eyebrow={m.resourcesEyebrow} title={m.resourcesTitle} lead={m.resourcesLead} />
        <div className="resources">
          {links.map((l) => (
            <div key={l.title} className="card resources__item">
              <span className="resources__icon">
                <SectionIcon name={l.icon} size={24} />
              </span>
              <h3 className="resources__title">{l.title}</h3>
              <p className="resources__text">{l.text}</p>
              <SmartLink href={l.href} className="resources__link">
                {l.label} →
              </SmartLink>
            </div>
          ))}
          <div className="card resources__item resources__item--req">
            <span className="resources__icon">
              <SectionIcon name="dashboard" size={24} />
            </span>
            <h3 className="resources__title">{m.requirementsTitle}</h3>
            <ul className="resources__req">
              {requirements.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
