import { useCallback, useRef, useState } from "react";
import { PRIVACY_VERSION } from "../../../common/privacy";
import { useI18n } from "../../i18n/i18n-context";
import { postConsultation } from "../../lib/api";
import type { ProductOption } from "../../lib/api-types";
import { defaultRegionOf } from "../../../common/area-codes";
import { dialOf } from "../../lib/area-codes";
import { useSiteSettings } from "../../app/site-settings";
import { visitAttribution } from "../../lib/visit-attribution";
import { externalReferrer } from "../../lib/external-referrer";
import { utmFromSearch } from "../../lib/utm";
import { isEmail } from "../../lib/validators";
import { usePageRead } from "../../lib/page-data";
import { toast } from "../toast/toast-store";

export interface ContactFields {
  productId: string;
  name: string;
  email: string;
  /** The visitor's organisation (optional). */
  company: string;
  region: string;
  phone: string;
  guestbook: string;
  /** Honeypot, hidden from people. */
  website: string;
  /** The privacy notice's box is ticked (CONTRACT "consent"). */
  consent: boolean;
}

const EMPTY: Omit<ContactFields, "region"> = { productId: "", name: "", email: "", company: "", phone: "", guestbook: "", website: "", consent: false };
const NO_PRODUCTS: ProductOption[] = [];
export type Outcome = "sent" | "incomplete" | "bad-email" | "failed" | "busy";

/**
 * Where the lead came from: the visit's first page with its utm_* values and external referrer (kept
 * by the boot script for the visit, src/app/attribution.ts), whatever page the form is on; without a
 * kept one (storage off), this page's.
 */
function attribution(): { landingPage?: string; referrer: string; utm: Record<string, string> } {
  const kept = visitAttribution();
  if (kept) return { landingPage: kept.landingPage, referrer: kept.referrer, utm: kept.utm };
  return { referrer: externalReferrer(), utm: utmFromSearch(window.location.search) };
}

function newKey(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/**
 * State and rules of the contact form: complete = name, email, phone and product filled and the
 * privacy notice agreed to; one request at a time; a retry after a failure reuses the Idempotency-Key, which is renewed only
 * after a success or an edit.
 */
export function useContactForm(
  messages: { fillRequired: string; consentRequired: string },
  botCheck?: { token: () => string | null; reset: () => void },
  /** The product chosen at first (a product page's own, common/route-table.ts `product`). */
  product = "",
) {
  const { t } = useI18n();
  // The visitor's country's code when the edge knew it, else the site's setting (GET /api/site, served
  // with the page): the served form shows it, and a reset after a send returns to it.
  const site = useSiteSettings();
  const defaultRegion = defaultRegionOf(site);
  // The version of the policy this page links to (its last-updated day, from the settings), so the
  // lead records the text the visitor agreed to; the build's constant where the answer has none.
  const privacyVersion = site.privacyVersion || PRIVACY_VERSION;
  const [fields, setFields] = useState<ContactFields>(() => ({ ...EMPTY, productId: product, region: defaultRegion }));
  const [sending, setSending] = useState(false);
  const busy = useRef(false);
  const key = useRef<string | null>(null);

  // In the page's value where the form shows (decision 0060), so the served select lists them before
  // the app starts. SPEC section 8: product failures are silent (no options but the placeholder).
  const { data } = usePageRead("products");
  const products = Array.isArray(data) ? data : NO_PRODUCTS;

  const update = useCallback(<K extends keyof ContactFields>(name: K, value: ContactFields[K]) => {
    key.current = null; // an edited form is a new attempt
    setFields((f) => ({ ...f, [name]: value }));
  }, []);

  const filled = [fields.name, fields.email, fields.phone, fields.productId].every((v) => v.trim() !== "");
  const complete = filled && fields.consent;

  const submit = useCallback(async (): Promise<Outcome> => {
    if (busy.current) return "busy";
    if (!complete) {
      toast.error(filled ? messages.consentRequired : messages.fillRequired);
      return "incomplete";
    }
    if (!isEmail(fields.email)) {
      toast.error(t("error.email"));
      return "bad-email";
    }
    busy.current = true;
    setSending(true);
    key.current ??= newKey();
    const product = products.find((p) => String(p.id) === fields.productId);
    try {
      await postConsultation(
        {
          productId: fields.productId,
          productName: product?.name ?? "",
          customerName: fields.name.trim(),
          ac: dialOf(fields.region),
          phone: fields.phone.trim(),
          email: fields.email.trim(),
          guestbook: fields.guestbook.trim(),
          company: fields.company.trim(),
          website: fields.website,
          page: window.location.pathname,
          ...attribution(),
          consent: true,
          privacyVersion,
          ...(botCheck?.token() ? { turnstileToken: botCheck.token()! } : {}),
        },
        key.current,
      );
      // The form shows its success panel (contact-form.tsx), with this reset form behind it.
      key.current = null;
      botCheck?.reset();
      setFields((f) => ({ ...f, name: "", email: "", company: "", productId: "", phone: "", guestbook: "", region: defaultRegion, consent: false }));
      return "sent";
    } catch {
      return "failed"; // the API client already showed the server's message; the text stays
    } finally {
      busy.current = false;
      setSending(false);
    }
  }, [complete, filled, fields, products, t, messages.fillRequired, messages.consentRequired, botCheck, defaultRegion, privacyVersion]);

  return { fields, update, products, complete, sending, submit, privacyVersion };
}
