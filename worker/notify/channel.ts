/** The interface every notification channel implements (one module each in ./channels/). */
import type { LeadRecord } from "../db/consultations.ts";
import type { Notice } from "./message.ts";
import type { NotifyEnv } from "./settings.ts";

export interface Delivery {
  /** Stable id of this (lead, channel) delivery: the webhook's X-Webhook-Id on every attempt. */
  deliveryId: string;
  lead: LeadRecord;
  /** Link to the lead in the admin. */
  adminUrl: string;
}

export interface Channel {
  /** Stored in lead_deliveries.channel; never rename a shipped one. */
  readonly name: string;
  /** On when its settings are present. */
  configured(env: NotifyEnv): boolean;
  /** Resolves when the receiver accepted the message; throws DeliveryError (or any error) otherwise. */
  send(delivery: Delivery, env: NotifyEnv): Promise<void>;
  /**
   * The channels people read (chat robots, email) also take notices: unanswered-lead reminders and the
   * weekly report. Same outcome rules as `send`. The webhook has none: it carries lead events for machines.
   */
  sendNotice?(notice: Notice, env: NotifyEnv): Promise<void>;
}

/** A failure whose message is safe to store and log: no URL, key, phone or email in it. */
export class DeliveryError extends Error {}
