// Reads what the server stored, through the admin API (never by poking D1 directly).
import { inject } from "vitest";
import { baseUrl } from "./session.ts";

export interface StoredLead {
  id: number;
  customerName: string;
  email: string;
  ac: string;
  phone: string;
  productId: string | number;
  guestbook: string | null;
  language: string | null;
  page: string | null;
  consentAt: string | null;
  privacyVersion: string | null;
  deliveries: { channel: string; status: string; attempts: number; lastError?: string; sentAt?: string }[];
}

/** Leads stored with exactly this email (GET /api/admin/consultations, filtered here). */
export async function leadsWithEmail(email: string): Promise<StoredLead[]> {
  const url = new URL("/api/admin/consultations", baseUrl());
  url.searchParams.set("q", email);
  url.searchParams.set("pageSize", "500");
  const res = await fetch(url, {
    headers: { Authorization: `Bearer ${inject("adminToken")}` },
  });
  if (!res.ok) throw new Error(`admin consultations answered ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { data: { list: StoredLead[] } };
  return body.data.list.filter((lead) => lead.email === email);
}

/** A unique address per test, so a test only ever sees its own leads. */
export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;
}
