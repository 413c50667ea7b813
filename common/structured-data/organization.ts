/** Organization: the company, on the home page. */
import { CONTEXT, LOGO_PATH, type Thing } from "./thing";

export interface OrganizationInput {
  origin: string;
  name: string;
  description: string;
  email: string;
  phone: string;
}

export function organization({ origin, name, description, email, phone }: OrganizationInput): Thing {
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
  };
}
