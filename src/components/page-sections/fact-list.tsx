import type { FactKey } from "../../content/types";
import { companyFacts as zhFacts } from "../../content/zh/company-facts";
import { companyFacts as enFacts } from "../../content/en/company-facts";
import { useLocalized } from "../../i18n/i18n-context";
import "./fact-list.css";

/** Company figures by key, big value over its label; `tone` matches the section background. */
export function FactList({ keys, tone = "light" }: { keys: readonly FactKey[]; tone?: "light" | "dark" }) {
  const facts = useLocalized({ zh: zhFacts, en: enFacts });
  return (
    <dl className={`fact-list fact-list--${tone}`}>
      {keys.map((k) => (
        <div key={k} className="fact-list__item">
          <dt className="fact-list__label">{facts[k].label}</dt>
          <dd className="fact-list__value">{facts[k].value}</dd>
        </div>
      ))}
    </dl>
  );
}
