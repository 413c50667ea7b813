import { Link } from "../../components/link/link";
import type { PageProps } from "../../app/page-props";
import { pathOf } from "../../../common/route-table";
import { useSiteSettings } from "../../app/site-settings";
import { StatusLabel } from "../../components/status/status-label";
import { format } from "../../i18n/catalogue";
import { useI18n, useMessages } from "../../i18n/i18n-context";
import { softwareRead } from "../../lib/api";
import { SoftwareList, SoftwareListPlaceholder } from "../download/software-list";
import { useApiData } from "../../lib/use-api-data";
import { helpMessages } from "./help-messages";
import "./help.css";

const FAQ = [1, 2, 3, 4] as const;

/** Help documents `/help`: the manuals with download buttons and a short FAQ. */
export default function HelpPage(_props: PageProps) {
  const { lang } = useI18n();
  const m = useMessages(helpMessages);
  const { hotline, email } = useSiteSettings();
  const { data, loading } = useApiData(softwareRead("manual", { language: lang }), [lang]);
  return (
    <div className="help-page">
      <header className="help-page__head">
        <div className="container">
          <p className="section__eyebrow">{m.eyebrow}</p>
          <h1 className="help-page__title">{m.title}</h1>
          <p className="help-page__lead">{m.lead}</p>
          <div className="help-page__links">
            <Link className="btn btn--light" to={pathOf("academy")}>{m.videos}</Link>
            <Link className="help-page__link" to={pathOf("updateLog")}>{m.updateLog} <span aria-hidden="true">→</span></Link>
          </div>
        </div>
      </header>
      <section className="section section--alt" aria-labelledby="help-manuals">
        <div className="container">
          <h2 className="section__title" id="help-manuals">{m.manualsTitle}</h2>
          {loading && !data ? <SoftwareListPlaceholder /> : data?.length ? <SoftwareList items={data} /> : <StatusLabel kind="noData" />}
        </div>
      </section>
      <section className="section" aria-labelledby="help-faq">
        <div className="container help-page__faq">
          <h2 className="section__title" id="help-faq">{m.faqTitle}</h2>
          {FAQ.map((n) => (
            <details key={n} className="help-faq__item" open={n === 1}>
              <summary className="help-faq__q">{m[`q${n}`]}</summary>
              <p className="help-faq__a">{format(m[`a${n}`], { hotline, email })}</p>
            </details>
          ))}
        </div>
      </section>
    </div>
  );
}
