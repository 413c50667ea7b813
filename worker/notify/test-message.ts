/**
 * Ops' channel check (POST /api/admin/notifications/test): sends a clearly marked sample lead to each
 * configured channel, or one, right away, and reports each outcome. Nothing is stored or queued.
 */
import type { LeadRecord } from "../db/consultations.ts";
import { DeliveryError } from "./channel.ts";
import { configuredChannels } from "./channels/index.ts";
import { trimError } from "./http.ts";
import { redactSecrets } from "./redact.ts";
import type { NotifyEnv } from "./settings.ts";
import type { NotifyTestOutcome } from "../schemas/admin-api.ts";
import { adminLeadUrl } from "./deliver.ts";

export type TestOutcome = NotifyTestOutcome;

function sampleLead(): LeadRecord {
  return {
    id: 0,
    createdAt: new Date().toISOString(),
    customerName: "测试 Test",
    email: "test@example.com",
    ac: "+86",
    phone: "000 0000 0000",
    productId: null,
    productName: "通知测试 Notification test",
    guestbook: "这是一条测试消息。This is a test message.",
    company: null,
    landingPage: null,
    formShape: "current",
    assignee: null,
    noteCount: 0,
    earlierLeadIds: [],
    language: "zh",
    page: "/admin",
    referrer: null,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    utmTerm: null,
    utmContent: null,
    country: null,
    userAgent: null,
    status: "new",
    unverified: false,
    consentAt: null,
    privacyVersion: null,
  };
}

export async function sendTestMessages(env: NotifyEnv, only?: string): Promise<TestOutcome[]> {
  const lead = sampleLead();
  const channels = configuredChannels(env).filter((c) => !only || c.name === only);
  return Promise.all(
    channels.map(async (channel): Promise<TestOutcome> => {
      try {
        await channel.send({ deliveryId: `test-${crypto.randomUUID()}`, lead, adminUrl: adminLeadUrl(env, 0) }, env);
        return { channel: channel.name, ok: true };
      } catch (err) {
        const text = err instanceof DeliveryError ? err.message : `unexpected ${err instanceof Error ? err.name : "error"}`;
        return { channel: channel.name, ok: false, error: trimError(redactSecrets(text, env)) };
      }
    }),
  );
}
