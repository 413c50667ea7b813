import type { Figure, TitledText } from "../../content/types";
import { format } from "../../i18n/catalogue";
import { useMessages } from "../../i18n/i18n-context";
import { sectionMessages } from "./section-messages";
import { SectionHeader } from "./section-header";
import "./workflow-section.css";
import { Picture } from "../picture/picture";

/**
 * How it works: the steps as a numbered flow (text stays translatable and readable by screen
 * readers), with an optional architecture figure beside it.
 */
export function WorkflowSection({ title, lead, steps, figure }: { title: string; lead: string; steps: TitledText[]; figure?: Figure }) {
  const m = useMessages(sectionMessages);
  return (
    <section className="section" aria-labelledby="workflow-title">
      <div className="container">
        <SectionHeader id="workflow-title" eyebrow={m.workflowEyebrow} title={title} lead={lead} />
        <div className={figure ? "workflow workflow--with-figure" : "workflow"}>
          <ol className="workflow__steps">
            {steps.map((s, i) => (
              <li key={s.title} className="workflow__step">
                <span className="workflow__num" aria-hidden="true">
                  {String(i + 1).padStart(2, "0")}
                </span>
                <div>
                  <h3 className="workflow__title">
                    <span className="visually-hidden">{format(m.stepLabel, { n: i + 1 })}: </span>
                    {s.title}
                  </h3>
                  <p className="workflow__text">{s.text}</p>
                </div>
              </li>
            ))}
          </ol>
          {figure && (
            <div className="workflow__figure">
              <Picture picture={figure} sizes="(max-width: 768px) calc(100vw - 48px), 600px" loading="lazy" decoding="async" />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
