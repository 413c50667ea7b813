/**
 * The key a client is counted under by the rate limits and the view counter: its IPv4 address, or
 * the /64 prefix of its IPv6 address (one household or server holds a whole /64, so counting single
 * IPv6 addresses would give each client 2^64 budgets). IPv4-mapped IPv6 counts as the IPv4 address.
 */
import ipaddr from "ipaddr.js";

/** Class E, where Cloudflare's pseudo IPv4 addresses come from. */
const PSEUDO_IPV4 = ipaddr.parseCIDR("240.0.0.0/4");

/**
 * The client's address from Cloudflare's headers. With pseudo IPv4 ("Overwrite Headers"),
 * CF-Connecting-IP holds a Class E address hashed from the whole IPv6 address (so one /64 would
 * show as up to 2^64 clients) and CF-Connecting-IPv6 the real one, which is then used. Beside any
 * other CF-Connecting-IP the IPv6 header is ignored: Cloudflare documents it only for that mode,
 * and a client could otherwise pick its own key by sending it.
 */
export function connectingIp(ip: string | undefined, ipv6: string | undefined): string | undefined {
  if (!ip || !ipv6 || !ipaddr.IPv4.isValidFourPartDecimal(ip) || !ipaddr.IPv6.isValid(ipv6)) return ip;
  return ipaddr.IPv4.parse(ip).match(PSEUDO_IPV4) ? ipv6 : ip;
}

export function clientKeyOf(ip: string | undefined): string {
  if (!ip || !ipaddr.isValid(ip)) return "unknown";
  const parsed = ipaddr.parse(ip);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  return `${v6.parts
    .slice(0, 4)
    .map((p) => p.toString(16))
    .join(":")}::/64`;
}

/**
 * The network a client is in, for the wider per-network lead limit: the /24 of an IPv4 address (a
 * mapped one too), the /48 of an IPv6 address (one site's allocation), "unknown" without an address.
 * Rotating addresses inside one network (or /64s inside one /48) stays one network.
 */
export function networkKeyOf(ip: string | undefined): string {
  if (!ip || !ipaddr.isValid(ip)) return "unknown";
  let parsed = ipaddr.parse(ip);
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  if (parsed.kind() === "ipv4") return `${(parsed as ipaddr.IPv4).octets.slice(0, 3).join(".")}.0/24`;
  return `${(parsed as ipaddr.IPv6).parts
    .slice(0, 3)
    .map((p) => p.toString(16))
    .join(":")}::/48`;
}
