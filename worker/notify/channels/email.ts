/**
 * Email through the `send_email` binding (Cloudflare Email Routing). The binding builds the MIME
 * message itself from { from, to, subject, text, html }, so no MIME library is bundled.
 */
import { escapeHtml } from "../../../common/escape-html.ts";
import type { Channel } from "../channel.ts";
import { DeliveryError } from "../channel.ts";
import { trimError } from "../http.ts";
import { headline, plainText, sections } from "../message.ts";

export function emailHtml(lead: Parameters<typeof sections>[0], adminUrl: string): string {
  return sections(lead)
    .map((s) => {
      const rows = s.fields.map((f) => `<tr><th align="left">${escapeHtml(f.label)}</th><td>${escapeHtml(f.value).replace(/\n/g, "<br>")}</td></tr>`);
      return `<h2>${escapeHtml(s.title)}</h2><table>${rows.join("")}</table><p><a href="${escapeHtml(adminUrl)}">${escapeHtml(s.adminLabel)}</a></p>`;
    })
    .join("<hr>");
}

export const email: Channel = {
  name: "email",
  configured: (env) => Boolean(env.NOTIFY_EMAIL && env.NOTIFY_EMAIL_FROM && env.NOTIFY_EMAIL_TO),
  async send({ lead, adminUrl }, env) {
    try {
      await env.NOTIFY_EMAIL.send({
        from: env.NOTIFY_EMAIL_FROM!,
        to: env.NOTIFY_EMAIL_TO!.split(",").map((a) => a.trim()).filter(Boolean),
        subject: headline(lead),
        text: plainText(lead, adminUrl),
        html: emailHtml(lead, adminUrl),
      });
    } catch (err) {
      // The binding's errors name the rejected address (sales' own); keep the kind and a trimmed reason.
      throw new DeliveryError(`send_email: ${trimError(String(err instanceof Error ? err.message : err)).replace(/\S+@\S+/g, "<address>")}`);
    }
  },
};
