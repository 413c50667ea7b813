import type { CaseLabels, CaseStudy } from "../../content/types";
import { Reveal } from "../../components/reveal/reveal";

/** One case in full: client, scale, challenge, what was deployed, outcomes in numbers. */
export function CaseStudyArticle({ item, labels, alt }: { item: CaseStudy; labels: CaseLabels; alt: boolean }) {
  const titleId = `${item.anchor}-title`;
  return (
    <article id={item.anchor} className={`section case-study${alt ? " section--alt" : ""}`} aria-labelledby={titleId}>
      <div className="container case-study__inner">
        <div className="case-study__figure">
          <img src={item.figure.src} alt={item.figure.alt} width={item.figure.width} height={item.figure.height} loading="lazy" decoding="async" />
          <ul className="case-study__tags">
            {item.tags.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        </div>
        <div className="case-study__body">
          <h2 id={titleId} className="case-study__title">
            {item.title}
          </h2>
          <dl className="case-study__facts">
            <div>
              <dt>{labels.client}</dt>
              <dd>{item.clientType}</dd>
            </div>
            <div>
              <dt>{labels.scale}</dt>
              <dd>{item.scale}</dd>
            </div>
          </dl>
          <h3 className="case-study__heading">{labels.challenge}</h3>
          <p className="case-study__text">{item.challenge}</p>
          <h3 className="case-study__heading">{labels.deployed}</h3>
          <ul className="case-study__deployed">
            {item.deployed.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
          <h3 className="case-study__heading">{labels.outcome}</h3>
          <Reveal as="dl" className="case-study__outcomes">
            {item.outcomes.map((o) => (
              <div key={o.label} className="case-study__outcome">
                <dt>{o.label}</dt>
                <dd>{o.value}</dd>
              </div>
            ))}
          </Reveal>
        </div>
      </div>
    </article>
  );
}
