import { setEarlyInput } from "./early-input";
import { CONTACT_FORM, PRODUCT_PARAM } from "./start-marks";

/**
 * `?product=<id>` (PRODUCT_PARAM) on a page with the contact form chooses that product: a product
 * page's "Request a demo" links to its line's form so (`/digital?product=eicad#contact`). The app's
 * form reads it (src/components/contact/contact-form.tsx); before the app starts, the boot script
 * chooses it in the served form as the visitor's own choice, which the app keeps when it hydrates.
 * Only a product the form lists.
 */
export function preselectProduct(): void {
  const id = new URLSearchParams(location.search).get(PRODUCT_PARAM);
  const select = id ? document.querySelector<HTMLSelectElement>(`${CONTACT_FORM} select[id$="-product"]`) : null;
  if (!select || ![...select.options].some((o) => o.value === id)) return;
  select.value = id!;
  setEarlyInput(select);
}
