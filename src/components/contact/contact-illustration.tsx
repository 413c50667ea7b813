/**
 * Line art beside the form: contour lines, a road alignment with chainage ticks and a cloverleaf ramp
 * (public/img/contact/contact-art.svg, the design tokens' colours written out). A file, not inline
 * markup: inline it was about 0.45 KB of every contact page's compressed HTML, which on the home page
 * is what decides whether the page arrives in the first round trip; and contact.css hides it under
 * 1024 px, where a lazy picture is never fetched.
 */
export function ContactIllustration({ className }: { className?: string }) {
  return <img className={className} src="/img/contact/contact-art.svg" alt="" width={480} height={200} loading="lazy" decoding="async" />;
}
