import type { ReactNode } from "react";
import { Link } from "../link/link";
import { pathOf } from "../../../common/route-table";
import { useSiteSettings } from "../../app/site-settings";
import { format } from "../../i18n/catalogue";
import { useMessages } from "../../i18n/i18n-context";
import { BrandMark } from "../header/brand-mark";
import { StaticHtml } from "../static-html/static-html";
import { manualHref, trialHref } from "../page-sections/section-links";
import { footerMessages } from "./footer-messages";

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="site-footer__col">
      <h2 className="site-footer__heading">{title}</h2>
      <ul className="site-footer__list">{children}</ul>
    </div>
  );
}

/**
 * The filing numbers a site served in mainland China shows (site settings; each only when set): the
 * ICP number linking to MIIT's register, the public-security number with its badge linking to its record.
 */
function Filing({ icp, psb, psbCode, badgeAlt }: { icp: string; psb: string; psbCode: string; badgeAlt: string }) {
  if (!icp && !(psb && psbCode)) return null;
  return (
    <p className="site-footer__filing">
      {icp && (
        <a href={ICP_REGISTER} target="_blank" rel="noopener noreferrer">
          {icp}
        </a>
      )}
      {psb && psbCode && (
        <a href={`${PSB_RECORD}${encodeURIComponent(psbCode)}`} target="_blank" rel="noopener noreferrer">
          <img src="/img/psb-badge.svg" alt={badgeAlt} width={16} height={16} loading="lazy" />
          {psb}
        </a>
      )}
    </p>
  );
}

const ICP_REGISTER = "https://beian.miit.gov.cn/";
const PSB_RECORD = "https://beian.mps.gov.cn/#/query/webSearch?code=";

/** Deep-blue site footer: product, academy and download links, business contacts as plain text, QR. */
export function Footer() {
  const m = useMessages(footerMessages);
  const site = useSiteSettings();
  // An uploaded raster QR's WebP copies (decision 0041): a 112 px slot takes the narrowest even on a
  // 3x screen, so the original is not listed. Not common/image-variants.ts: importing it made it a
  // chunk of its own on every page.
  const qrSet = site.qr?.variants?.flatMap((v) => (v.type === "image/webp" ? `${v.path} ${v.w}w` : [])).join(", ") || undefined;
  const year = new Date().getFullYear();
  return (
    <StaticHtml as="footer" className="site-footer">
      <div className="container site-footer__main">
        <div className="site-footer__brand">
          <div className="site-footer__logo">
            <BrandMark className="site-footer__mark" />
            <span>{site.brandName}</span>
          </div>
          <p className="site-footer__tagline">{m.tagline}</p>
          <p className="site-footer__hotline">{format(m.hotline, { phone: site.hotline })}</p>
        </div>
        <nav className="site-footer__cols" aria-label={m.footerNav}>
          <Column title={m.products}>
            <li>
              <Link to={pathOf("digital")}>{m.digital}</Link>
            </li>
            <li>
              <Link to={pathOf("intelligent")}>{m.intelligent}</Link>
            </li>
            <li>
              <Link to={pathOf("dtwin")}>{m.dtwin}</Link>
            </li>
          </Column>
          <Column title={m.academy}>
            <li>
              <Link to={manualHref()}>{m.helpDoc}</Link>
            </li>
            <li>
              <Link to={pathOf("academy")}>{m.teaching}</Link>
            </li>
          </Column>
          <Column title={m.download}>
            <li>
              <Link to={trialHref()}>{m.software}</Link>
            </li>
            <li>
              <Link to={manualHref()}>{m.manual}</Link>
            </li>
            <li>
              <Link to={pathOf("updateLog")}>{m.updateLog}</Link>
            </li>
          </Column>
        </nav>
        <div className="site-footer__col site-footer__inquiry">
          <h2 className="site-footer__heading">{m.inquiry}</h2>
          {/* Plain text on purpose (SPEC section 1): contacts are not links. */}
          <ul className="site-footer__list site-footer__list--text">
            <li>{format(m.contactPerson, { name: site.contactPerson })}</li>
            <li>{format(m.phone, { phone: site.phone })}</li>
            <li>{format(m.whatsapp, { phone: site.whatsapp })}</li>
            <li>{format(m.email, { email: site.email })}</li>
          </ul>
        </div>
        <figure className="site-footer__qr">
          <img
            src={site.qrPath}
            srcSet={qrSet}
            sizes={qrSet && "112px"}
            alt={format(m.qrAlt, { brand: site.brandName })}
            width={112}
            height={112}
            loading="lazy"
          />
          <figcaption>{m.qrCaption}</figcaption>
        </figure>
      </div>
      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <div>
            {/* The registered name and licence number when set (the address and certifications are on /about). */}
            <p>
              {/* A legal name ending in "Ltd." takes no second full stop from the English line. */}
              {format(m.copyright, { year, brand: (site.legalName || site.brandName).replace(/\.$/, "") }) +
                (site.licenceNumber && m.separator + format(m.licence, { number: site.licenceNumber }))}
            </p>
            <Filing icp={site.icpNumber} psb={site.psbNumber} psbCode={site.psbCode} badgeAlt={m.psbBadge} />
          </div>
          <ul className="site-footer__meta">
            <li>
              <Link to={pathOf("privacy")}>{m.privacy}</Link>
            </li>
            <li>
              <Link to={pathOf("solutions")}>{m.solutions}</Link>
            </li>
            <li>
              <Link to={pathOf("cases")}>{m.cases}</Link>
            </li>
            <li>
              <Link to={pathOf("help")}>{m.help}</Link>
            </li>
            <li>
              <Link to={pathOf("about")}>{m.about}</Link>
            </li>
          </ul>
        </div>
      </div>
    </StaticHtml>
  );
}
