import type { Capability } from "../../content/types";
import { useMessages } from "../../i18n/i18n-context";
import { sectionMessages } from "./section-messages";
import { SectionHeader } from "./section-header";
import { SectionIcon } from "./section-icon";
import "./capabilities-section.css";

/** 4 to 6 capabilities: icon, short title, two sentences. */
export function CapabilitiesSection({ title, lead, items, id = "capabilities" }: { title: string; lead: string; items: Capability[]; id?: string }) {
  const m = useMessages(sectionMessages);
  const columns = items.length % 3 === 0 ? "grid--3" : "grid--2";
  return (
    <section className="section section--alt" id={id} aria-labelledby={`${id}-title`}>
      <div className="container">
        <SectionHeader id={`${id}-title`} eyebrow={m.capabilitiesEyebrow} title={title} lead={lead} />
        <ul className={`grid ${columns} capability-grid`}>
          {items.map((c) => (
            <li key={c.title} className="card capability-card">
              <span className="capability-card__icon">
                <SectionIcon name={c.icon} />
              </span>
              <h3 className="capability-card__title">{c.title}</h3>
              <p className="capability-card__text">{c.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
