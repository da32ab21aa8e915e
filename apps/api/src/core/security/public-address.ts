import ipaddr from 'ipaddr.js';

// Cloud metadata endpoints (AWS, GCP, Azure, and AWS's IPv6 one). Both already fall in ranges
// ipaddr.js classifies as non-public (link-local, unique-local); they are named here as well so
// that no future change to the range rules can let them through.
const METADATA_ADDRESSES = ['169.254.169.254', 'fd00:ec2::254'].map((address) =>
  ipaddr.parse(address).toNormalizedString(),
);

// ::/96 holds the IPv4-compatible addresses RFC 4291 deprecated; ipaddr.js calls them `unicast`,
// yet ::7f00:1 spells 127.0.0.1. Nothing public lives there, so the range is refused.
const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');

/**
 * Whether an address is one the server may connect to on a user's behalf: public unicast only.
 * Everything ipaddr.js puts in another range is refused (loopback, private, link-local, CGNAT,
 * multicast, broadcast, reserved, unspecified, unique-local, 6to4, Teredo, NAT64, ...), and an
 * IPv4-mapped IPv6 address is judged as the IPv4 address it carries. Text that is not an address
 * is refused.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed instanceof ipaddr.IPv6) {
    if (parsed.isIPv4MappedAddress()) parsed = parsed.toIPv4Address();
    else if (parsed.match(IPV4_COMPATIBLE)) return false;
  }
  if (METADATA_ADDRESSES.includes(parsed.toNormalizedString())) return false;
  return parsed.range() === 'unicast';
}
