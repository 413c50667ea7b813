import "./trust-blocks.css";
import { SectionHeader } from "../page-sections/section-header";
import { type BlockProps, headingId } from "./block-props";

/** Customers who agreed to be named: logo and name, linked when the block gives a link. */
export function CustomersBlock({ block, nth }: BlockProps<"customers">) {
  const id = headingId("customers", nth);
  return (
    <section className="section" aria-labelledby={id}>
      <div className="container">
        <SectionHeader id={id} title={block.title} lead={block.lead} />
        <ul className="grid grid--3 customer-logos">
          {block.items.map((c) => {
            const logo = <img src={c.logo.src} alt={c.logo.alt} width={c.logo.width} height={c.logo.height} loading="lazy" decoding="async" />;
            const external = c.link && /^https?:/.test(c.link);
            return (
              <li key={c.name}>
                {logo}
                {c.link ? (
                  <a href={c.link} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
                    {c.name}
                  </a>
                ) : (
                  c.name
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
