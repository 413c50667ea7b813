import "./trust-blocks.css";
import { useSiteSettings } from "../../app/site-settings";
import { useMessages } from "../../i18n/i18n-context";
import { SectionHeader } from "../page-sections/section-header";
import { type BlockProps, headingId } from "./block-props";
import { companyMessages } from "./company-messages";

/** Who the company legally is, from the site settings: each detail only when set, the block only when one is. */
export function CompanyBlock({ block, nth }: BlockProps<"company">) {
  const m = useMessages(companyMessages);
  const { legalName, address, licenceNumber, certifications } = useSiteSettings();
  const rows = [
    [m.legalName, legalName],
    [m.address, address],
    [m.licence, licenceNumber],
  ].filter(([, v]) => v);
  if (rows.length === 0 && certifications.length === 0) return null;
  const id = headingId("company", nth);
  return (
    <section className="section" aria-labelledby={id}>
      <div className="container company-details">
        <SectionHeader id={id} title={block.title} />
        <div className="company-details__grid">
          {rows.length > 0 && (
            <dl className="company-details__list">
              {rows.map(([label, value]) => (
                <div key={label} className="company-details__row">
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          )}
          {certifications.length > 0 && (
            <div className="company-details__certs">
              <h3 className="company-details__certs-title">{m.certifications}</h3>
              <ul>
                {certifications.map((c) => <li key={c}>{c}</li>)}
              </ul>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
