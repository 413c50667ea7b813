import { Link } from "../../components/link/link";
import type { PageProps } from "../../app/page-props";
import { pathOf } from "../../../common/route-table";
import { useSiteSettings } from "../../app/site-settings";
import { format } from "../../i18n/catalogue";
import { useMessages } from "../../i18n/i18n-context";
import { phoneHomeMessages } from "./phone-home-messages";
import "./phone-home.css";

/** `/phone_index`: placeholder mobile home with one button to the home page (SPEC section 2). */
export default function PhoneHomePage(_props: PageProps) {
  const m = useMessages(phoneHomeMessages);
  const { brandName } = useSiteSettings();
  return (
    <div className="section phone-home">
      <div className="container phone-home__inner">
        <svg className="phone-home__art" viewBox="0 0 120 160" width="120" height="160" aria-hidden="true">
          <rect x="30" y="10" width="60" height="110" rx="10" />
          <path d="M52 20h16M38 96c10-4 14-22 24-26s14-16 20-22" />
          <circle cx="60" cy="110" r="3" />
          <path d="M10 150h100" />
        </svg>
        <h1 className="phone-home__title">{format(m.title, { brand: brandName })}</h1>
        <p className="phone-home__text">{m.text}</p>
        <Link className="btn btn--primary phone-home__btn" to={pathOf("home")}>
          {m.button}
        </Link>
      </div>
    </div>
  );
}
