/**
 * Answers the server already rendered into the page (docs/decisions/0028): the Worker renders a
 * data page once to learn which reads it asks for (`want`), answers them, renders again with them,
 * and sends them along in a JSON script, from which the browser's first render starts.
 */
import { createContext, useContext, type ReactNode } from "react";
import { API_SEED_ID } from "../../common/api-seed-script";

export interface ApiSeed {
  /** The answer for `key`, when the server sent one and no mount has used it yet. */
  has(key: string): boolean;
  get(key: string): unknown;
  /** A mount used the answer: later mounts (navigation back, a language round trip) load afresh. */
  used(key: string): void;
  /** A render asked for `key` and had no answer (the server's first pass collects these). */
  want(key: string): void;
}

/** Seed over a plain record of answers; `wanted` (server) collects the keys asked for without one. */
export function apiSeed(answers: Record<string, unknown> = {}, wanted?: Set<string>): ApiSeed {
  const left = new Map(Object.entries(answers));
  return {
    has: (key) => left.has(key),
    get: (key) => left.get(key),
    used: (key) => void left.delete(key),
    want: (key) => void wanted?.add(key),
  };
}

/** The answers in the page's seed script (none when it is missing or unreadable). */
export function readApiSeed(doc: Document): ApiSeed {
  const text = doc.getElementById(API_SEED_ID)?.textContent;
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    return apiSeed(parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {});
  } catch {
    return apiSeed();
  }
}

const ApiSeedContext = createContext<ApiSeed>(apiSeed());

export function ApiSeedProvider({ seed, children }: { seed: ApiSeed; children: ReactNode }) {
  return <ApiSeedContext value={seed}>{children}</ApiSeedContext>;
}

export const useApiSeed = () => useContext(ApiSeedContext);
