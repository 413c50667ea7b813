/**
 * Generic signed webhook (CONTRACT "Lead notifications"): any CRM or automation tool verifies
 * X-Webhook-Signature = v1=<hex HMAC-SHA256(secret, timestamp + "." + raw body)>.
 */
import { hmacHex } from "../../lib/crypto.ts";
import type { Channel, Delivery } from "../channel.ts";
import { post } from "../http.ts";

export function webhookBody({ deliveryId, lead }: Delivery): string {
  return JSON.stringify({
    type: "lead.created",
    id: deliveryId,
    createdAt: lead.createdAt,
    lead: {
      id: lead.id,
      createdAt: lead.createdAt,
      customerName: lead.customerName,
      email: lead.email,
      ac: lead.ac,
      phone: lead.phone,
      productId: lead.productId,
      productName: lead.productName,
      guestbook: lead.guestbook,
      language: lead.language,
      page: lead.page,
      referrer: lead.referrer,
      utm: { source: lead.utmSource, medium: lead.utmMedium, campaign: lead.utmCampaign, term: lead.utmTerm, content: lead.utmContent },
      country: lead.country,
    },
  });
}

export const webhook: Channel = {
  name: "webhook",
  configured: (env) => Boolean(env.NOTIFY_WEBHOOK_URL && env.NOTIFY_WEBHOOK_SECRET),
  async send(delivery, env) {
    const body = webhookBody(delivery);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signature = await hmacHex(env.NOTIFY_WEBHOOK_SECRET!, `${timestamp}.${body}`);
    await post(env.NOTIFY_WEBHOOK_URL!, body, {
      "Content-Type": "application/json",
      "X-Webhook-Id": delivery.deliveryId,
      "X-Webhook-Timestamp": timestamp,
      "X-Webhook-Signature": `v1=${signature}`,
    });
  },
};
