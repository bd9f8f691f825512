import ipaddr from 'ipaddr.js';

/**
 * Which addresses an outgoing request made on a user's behalf (a webhook step) may reach.
 * Reference: ../shared/reference/workflows.md §4.1 (OWASP SSRF "any external host" case).
 *
 * Two layers, so neither a gap in ipaddr.js's range table nor a typo here opens a hole:
 * - the explicit CIDRs of the reference (private, loopback, link-local/cloud metadata, CGNAT,
 *   benchmarking, multicast, reserved…);
 * - anything ipaddr.js does not class as plain `unicast` (6to4, Teredo, NAT64 and the other
 *   transition ranges can carry an IPv4 address of the inside network).
 * IPv4-mapped IPv6 (::ffff:a.b.c.d) is judged by its embedded IPv4 address.
 */

const BLOCKED_V4 = [
  '0.0.0.0/8', '10.0.0.0/8', '100.64.0.0/10', '127.0.0.0/8', '169.254.0.0/16', '172.16.0.0/12',
  '192.0.0.0/24', '192.168.0.0/16', '198.18.0.0/15', '224.0.0.0/4', '240.0.0.0/4', '255.255.255.255/32',
].map((c) => ipaddr.IPv4.parseCIDR(c));

const BLOCKED_V6 = [
  '::/128', '::1/128', 'fc00::/7', 'fe80::/10', 'fec0::/10', '2001:db8::/32',
  // IPv4-compatible addresses (::a.b.c.d, deprecated): ipaddr.js calls them unicast.
  '::/96',
].map((c) => ipaddr.IPv6.parseCIDR(c));

/** Parses an IP literal in any form ipaddr.js knows (dotted, decimal, octal, hex, IPv6); null for a name. */
export function parseIp(value: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const bare = value.startsWith('[') && value.endsWith(']') ? value.slice(1, -1) : value;
  // isValid also accepts 2130706433, 0x7f000001 and 0177.0.0.1, the forms naive regexes miss.
  return ipaddr.isValid(bare) ? ipaddr.parse(bare) : null;
}

function isBlockedV4(ip: ipaddr.IPv4): boolean {
  return ip.range() !== 'unicast' || BLOCKED_V4.some((cidr) => ip.match(cidr));
}

/** Whether a request must not reach this address (a name, or anything unparsable, is blocked too). */
export function isBlockedAddress(address: string): boolean {
  const ip = parseIp(address);
  if (!ip) return true;
  if (ip.kind() === 'ipv4') return isBlockedV4(ip as ipaddr.IPv4);
  const v6 = ip as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return isBlockedV4(v6.toIPv4Address());
  return v6.range() !== 'unicast' || BLOCKED_V6.some((cidr) => v6.match(cidr));
}

/** This machine (127/8, ::1, or either IPv4-mapped): who may read the sandbox pages. */
export function isLoopbackAddress(address: string): boolean {
  const ip = parseIp(address);
  if (!ip) return false;
  const v4 = ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress() ? (ip as ipaddr.IPv6).toIPv4Address() : ip;
  return v4.range() === 'loopback';
}

/**
 * Decides whether an address may be connected to. The default is the blocklist above; tests
 * of a positive delivery to a local server allow that one address explicitly
 * (`allowAlso(['127.0.0.1'])`), never by switching the check off.
 */
export type AddressPolicy = (address: string) => boolean;

export const publicAddressesOnly: AddressPolicy = (address) => !isBlockedAddress(address);

/** The default policy plus these exact addresses. */
export const allowAlso = (addresses: string[]): AddressPolicy => {
  const allowed = new Set(addresses.map((a) => parseIp(a)?.toNormalizedString() ?? a));
  return (address) => allowed.has(parseIp(address)?.toNormalizedString() ?? address) || publicAddressesOnly(address);
};
