/**
 * Removes channel secrets from an error text before it is stored or logged: a robot's error message
 * may echo its own key. Covers each NOTIFY_* value and, for URLs, their query values and long path parts.
 */
import type { NotifyEnv, NotifySecrets } from "./settings.ts";

const MIN_SECRET_CHARS = 6;

function secretParts(value: string): string[] {
  const parts = [value];
  try {
    const url = new URL(value);
    parts.push(...url.searchParams.values(), ...url.pathname.split("/").filter((p) => p.length >= 8));
  } catch {
    // Not a URL: the value alone.
  }
  return parts.filter((p) => p.length >= MIN_SECRET_CHARS);
}

export function redactSecrets(text: string, env: NotifyEnv): string {
  const values = Object.entries(env)
    .filter(([k, v]) => k.startsWith("NOTIFY_") && typeof v === "string")
    .flatMap(([, v]) => secretParts(v as NotifySecrets[keyof NotifySecrets] & string))
    .sort((a, b) => b.length - a.length); // longest first, so a whole URL goes before its parts
  return values.reduce((out, v) => out.split(v).join("<redacted>"), text);
}
