import "./section-header.css";

/** Eyebrow, h2 and lead of a page section; `id` goes on the h2 for aria-labelledby. */
export function SectionHeader({ id, eyebrow, title, lead }: { id: string; eyebrow?: string; title: string; lead?: string }) {
  return (
    <header className="section-header">
      {eyebrow && <p className="section__eyebrow">{eyebrow}</p>}
      <h2 id={id} className="section__title">
        {title}
      </h2>
      {lead && <p className="section__lead">{lead}</p>}
    </header>
  );
}
