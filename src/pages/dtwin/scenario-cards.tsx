import type { LocalBlockOf } from "../../../common/page-blocks";
import { SectionHeader } from "../../components/page-sections/section-header";
import { SectionIcon } from "../../components/page-sections/section-icon";
import "./scenario-cards.css";

/** Highway, waterway and city: one card each, each reachable by `#id`. */
export function ScenarioCards({ title, lead, items }: Omit<LocalBlockOf<"scenarios">, "type">) {
  return (
    <section className="section" aria-labelledby="scenarios-title">
      <div className="container">
        <SectionHeader id="scenarios-title" title={title} lead={lead} />
        <ul className="grid grid--3 scenario-cards">
          {items.map((s) => (
            <li key={s.id} id={s.id} className="scenario-card">
              <span className="scenario-card__icon">
                <SectionIcon name={s.icon} size={32} />
              </span>
              <h3 className="scenario-card__title">{s.title}</h3>
              <p className="scenario-card__text">{s.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
