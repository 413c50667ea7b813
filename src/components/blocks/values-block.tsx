import "../../pages/about/about-page.css";
import { SectionHeader } from "../page-sections/section-header";
import { SectionIcon } from "../page-sections/section-icon";
import { type BlockProps, headingId } from "./block-props";

export function ValuesBlock({ block, nth }: BlockProps<"values">) {
  const id = headingId("values", nth);
  return (
    <section className="section section--alt" aria-labelledby={id}>
      <div className="container">
        <SectionHeader id={id} title={block.title} />
        <ul className="grid grid--3 about-values">
          {block.items.map((v) => (
            <li key={v.title} className="card">
              <span className="about-values__icon">
                <SectionIcon name={v.icon} />
              </span>
              <h3 className="about-values__title">{v.title}</h3>
              <p className="about-values__text">{v.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
