/**
 * The privacy policy is Markdown in the site settings (issue 26). It names the brand and the contact
 * address through placeholders, so a changed email in the settings is the policy's at once: the
 * public read and the admin's preview fill them in the sanitised HTML, escaped, never as markup.
 */
import { escapeHtml } from "./escape-html.ts";

/** The policy's sanitised HTML with {{brandName}} and {{email}} (a mailto link) filled in. */
export function fillPolicy(html: string, site: { brandName: string; email: string }): string {
  const email = escapeHtml(site.email);
  return html.replaceAll("{{brandName}}", escapeHtml(site.brandName)).replaceAll("{{email}}", `<a href="mailto:${email}">${email}</a>`);
}
