import "../../pages/cases/cases-page.css";
import "./trust-blocks.css";
import { type BlockProps, headingId } from "./block-props";

/** One named client and project: what was delivered, its results and, when given, the client's own words. */
export function CaseBlock({ block, nth }: BlockProps<"case">) {
  const id = headingId("case", nth);
  return (
    <section className="section section--alt" aria-labelledby={id}>
      <div className="container case-study__inner">
        <div>
          {block.eyebrow && <p className="section__eyebrow">{block.eyebrow}</p>}
          {block.logo && <img src={block.logo.src} alt={block.logo.alt} width={block.logo.width} height={block.logo.height} loading="lazy" decoding="async" />}
          <p className="case-study__heading">{block.client}</p>
          {block.quote && (
            <figure className="case-quote">
              <blockquote>
                <p>{block.quote}</p>
              </blockquote>
              {block.quoteBy && <figcaption>{block.quoteBy}</figcaption>}
            </figure>
          )}
        </div>
        <div>
          <h2 id={id} className="case-study__title">
            {block.project}
          </h2>
          {block.text && <p className="case-study__text">{block.text}</p>}
          {block.results.length > 0 && (
            <dl className="case-study__outcomes">
              {block.results.map((r) => (
                <div key={r.label} className="case-study__outcome">
                  <dt>{r.label}</dt>
                  <dd>{r.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      </div>
    </section>
  );
}
