// Lead notifications end to end: a lead sent through the contact form reaches a local webhook
// receiver signed and exactly once per delivery id, also when the receiver fails the first attempts.
// The server under test retries after 1, 2, 4 ... s (global setup: NOTIFY_RETRY_BASE_SECONDS=1).
import { afterAll, beforeAll, describe, expect } from "vitest";
import { leadsWithEmail, uniqueEmail } from "./support/admin.ts";
import { contactForm, fillContact, isLeadPost, sentPanel } from "./support/contact.ts";
import { visit } from "./support/site.ts";
import { startReceiver, type Receiver } from "./support/webhook-receiver.ts";
import { it, type Open } from "./support/fixture.ts";
import { thisServer } from "./support/server.ts";

const PAGE = "/intelligent"; // a page with the contact block
/** Contract: a working receiver gets the lead within 10 s of its 200 answer. */
const ARRIVAL_MS = 10_000;

let receiver: Receiver;
beforeAll(async () => {
  const { port, secret } = thisServer().webhook;
  // Names with "flaky" are answered 500 on their first two attempts.
  receiver = await startReceiver(port, secret, (a) => (a.event.lead.customerName.includes("flaky") ? 2 : 0));
});
afterAll(async () => {
  await receiver?.close();
});

/** Submits the contact form in Chromium; returns the stored lead's id and when the 200 arrived. */
async function submitLead(open: Open, name: string, email: string): Promise<{ id: number; answeredAt: number }> {
  const s = await open({ lang: "en" });
  await visit(s, PAGE);
  const f = contactForm(s.page, "en");
  await f.form.scrollIntoViewIfNeeded();
  await fillContact(f, { name, email, phone: "81234567", guestbook: "Notify sales" });
  const answer = s.page.waitForResponse((r) => isLeadPost(r.request()));
  await f.submit.click();
  const res = await answer;
  expect(res.status()).toBe(200);
  const answeredAt = Date.now();
  const id = ((await res.json()) as { data: { id: number } }).data.id;
  await sentPanel(s.page, "en").waitFor();
  s.assertNoErrors();
  return { id, answeredAt };
}

const attemptsFor = (leadId: number) => receiver.attempts.filter((a) => a.event.lead.id === leadId);

describe("lead webhook", () => {
  it("arrives signed, once, within 10 s of the answer, and the admin list shows it sent", async ({ open }) => {
    const email = uniqueEmail("notify");
    const { id, answeredAt } = await submitLead(open, "Notify Tester", email);
    await expect.poll(() => attemptsFor(id).length, { timeout: ARRIVAL_MS }).toBe(1);
    const [hit] = attemptsFor(id);
    expect(hit!.at - answeredAt).toBeLessThan(ARRIVAL_MS);
    expect(hit).toMatchObject({ verified: true, status: 200 });
    expect(hit!.event).toMatchObject({ type: "lead.created", id: hit!.id, lead: { id, email, customerName: "Notify Tester", phone: "81234567" } });
    await expect
      .poll(async () => (await leadsWithEmail(email))[0]?.deliveries)
      .toEqual([{ channel: "webhook", status: "sent", attempts: 1, sentAt: expect.any(String) }]);
    await new Promise((r) => setTimeout(r, 3000)); // nothing more comes afterwards
    expect(attemptsFor(id)).toHaveLength(1);
  });

  it("still arrives when the receiver fails the first two attempts, with one delivery id, accepted once", async ({ open }) => {
    const email = uniqueEmail("notify-flaky");
    const { id } = await submitLead(open, "flaky Receiver", email);
    await expect.poll(() => attemptsFor(id).filter((a) => a.status === 200).length, { timeout: 30_000 }).toBe(1);
    const attempts = attemptsFor(id);
    expect(attempts.map((a) => a.status)).toEqual([500, 500, 200]);
    expect(new Set(attempts.map((a) => a.id)).size).toBe(1);
    expect(attempts.every((a) => a.verified)).toBe(true);
    await expect
      .poll(async () => (await leadsWithEmail(email))[0]?.deliveries)
      .toEqual([{ channel: "webhook", status: "sent", attempts: 3, sentAt: expect.any(String) }]);
    await new Promise((r) => setTimeout(r, 3000));
    expect(receiver.accepted().filter((a) => a.event.lead.id === id)).toHaveLength(1);
  });
});
