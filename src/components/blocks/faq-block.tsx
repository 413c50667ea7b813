import type { BlockProps } from "./block-props";

/** Questions and answers, each a disclosure. */
export function FaqBlock({ block, nth }: BlockProps<"faq">) {
  const id = `faq-${nth}-title`;
  return (
    <section className="section" aria-labelledby={id}>
      <div className="container">
        <h2 id={id} className="section__title">
          {block.title}
        </h2>
        {block.items.map((q) => (
          <details key={q.question} className="faq-item">
            <summary>{q.question}</summary>
            <p>{q.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
