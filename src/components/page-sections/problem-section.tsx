import type { TitledText } from "../../content/types";
import { useMessages } from "../../i18n/i18n-context";
import { sectionMessages } from "./section-messages";
import { SectionHeader } from "./section-header";
import "./problem-section.css";

/** The problem the product removes, in the reader's words. */
export function ProblemSection({ title, lead, points }: { title: string; lead: string; points: TitledText[] }) {
  const m = useMessages(sectionMessages);
  return (
    <section className="section" aria-labelledby="problem-title">
      <div className="container">
        <SectionHeader id="problem-title" eyebrow={m.problemEyebrow} title={title} lead={lead} />
        <ul className="problem-list">
          {points.map((p) => (
            <li key={p.title} className="problem-list__item">
              <h3 className="problem-list__title">{p.title}</h3>
              <p className="problem-list__text">{p.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
