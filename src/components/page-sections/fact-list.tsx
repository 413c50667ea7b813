import { useFacts } from "../../app/site-settings";
import type { FactKey } from "../../content/types";
import "./fact-list.css";

/** Company figures by key (from the site settings), big value over its label; `tone` matches the section background. */
export function FactList({ keys, tone = "light" }: { keys: readonly FactKey[]; tone?: "light" | "dark" }) {
  const facts = useFacts(keys);
  return (
    <dl className={`fact-list fact-list--${tone}`}>
      {facts.map((f) => (
        <div key={f.key} className="fact-list__item">
          <dt className="fact-list__label">{f.label}</dt>
          <dd className="fact-list__value">{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
