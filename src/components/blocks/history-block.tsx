import "../../pages/about/about-page.css";
import { SectionHeader } from "../page-sections/section-header";
import { type BlockProps, headingId } from "./block-props";

export function HistoryBlock({ block, nth }: BlockProps<"history">) {
  const id = headingId("history", nth);
  return (
    <section className="section" aria-labelledby={id}>
      <div className="container">
        <SectionHeader id={id} title={block.title} />
        <ol className="about-history">
          {block.items.map((h) => (
            <li key={h.when} className="about-history__item">
              <span className="about-history__when">{h.when}</span>
              <p className="about-history__text">{h.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
