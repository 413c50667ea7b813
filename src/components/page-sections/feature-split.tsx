import type { ReactNode } from "react";
import type { Capability, Figure } from "../../content/types";
import { SectionIcon } from "./section-icon";
import "./feature-split.css";
import { Picture } from "../picture/picture";

interface FeatureSplitProps {
  id: string;
  eyebrow: string;
  title: string;
  lead: string;
  points: Capability[];
  figure: Figure;
  /** Put the figure on the right (alternate sections for rhythm). */
  flip?: boolean;
  alt?: boolean;
  children?: ReactNode;
}

/** A titled section with an illustration beside a short list of points; reachable by `#id`. */
export function FeatureSplit({ id, eyebrow, title, lead, points, figure, flip, alt, children }: FeatureSplitProps) {
  return (
    <section id={id} className={`section feature-split${alt ? " section--alt" : ""}`} aria-labelledby={`${id}-title`}>
      <div className={`container feature-split__inner${flip ? " feature-split__inner--flip" : ""}`}>
        <div className="feature-split__figure">
          <Picture picture={figure} sizes="(max-width: 768px) calc(100vw - 48px), 600px" loading="lazy" decoding="async" />
        </div>
        <div>
          <p className="section__eyebrow">{eyebrow}</p>
          <h2 id={`${id}-title`} className="section__title">
            {title}
          </h2>
          <p className="feature-split__lead">{lead}</p>
          <ul className="feature-split__points">
            {points.map((pt) => (
              <li key={pt.title} className="feature-split__point">
                <span className="feature-split__icon">
                  <SectionIcon name={pt.icon} size={24} />
                </span>
                <div>
                  <h3 className="feature-split__title">{pt.title}</h3>
                  <p className="feature-split__text">{pt.text}</p>
                </div>
              </li>
            ))}
          </ul>
          {children}
        </div>
      </div>
    </section>
  );
}
