import { format } from "../../i18n/catalogue";
import "./home-pager.css";

/**
 * Numbered pager of the about and user-story carousels, rendered once with no state: which button
 * is current (`is-active`, `aria-current`) is src/app/motion.ts's alone (src/app/moving-parts.ts),
 * marked once it starts (after the hero's paint; the pagers are below the first screen), and so is a
 * click on a button.
 */
export function HomePager({ labels, template, tone = "light" }: { labels: string[]; template: string; tone?: "light" | "dark" }) {
  return (
    <ol className={`home-pager home-pager--${tone}`}>
      {labels.map((label, i) => (
        <li key={label}>
          <button type="button" className="home-pager__btn" title={format(template, { n: i + 1, label })}>
            {/* Named by its visible text, so speech users can say what they see (WCAG 2.5.3). */}
            <span className="home-pager__num">{String(i + 1).padStart(2, "0")}</span> <span>{label}</span>
          </button>
        </li>
      ))}
    </ol>
  );
}
