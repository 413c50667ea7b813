/**
 * Generic signed webhook (CONTRACT "Lead notifications"), signed twice: our own
 * X-Webhook-Signature = v1=<hex HMAC-SHA256(secret, timestamp + "." + raw body)>, which receivers
 * already check, and the Standard Webhooks headers (standardwebhooks.com), which HubSpot workflows,
 * Zapier code steps and the Standard Webhooks / Svix libraries verify without code of our own.
 */
import { hmacHex, hmacSha256, toBase64 } from "../../lib/crypto.ts";
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
      company: lead.company,
      email: lead.email,
      ac: lead.ac,
      phone: lead.phone,
      productId: lead.productId,
      productName: lead.productName,
      guestbook: lead.guestbook,
      language: lead.language,
      page: lead.page,
      landingPage: lead.landingPage,
      referrer: lead.referrer,
      utm: { source: lead.utmSource, medium: lead.utmMedium, campaign: lead.utmCampaign, term: lead.utmTerm, content: lead.utmContent },
      country: lead.country,
      /** A returning lead: its most recent earlier leads of the last 90 days (3 by e-mail, 3 by phone, at most 6); else null. */
      returning: lead.earlierLeadIds.length > 0 ? { earlierLeadIds: lead.earlierLeadIds } : null,
    },
  });
}

/**
 * The Standard Webhooks key: a `whsec_<base64>` secret (as Svix issues them) is those decoded bytes;
 * any other secret is its UTF-8 bytes (the receiver's verifier then takes the base64 of them).
 */
export function standardKey(secret: string): Uint8Array {
  const encoded = /^whsec_([A-Za-z0-9+/]+={0,2})$/.exec(secret)?.[1];
  return encoded ? Uint8Array.from(atob(encoded), (ch) => ch.charCodeAt(0)) : new TextEncoder().encode(secret);
}

export const webhook: Channel = {
  name: "webhook",
  configured: (env) => Boolean(env.NOTIFY_WEBHOOK_URL && env.NOTIFY_WEBHOOK_SECRET),
  async send(delivery, env) {
    const body = webhookBody(delivery);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const secret = env.NOTIFY_WEBHOOK_SECRET!;
    const signature = await hmacHex(secret, `${timestamp}.${body}`);
    const standard = toBase64(await hmacSha256(standardKey(secret), `${delivery.deliveryId}.${timestamp}.${body}`));
    await post(env.NOTIFY_WEBHOOK_URL!, body, {
      "Content-Type": "application/json",
      "X-Webhook-Id": delivery.deliveryId,
      "X-Webhook-Timestamp": timestamp,
      "X-Webhook-Signature": `v1=${signature}`,
      "webhook-id": delivery.deliveryId,
      "webhook-timestamp": timestamp,
      "webhook-signature": `v1,${standard}`,
    });
  },
};
