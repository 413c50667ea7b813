import { Link } from "../link/link";
import { pathOf } from "../../../common/route-table";
import type { LineCard } from "../../content/types";
import { useMessages } from "../../i18n/i18n-context";
import { sectionMessages } from "./section-messages";
import { SectionHeader } from "./section-header";
import { SectionIcon } from "./section-icon";
import "./line-cards.css";

/** Cards of a product line, each linking to its product or platform page. */
export function LineCards({ title, lead, items }: { title: string; lead: string; items: LineCard[] }) {
  const m = useMessages(sectionMessages);
  const columns = items.length === 4 ? "grid--4" : items.length % 3 === 0 ? "grid--3" : "grid--2";
  return (
    <section className="section section--alt" id="products" aria-labelledby="products-title">
      <div className="container">
        <SectionHeader id="products-title" title={title} lead={lead} />
        <ul className={`grid ${columns} line-cards`}>
          {items.map((c) => (
            <li key={c.route}>
              <Link to={pathOf(c.route)} className="card card--link line-card">
                <span className="line-card__icon">
                  <SectionIcon name={c.icon} />
                </span>
                <h3 className="line-card__title">{c.title}</h3>
                <p className="line-card__text">{c.text}</p>
                <ul className="line-card__tags">
                  {c.tags.map((t) => (
                    <li key={t}>{t}</li>
                  ))}
                </ul>
                <span className="line-card__more">{m.viewProduct} →</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
