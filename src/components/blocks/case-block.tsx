import "./trust-blocks.css";
import { type BlockProps, headingId } from "./block-props";

/** One named client and project: what was delivered, its results and, when given, the client's own words. */
export function CaseBlock({ block, nth }: BlockProps<"case">) {
  const id = headingId("case", nth);
  return (
    <section className="section section--alt" aria-labelledby={id}>
      <div className="container case-story">
        <div className="case-story__body">
          {block.eyebrow && <p className="section__eyebrow">{block.eyebrow}</p>}
          <div className="case-story__client">
            {block.logo && <img src={block.logo.src} alt={block.logo.alt} width={block.logo.width} height={block.logo.height} loading="lazy" decoding="async" />}
            <p className="case-story__name">{block.client}</p>
          </div>
          <h2 id={id} className="section__title">{block.project}</h2>
          {block.text && <p className="case-story__text">{block.text}</p>}
          {block.results.length > 0 && (
            <dl className="case-story__results">
              {block.results.map((r) => (
                <div key={r.label} className="case-story__result">
                  <dt>{r.label}</dt>
                  <dd>{r.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
        {block.quote && (
          <figure className="case-story__quote">
            <blockquote><p>{block.quote}</p></blockquote>
            {block.quoteBy && <figcaption>{block.quoteBy}</figcaption>}
          </figure>
        )}
      </div>
    </section>
  );
}
