import { useSiteSettings } from "../../app/site-settings";
import { format } from "../../i18n/catalogue";
import { useMessages } from "../../i18n/i18n-context";
import { ContactForm } from "./contact-form";
import { ContactIllustration } from "./contact-illustration";
import { contactMessages } from "../../../common/contact-messages";

/** The contact-us section under pages that show it (`#contact` is linkable from any page). */
export function ContactBlock() {
  const m = useMessages(contactMessages);
  const site = useSiteSettings();
  return (
    <section id="contact" className="contact section section--alt" aria-labelledby="contact-title">
      <div className="container contact__grid">
        <div className="contact__pitch">
          <p className="section__eyebrow">{m.eyebrow}</p>
          <h2 id="contact-title" className="section__title">
            {m.title}
          </h2>
          <p className="contact__lead">{m.lead}</p>
          <ul className="contact__points">
            {[m.point1, m.point2, m.point3].map((p) => (
              <li key={p}>
                <svg viewBox="0 0 20 20" aria-hidden="true">
                  <path d="m5 10.5 3.2 3.2L15 7" />
                </svg>
                {p}
              </li>
            ))}
          </ul>
          <p className="contact__hotline">{format(m.hotline, { phone: site.hotline })}</p>
          <ContactIllustration className="contact__art" />
        </div>
        <div className="contact__card card">
          <ContactForm />
        </div>
      </div>
    </section>
  );
}
