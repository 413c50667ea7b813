/** Organization: the company, on the home page. */
import { CONTEXT, LOGO_PATH, type Thing } from "./thing";

export interface OrganizationInput {
  origin: string;
  name: string;
  description: string;
  email: string;
  phone: string;
  /** The registered name, address, business licence number (统一社会信用代码) and certifications: each only when set. */
  legalName?: string;
  address?: string;
  licenceNumber?: string;
  certifications?: readonly string[];
}

export function organization({ origin, name, description, email, phone, legalName, address, licenceNumber, certifications = [] }: OrganizationInput): Thing {
  const held = certifications.filter((c) => c.trim());
  return {
    "@context": CONTEXT,
    "@type": "Organization",
    name,
    url: `${origin}/`,
    logo: `${origin}${LOGO_PATH}`,
    description,
    foundingDate: "2018",
    email,
    contactPoint: [{ "@type": "ContactPoint", contactType: "sales", telephone: phone, email, availableLanguage: ["zh-CN", "en"] }],
    ...(legalName ? { legalName } : {}),
    ...(address ? { address: { "@type": "PostalAddress", streetAddress: address } } : {}),
    // The unified social credit code is also the company's taxpayer number (said once: every byte of
    // the home page counts against its first round trip).
    ...(licenceNumber ? { taxID: licenceNumber } : {}),
    ...(held.length ? { hasCertification: held.map((c) => ({ "@type": "Certification", name: c })) } : {}),
  };
}
