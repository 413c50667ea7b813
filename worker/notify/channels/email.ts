/**
 * Email through the `send_email` binding (Cloudflare Email Routing). The binding builds the MIME
 * message itself from { from, to, subject, text, html }, so no MIME library is bundled.
 */
import { escapeHtml } from "../../../common/escape-html.ts";
import type { Channel } from "../channel.ts";
import { DeliveryError } from "../channel.ts";
import { trimError } from "../http.ts";
import { leadNotice, type Notice, plainText } from "../message.ts";
import type { NotifyEnv } from "../settings.ts";

export function emailHtml({ sections, adminUrl }: Notice): string {
  return sections
    .map((s) => {
      const rows = s.fields.map((f) => `<tr><th align="left">${escapeHtml(f.label)}</th><td>${escapeHtml(f.value).replace(/\n/g, "<br>")}</td></tr>`);
      return `<h2>${escapeHtml(s.title)}</h2><table>${rows.join("")}</table><p><a href="${escapeHtml(adminUrl)}">${escapeHtml(s.adminLabel)}</a></p>`;
    })
    .join("<hr>");
}

/** Every address of NOTIFY_EMAIL_TO gets every notice already, so `everyone` changes nothing here. */
async function sendNotice(notice: Notice, env: NotifyEnv): Promise<void> {
  try {
    await env.NOTIFY_EMAIL.send({
      from: env.NOTIFY_EMAIL_FROM!,
      to: env
        .NOTIFY_EMAIL_TO!.split(",")
        .map((a) => a.trim())
        .filter(Boolean),
      subject: notice.headline,
      text: plainText(notice),
      html: emailHtml(notice),
    });
  } catch (err) {
    // The binding's errors name the rejected address (sales' own); keep the kind and a trimmed reason.
    throw new DeliveryError(`send_email: ${trimError(String(err instanceof Error ? err.message : err)).replace(/\S+@\S+/g, "<address>")}`);
  }
}

export const email: Channel = {
  name: "email",
  configured: (env) => Boolean(env.NOTIFY_EMAIL && env.NOTIFY_EMAIL_FROM && env.NOTIFY_EMAIL_TO),
  send: ({ lead, adminUrl }, env) => sendNotice(leadNotice(lead, adminUrl), env),
  sendNotice,
};
