import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from "react";
import { DEFAULT_LEAD_RETENTION_DAYS, PRIVACY_PATH } from "../../../common/privacy";
import { takeEarlyInput } from "../../app/early-input";
import { useLocation } from "react-router";
import { matchRoute } from "../../../common/route-table";
import { useRouteValue } from "../../lib/page-data";
import { PRODUCT_PARAM } from "../../app/start-marks";
import { useSearchParams } from "../../app/use-search-params";
import { format } from "../../i18n/catalogue";
import { Link } from "../link/link";
import { useI18n, useMessages } from "../../i18n/i18n-context";
import { contactMessages } from "../../../common/contact-messages";
import { useSiteSettings } from "../../app/site-settings";
import { useContactForm } from "./use-contact-form";
import { useTurnstile } from "./use-turnstile";
import { useAreaCodeOptions } from "./use-area-codes";
import { Kept } from "../kept/kept";
import { LEAD_FORM_PATH } from "../../../common/lead-form";

/** Fields a visitor may fill in before the app hydrates the form: element id suffix → field. */
const EARLY_FIELDS = [
  ["product", "productId"],
  ["name", "name"],
  ["email", "email"],
  ["company", "company"],
  ["ac", "region"],
  ["phone", "phone"],
  ["guestbook", "guestbook"],
  ["website", "website"],
] as const;

/** Days of the retention setting as the notice says them: months from 60 days, else days; 0 keeps until erased. */
function retentionText(m: Record<"retentionMonths" | "retentionDays" | "retentionKeep", string>, days: number): string {
  if (days <= 0) return m.retentionKeep;
  return days >= 60 ? format(m.retentionMonths, { n: Math.round(days / 30.4375) }) : format(m.retentionDays, { n: days });
}

/** Longest organisation name the API takes (CONTRACT "Writes"). */
const COMPANY_MAX = 200;

/**
 * The lead form: product, name, email, organisation, area code + phone, requirements, and the privacy
 * notice (who collects what, why, for how long, with the policy's link) with its consent box; Submit
 * looks disabled until the fields are complete and the box is ticked. `?product=` (a product page's
 * call to action) chooses the product, and a product page's own form its product. Once sent, a panel takes the form's place and says what happens
 * next until the visitor asks for the form again (the form behind it is reset).
 */
export function ContactForm() {
  const m = useMessages(contactMessages);
  const { lang } = useI18n();
  const site = useSiteSettings();
  // The bot check's script loads on the form's first focus or input, never with the page.
  const bot = useTurnstile(site.turnstileSiteKey, lang);
  // A product page that shows the form (switched on in the page editor) has its own product chosen,
  // in the served form too; `?product=` still chooses another.
  const { pathname } = useLocation();
  // A landing page's form has the product its copy chose: the page's value says it (its served value
  // too, where the copy itself is only in the page's HTML).
  const route = matchRoute(pathname);
  const { value } = useRouteValue();
  const pageProduct = route?.product ?? (route?.key === "landing" ? value.page?.product : undefined) ?? "";
  const { fields, update, products, complete, sending, submit, privacyVersion } = useContactForm(m, bot, pageProduct);
  const [sent, setSent] = useState(false);
  const id = useId();
  // `?product=` chooses a listed product when the form appears (a client navigation to the line's
  // page) or the parameter changes; boot chose it in the served form before the app started.
  const [params] = useSearchParams();
  const wanted = params.get(PRODUCT_PARAM) ?? pageProduct;
  const chosen = useRef(pageProduct);
  const f = (name: string) => `${id}-${name}`;
  // The chosen region as served, then every region once the app runs (decisions 0045, 0057).
  const codes = useAreaCodeOptions(lang, fields.region);
  // Text typed and the product and area code chosen (the served page lists them) before the app hydrated the form
  // are kept (React would reset the fields to the empty state). A layout effect: applied before the
  // browser paints the reset fields.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount; the ids and `update` are stable
  useLayoutEffect(() => {
    for (const [suffix, name] of EARLY_FIELDS) {
      const value = takeEarlyInput(f(suffix));
      if (value) update(name, value);
      // The served form's product was chosen before the app (by boot from `?product=`, or by the visitor): it stays.
      if (value && name === "productId") chosen.current = wanted;
    }
    if (takeEarlyInput(f("consent"))) update("consent", true);
  }, []);

  useEffect(() => {
    if (!wanted || wanted === chosen.current || !products.some((p) => String(p.id) === wanted)) return;
    chosen.current = wanted;
    update("productId", wanted);
    setSent(false);
  }, [wanted, products, update]);

  // The funnel's form events (src/app/form-events.ts, the chunk boot loads for a prerendered form),
  // loaded once the form is there: the form works without them.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const el = form.current;
    if (el)
      import("../../app/form-events").then(
        (m) => m.watchForm(el),
        () => {
          /* analytics only */
        },
      );
    // The sent panel's styles: only the app shows the panel, so they load with it, not in the page's
    // inlined first sheet (tests/e2e/html-size.test.ts); long before a lead can be answered.
    import("./contact-sent.css").catch(() => {
      /* the panel still reads as text */
    });
  }, []);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit().then((outcome) => {
      if (outcome === "sent") setSent(true);
    });
  };
  // The hotline as a link a phone can call, kept on one line.
  const [hotlineBefore, hotlineAfter] = m.sentHotline.split("{phone}");
  // The panel's heading takes the focus, so a screen reader reads what happens next.
  const sentTitle = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (sent) sentTitle.current?.focus();
  }, [sent]);
  const req = (
    <span className="contact-form__req" aria-hidden="true">
      *
    </span>
  );

  return (
    <>
      {sent && (
        <div className="contact-sent" role="status">
          <svg className="contact-sent__icon" viewBox="0 0 48 48" aria-hidden="true">
            <circle cx="24" cy="24" r="22" />
            <path d="m14 24.5 7 7 13-14" />
          </svg>
          <h3 ref={sentTitle} tabIndex={-1} className="contact-sent__title">
            {m.sentTitle}
          </h3>
          <p>{m.sentNext}</p>
          {site.hotline && (
            <p>
              {hotlineBefore}
              <a className="contact-sent__tel" href={`tel:${site.hotline.replace(/[^\d+]/g, "")}`}>
                {site.hotline}
              </a>
              {hotlineAfter}
            </p>
          )}
          <button type="button" className="btn btn--ghost contact-sent__again" onClick={() => setSent(false)}>
            {m.sentAgain}
          </button>
        </div>
      )}
      {/* biome-ignore lint/a11y/noNoninteractiveElementInteractions: the form only observes focus and input bubbling up from its fields, to load the bot check when a visitor starts filling it in */}
      <form
        ref={form}
        className="contact-form"
        method="post"
        action={`${LEAD_FORM_PATH}?language=${lang}`}
        hidden={sent}
        onSubmit={onSubmit}
        noValidate
        aria-label={m.formLabel}
        onFocus={bot.start}
        onInput={bot.start}
        onChange={bot.start}
      >
        <div className="contact-form__field">
          <label htmlFor={f("product")}>
            {m.product}
            {req}
          </label>
          <select id={f("product")} name="productId" required value={fields.productId} onChange={(e) => update("productId", e.target.value)}>
            <option value="">{m.productPlaceholder}</option>
            {products.map((p) => (
              <option key={p.id} value={String(p.id)}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <div className="contact-form__row">
          <div className="contact-form__field">
            <label htmlFor={f("name")}>
              {m.name}
              {req}
            </label>
            <input id={f("name")} name="customerName" required autoComplete="name" value={fields.name} onChange={(e) => update("name", e.target.value)} />
          </div>
          <div className="contact-form__field">
            <label htmlFor={f("email")}>
              {m.email}
              {req}
            </label>
            <input
              id={f("email")}
              name="email"
              type="email"
              required
              autoComplete="email"
              inputMode="email"
              value={fields.email}
              onChange={(e) => update("email", e.target.value)}
            />
          </div>
        </div>
        <div className="contact-form__field">
          <label htmlFor={f("company")}>
            {m.company} <span className="contact-form__opt">({m.optional})</span>
          </label>
          <input
            id={f("company")}
            name="company"
            autoComplete="organization"
            maxLength={COMPANY_MAX}
            value={fields.company}
            onChange={(e) => update("company", e.target.value)}
          />
        </div>
        <div className="contact-form__row contact-form__row--phone">
          <div className="contact-form__field">
            <label htmlFor={f("ac")}>{m.areaCode}</label>
            <select id={f("ac")} name="region" autoComplete="tel-country-code" value={fields.region} onChange={(e) => update("region", e.target.value)}>
              {codes.map((c) => (
                <Kept key={c.region} as="option" value={c.region} ready={c.label !== undefined}>
                  {c.label}
                </Kept>
              ))}
            </select>
          </div>
          <div className="contact-form__field">
            {/* The number without its country code (the select above holds that): autofill's
              "tel-national", which HTML allows on a text input only (type="tel" takes "tel", the
              full international number). inputMode keeps the phone keypad on mobile. */}
            <label htmlFor={f("phone")}>
              {m.phone}
              {req}
            </label>
            <input
              id={f("phone")}
              name="phone"
              type="text"
              required
              autoComplete="tel-national"
              inputMode="tel"
              value={fields.phone}
              onChange={(e) => update("phone", e.target.value)}
            />
          </div>
        </div>
        <div className="contact-form__field">
          <label htmlFor={f("guestbook")}>
            {m.guestbook} <span className="contact-form__opt">({m.optional})</span>
          </label>
          <textarea
            id={f("guestbook")}
            name="guestbook"
            rows={4}
            placeholder={m.guestbookPlaceholder}
            value={fields.guestbook}
            onChange={(e) => update("guestbook", e.target.value)}
          />
        </div>
        {/* Honeypot: invisible to people and skipped by keyboard; bots that fill it are silently dropped. */}
        <div className="contact-form__trap" aria-hidden="true">
          <label htmlFor={f("website")}>{m.website}</label>
          <input id={f("website")} name="website" tabIndex={-1} autoComplete="off" value={fields.website} onChange={(e) => update("website", e.target.value)} />
        </div>
        <div className="contact-form__privacy">
          <p id={f("notice")} className="contact-form__notice">
            {format(m.notice, { brand: site.brandName, retention: retentionText(m, site.leadRetentionDays ?? DEFAULT_LEAD_RETENTION_DAYS) })}
            <Link to={PRIVACY_PATH}>{m.privacyLink}</Link>
            {m.noticeEnd}
          </p>
          <div className="contact-form__consent">
            <input
              id={f("consent")}
              name="consent"
              type="checkbox"
              required
              checked={fields.consent}
              aria-describedby={f("notice")}
              onChange={(e) => update("consent", e.target.checked)}
            />
            <label htmlFor={f("consent")}>
              {m.consent}
              {req}
            </label>
          </div>
        </div>
        <input type="hidden" name="privacyVersion" value={privacyVersion} />
        {bot.enabled && <div className="contact-form__turnstile" ref={bot.container} />}
        <div className="contact-form__actions">
          <button type="submit" className="btn btn--primary contact-form__submit" aria-disabled={!complete || sending} aria-busy={sending}>
            {sending ? m.submitting : m.submit}
          </button>
          <p className="contact-form__promise">{m.promise}</p>
        </div>
      </form>
    </>
  );
}
