import "../../pages/about/about-page.css";
import { type BlockProps, headingId } from "./block-props";

/** Paragraphs under a title (the company introduction). */
export function ParagraphsBlock({ block, nth }: BlockProps<"paragraphs">) {
  const id = headingId("intro", nth);
  return (
    <section className="section" aria-labelledby={id}>
      <div className="container about-intro">
        <h2 id={id} className="section__title">
          {block.title}
        </h2>
        <div className="about-intro__text">
          {block.items.map((p) => (
            <p key={p.slice(0, 24)}>{p}</p>
          ))}
        </div>
      </div>
    </section>
  );
}
