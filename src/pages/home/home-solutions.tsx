import { Link } from "../../components/link/link";
import { pathOf } from "../../../common/route-table";
import { useMotion } from "../../components/carousel/use-carousel";
import { SectionIcon } from "../../components/page-sections/section-icon";
import { Kept } from "../../components/kept/kept";
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
        <Kept as="p" className="section__eyebrow" ready={m.eyebrow !== undefined}>
          {m.eyebrow}
        </Kept>
        <Kept as="h2" className="section__title" id="home-solutions-title" ready={m.title !== undefined}>
          {m.title}
        </Kept>
        <Kept as="p" className="section__lead" ready={m.lead !== undefined}>
          {m.lead}
        </Kept>
        <ul ref={ref} className="grid grid--3 home-solutions__list" {...{ [AUTOPLAY_ATTR]: ROTATE_MS }}>
          {m.items.map((c) => (
            <li key={c.route}>
              <Link to={pathOf(c.route)} className="card card--link home-solutions__card">
                <Kept as="span" className="home-solutions__icon" ready={c.icon !== undefined}>
                  {c.icon && <SectionIcon name={c.icon} size={32} />}
                </Kept>
                <Kept as="h3" className="home-solutions__title" ready={c.title !== undefined}>
                  {c.title}
                </Kept>
                <Kept as="p" className="home-solutions__text" ready={c.text !== undefined}>
                  {c.text}
                </Kept>
                <Kept as="ul" className="home-solutions__points" ready={c.points !== undefined}>
                  {c.points?.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </Kept>
                <Kept as="span" className="home-solutions__more" ready={m.more !== undefined}>
                  {m.more} <span aria-hidden="true">→</span>
                </Kept>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
