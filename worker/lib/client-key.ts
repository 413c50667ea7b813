/**
 * The key a client is counted under by the rate limits and the view counter: its IPv4 address, or
 * the /64 prefix of its IPv6 address (one household or server holds a whole /64, so counting single
 * IPv6 addresses would give each client 2^64 budgets). IPv4-mapped IPv6 counts as the IPv4 address.
 */
import ipaddr from "ipaddr.js";

export function clientKeyOf(ip: string | undefined): string {
  if (!ip || !ipaddr.isValid(ip)) return "unknown";
  const parsed = ipaddr.parse(ip);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  return `${v6.parts.slice(0, 4).map((p) => p.toString(16)).join(":")}::/64`;
}
