import { BlockList, isIP } from 'node:net';
import geoip from 'geoip-country';

export type RegionRule = { kind: 'country' | 'cidr'; value: string; action: 'block' | 'allow' };

/** Country of an IP from the GeoLite2 data that ships inside the geoip-country package. */
export function countryOf(ip: string): string | null {
  return geoip.lookup(normalise(ip))?.country ?? null;
}

/** IPv4-mapped IPv6 (::ffff:1.2.3.4) is how Node reports IPv4 peers on dual-stack sockets. */
function normalise(ip: string) {
  return ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
}

function listOf(rules: RegionRule[], action: RegionRule['action']) {
  const list = new BlockList();
  for (const r of rules) {
    if (r.kind !== 'cidr' || r.action !== action) continue;
    const [addr = '', bits] = r.value.split('/');
    const family = isIP(addr) === 6 ? 'ipv6' : 'ipv4';
    if (!isIP(addr)) continue;
    if (bits === undefined) list.addAddress(addr, family);
    else list.addSubnet(addr, Number(bits), family);
  }
  return list;
}

/** True when the rules block this visitor: an allow CIDR wins over any block. */
export function isRestricted(ip: string, country: string | null, rules: RegionRule[]): boolean {
  const addr = normalise(ip);
  const family = isIP(addr) === 6 ? 'ipv6' : 'ipv4';
  if (!isIP(addr)) return false;
  if (listOf(rules, 'allow').check(addr, family)) return false;
  if (listOf(rules, 'block').check(addr, family)) return true;
  return rules.some(
    (r) => r.kind === 'country' && r.action === 'block' && country !== null && r.value.toUpperCase() === country,
  );
}
