import { Link } from "../../components/link/link";
import { pathOf } from "../../../common/route-table";
import { useMotion } from "../../components/carousel/use-carousel";
import { SectionIcon } from "../../components/page-sections/section-icon";
import { useHomeContent } from "./home-content";
import { AUTOPLAY_ATTR } from "../../app/start-marks";
import "./home-solutions.css";

/** SPEC section 9: the highlight moves to the next card every 3 s. */
const ROTATE_MS = 3000;

/**
 * Three product-line cards; the highlight rotates and holds while the visitor hovers or focuses one.
 * Rendered once with no state: the highlight (`is-highlighted`) is src/app/motion.ts's alone
 * (src/app/moving-parts.ts, decisions 0035, 0057), marked once it starts after the hero's paint
 * (the cards are below the first screen).
 */
export function HomeSolutions() {
  const m = useHomeContent().solutions;
  const ref = useMotion<HTMLUListElement>();
  return (
    <section className="section section--alt home-solutions" aria-labelledby="home-solutions-title">
      <div className="container">
        <p className="section__eyebrow">{m.eyebrow}</p>
        <h2 className="section__title" id="home-solutions-title">
          {m.title}
        </h2>
        <p className="section__lead">{m.lead}</p>
        <ul ref={ref} className="grid grid--3 home-solutions__list" {...{ [AUTOPLAY_ATTR]: ROTATE_MS }}>
          {m.items.map((c) => (
            <li key={c.route}>
              <Link to={pathOf(c.route)} className="card card--link home-solutions__card">
                <span className="home-solutions__icon">
                  <SectionIcon name={c.icon} size={32} />
                </span>
                <h3 className="home-solutions__title">{c.title}</h3>
                <p className="home-solutions__text">{c.text}</p>
                <ul className="home-solutions__points">
                  {c.points.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
                <span className="home-solutions__more">
                  {m.more} <span aria-hidden="true">→</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
