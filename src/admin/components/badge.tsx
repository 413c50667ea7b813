/** A small status label with a tone: content status, lead status, delivery status. */
export type Tone = "neutral" | "good" | "warn" | "bad" | "info";

export function Badge({ tone, children }: { tone: Tone; children: string }) {
  return <span className={`badge badge--${tone}`}>{children}</span>;
}

export const CONTENT_TONE: Record<string, Tone> = { draft: "warn", published: "good" };
export const LEAD_TONE: Record<string, Tone> = { new: "info", contacted: "neutral", qualified: "warn", won: "good", lost: "bad" };
export const DELIVERY_TONE: Record<string, Tone> = { pending: "neutral", sent: "good", failed: "warn", dead: "bad" };
