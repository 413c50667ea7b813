/**
 * Contact request bodies (CONTRACT "Writes"): the current form shape and the older one
 * ({ name, phone|mobile, email, requirement, productId? }). Both normalise to one lead. The current
 * shape on /api also needs the visitor's consent to the privacy notice (CONTRACT "consent"); the older
 * shape, and either shape under /open-api, is taken without it and stored as consent not recorded.
 * Pure zod: the SPA types its request body from these schemas' input (schemas/api-requests.ts).
 */
import { z } from "zod";
import { DIAL_CODES } from "../../common/area-codes.ts";
import { EMAIL_PATTERN } from "../../common/email-pattern.ts";
import { PRIVACY_VERSION_MAX, PRIVACY_VERSION_PATTERN } from "../../common/privacy.ts";
import { UTM_KEYS, type Utm, type UtmKey } from "../../common/utm.ts";
import { issueKind, optionalText, requiredText } from "./common.ts";
/** 4-20 digits, spaces or dashes. */
export const PHONE_PATTERN = /^[0-9 -]{4,20}$/;

/** Longest Turnstile token accepted, in the body or the header (Cloudflare's are at most 2,048). */
export const TURNSTILE_TOKEN_MAX = 2048;

export const LIMITS = { name: 100, email: 254, phone: 32, guestbook: 5000, productId: 64, productName: 200, company: 200 };

const email = requiredText(LIMITS.email).regex(EMAIL_PATTERN);
const phone = requiredText(LIMITS.phone).regex(PHONE_PATTERN);

/** The longest attribution the API keeps of each field (a browser-sent form's is clipped to it, worker/pages/lead-form.ts). */
export const ATTRIBUTION_MAX = { page: 500, landingPage: 1000, referrer: 2000, utm: 200 } as const;

const utmValue = optionalText(ATTRIBUTION_MAX.utm);

/**
 * Where the lead came from; filled by the SPA, else derived from the Referer header. `page` is the
 * form's page; `landingPage` the visit's first page (path and query) and `referrer`/`utm` that page's,
 * as the browser kept them for the visit (CONTRACT "Browser storage").
 */
const attribution = {
  page: optionalText(ATTRIBUTION_MAX.page),
  landingPage: optionalText(ATTRIBUTION_MAX.landingPage),
  referrer: optionalText(ATTRIBUTION_MAX.referrer),
  utm: z.object(Object.fromEntries(UTM_KEYS.map((k) => [k, utmValue])) as Record<UtmKey, typeof utmValue>).optional(),
  /** Honeypot: hidden from people, filled by bots. Checked before anything else. */
  website: z.string().max(2000).optional(),
  /** Cloudflare Turnstile token (CONTRACT "Bot check"); checked by the route, not stored. */
  turnstileToken: z.string().max(TURNSTILE_TOKEN_MAX).optional(),
};

/** The fields the current contact form collects. */
export const contactFormSchema = z.object({
  productId: requiredText(LIMITS.productId),
  productName: optionalText(LIMITS.productName),
  customerName: requiredText(LIMITS.name),
  ac: z
    .string()
    .trim()
    .min(1)
    .refine((v) => DIAL_CODES.has(v)),
  phone,
  email,
  guestbook: optionalText(LIMITS.guestbook),
  /** The visitor's organisation (optional). */
  company: optionalText(LIMITS.company),
});

/**
 * The privacy notice the visitor ticked: `consent` exactly true (a missing, false or "true" consent is
 * a 400 saying so), and the version of the privacy text the form showed. The consent time is the
 * server's, never the client's.
 */
const consentFields = {
  consent: z.custom<true>((v) => v === true, { message: "consentRequired" }),
  privacyVersion: requiredText(PRIVACY_VERSION_MAX).regex(PRIVACY_VERSION_PATTERN),
};

export const currentConsultationSchema = contactFormSchema.extend(attribution).extend(consentFields);
/** The current shape as /open-api takes it: no consent asked, none recorded. */
const openApiCurrentSchema = contactFormSchema.extend(attribution);

export const legacyConsultationSchema = z
  .object({
    name: requiredText(LIMITS.name),
    phone: phone.optional(),
    mobile: phone.optional(),
    email,
    requirement: requiredText(LIMITS.guestbook),
    productId: optionalText(LIMITS.productId),
    company: optionalText(LIMITS.company),
    ...attribution,
  })
  .refine((b) => b.phone || b.mobile, { path: ["phone"], message: "required" });

/** A validated lead in one shape, whatever the request looked like. */
export interface LeadInput {
  formShape: "current" | "legacy";
  productId: string | undefined;
  productName: string | undefined;
  customerName: string;
  ac: string | undefined;
  phone: string;
  email: string;
  guestbook: string | undefined;
  company: string | undefined;
  /** The form's page. */
  page: string | undefined;
  /** The visit's first page, path and query. */
  landingPage: string | undefined;
  referrer: string | undefined;
  utm: Utm | undefined;
  /** Version of the privacy text the visitor consented to; undefined: consent not recorded. */
  privacyVersion: string | undefined;
}

function isLegacy(body: unknown): boolean {
  return typeof body === "object" && body !== null && !("customerName" in body) && "name" in body;
}

/** Either body shape, as the client sends it (the transform below does the real checking). */
export type ConsultationBody = z.input<typeof currentConsultationSchema> | z.input<typeof legacyConsultationSchema>;

/**
 * Accepts either shape; issues keep the field paths of the shape that was sent. `current`: the current
 * shape with consent (the /api mount) or without (/open-api).
 */
const leadSchema = (current: typeof currentConsultationSchema | typeof openApiCurrentSchema) =>
  z.custom<ConsultationBody>().transform((body, ctx): LeadInput => {
    const schema = isLegacy(body) ? legacyConsultationSchema : current;
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        ctx.addIssue({ code: "custom", message: issueKind(issue), path: issue.path, input: issue.input });
      }
      return z.NEVER;
    }
    const d = parsed.data;
    if ("customerName" in d) {
      const { productId, productName, customerName, ac, phone, email, guestbook, company } = d;
      const privacyVersion = "privacyVersion" in d ? (d.privacyVersion as string) : undefined;
      return {
        formShape: "current",
        productId,
        productName,
        customerName,
        ac,
        phone,
        email,
        guestbook,
        company,
        page: d.page,
        landingPage: d.landingPage,
        referrer: d.referrer,
        utm: d.utm,
        privacyVersion,
      };
    }
    return {
      formShape: "legacy",
      productId: d.productId,
      productName: undefined,
      customerName: d.name,
      ac: undefined,
      phone: (d.phone ?? d.mobile)!,
      email: d.email,
      guestbook: d.requirement,
      company: d.company,
      page: d.page,
      landingPage: d.landingPage,
      referrer: d.referrer,
      utm: d.utm,
      privacyVersion: undefined,
    };
  });

export const consultationSchema = leadSchema(currentConsultationSchema);
export const openApiConsultationSchema = leadSchema(openApiCurrentSchema);

/** Only the honeypot, read before full validation so bots learn nothing from error messages. */
export const honeypotSchema = z.looseObject({ website: z.string().min(1) });

/**
 * Request headers of a lead (Hono lower-cases header names): `Idempotency-Key`, and the Turnstile
 * token's header, bounded like the body field so an oversized token never reaches siteverify.
 */
export const consultationHeadersSchema = z.object({
  "idempotency-key": z.string().min(1).max(64).optional(),
  "cf-turnstile-response": z.string().max(TURNSTILE_TOKEN_MAX).optional(),
});
