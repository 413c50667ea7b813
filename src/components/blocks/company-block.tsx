import { Fragment } from "react";
import "../../pages/cases/cases-page.css";
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
      <div className="container">
        <SectionHeader id={id} title={block.title} />
        <dl className="case-study__facts">
          {rows.map(([label, value]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
          {certifications.length > 0 && (
            <>
              <dt>{m.certifications}</dt>
              <dd>
                <ul className="case-study__tags">
                  {certifications.map((c) => (
                    <li key={c}>{c}</li>
                  ))}
                </ul>
              </dd>
            </>
          )}
        </dl>
      </div>
    </section>
  );
}
