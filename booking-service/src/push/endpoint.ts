// Which push endpoints the service will ever POST to. Real push services (FCM, Mozilla, Apple,
// Windows) are https on public host names; anything else would let a member point the server's
// requests at itself or its network.
import dns from 'node:dns';
import https from 'node:https';
import net, { type LookupFunction } from 'node:net';

const LOCAL_NAME = /(^|\.)(localhost|local|internal|home\.arpa)$/i;

/**
 * True when `endpoint` is an https URL on a public-looking host name: not an IP literal (in any
 * spelling the URL parser normalises, e.g. 2130706433), not localhost or a local-only suffix, not
 * a single-label name, no credentials, port 443. Where the name resolves is checked when sending
 * (publicOnlyAgent), since a public-looking name may point anywhere. `allowLocal` (tests only, never in production) accepts any
 * http(s) URL, e.g. a stand-in push service on 127.0.0.1.
 */
export function isAllowedPushEndpoint(endpoint: string, allowLocal: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (allowLocal) return url.protocol === 'https:' || url.protocol === 'http:';
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  // Push services listen on 443 only; any other port would reach other services on a host.
  if (url.port !== '') return false;
  const host = url.hostname.replace(/\.$/, '');
  if (host.startsWith('[') || net.isIP(host) !== 0) return false;
  if (LOCAL_NAME.test(host) || !host.includes('.')) return false;
  return true;
}

// Addresses a push must never reach: this host, its networks, cloud metadata, and the special
// ranges around them. IPv6 forms that carry an IPv4 address (mapped, compatible, SIIT, NAT64,
// 6to4) are judged by that IPv4 address; Teredo and local-use NAT64 hide theirs, so are refused.
const NOT_PUBLIC = new net.BlockList();
for (const [net4, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC.addSubnet(net4, prefix, 'ipv4');
}
for (const [net6, prefix] of [
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(net6, prefix, 'ipv6');
}

/** The 16 bytes of an IPv6 address net.isIP accepted (`::` and a dotted IPv4 tail expanded). */
function ipv6Bytes(address: string): number[] {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const groups = (s: string | undefined) => (s ? s.split(':') : []);
  const left = groups(head);
  const right = groups(tail);
  const words = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return words.flatMap((w) => {
    const n = parseInt(w, 16);
    return [n >> 8, n & 255];
  });
}

/** The IPv4 address an IPv6 address carries in bytes [from, from + 4), dotted. */
const ipv4At = (bytes: number[], from: number): string => bytes.slice(from, from + 4).join('.');

const startsWith = (bytes: number[], prefix: number[]): boolean =>
  prefix.every((b, i) => bytes[i] === b);

/** True when `address` (an IP) is on the public internet: not private, loopback, link-local... */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return !NOT_PUBLIC.check(address, 'ipv4');
  if (family !== 6) return false;
  const bytes = ipv6Bytes(address);
  const zeros = (n: number) => Array<number>(n).fill(0);
  // ::a.b.c.d (compatible, also :: and ::1), ::ffff:a.b.c.d (mapped), ::ffff:0:a.b.c.d (SIIT):
  // never a push service, whatever the IPv4 address; refused with the ranges above.
  if (startsWith(bytes, zeros(12))) return false;
  if (startsWith(bytes, [...zeros(10), 0xff, 0xff]) || startsWith(bytes, [...zeros(8), 0xff, 0xff]))
    return false;
  // NAT64 (64:ff9b::/96) and 6to4 (2002::/16) reach the IPv4 address they carry.
  if (startsWith(bytes, [0, 0x64, 0xff, 0x9b, ...zeros(8)]))
    return isPublicAddress(ipv4At(bytes, 12));
  if (startsWith(bytes, [0x20, 0x02])) return isPublicAddress(ipv4At(bytes, 2));
  const canonical = Array.from({ length: 8 }, (_, i) =>
    ((bytes[2 * i]! << 8) | bytes[2 * i + 1]!).toString(16),
  ).join(':');
  return !NOT_PUBLIC.check(canonical, 'ipv6');
}

/**
 * A DNS lookup for push connections: the name is resolved once, every address it gives must be
 * public, and the connection goes to the address checked here (pinned: no second lookup that a
 * rebinding name could answer differently).
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { all: true, verbatim: true }, (err, addresses) => {
    if (err) return callback(err, '', 0);
    const bad = addresses.length === 0 || addresses.some((a) => !isPublicAddress(a.address));
    if (bad) {
      const refused = Object.assign(
        new Error(`push endpoint ${hostname} does not resolve to public addresses only`),
        { code: 'EPUSHADDRESS' },
      );
      return callback(refused, '', 0);
    }
    const first = addresses[0]!;
    if ((options as { all?: boolean }).all) {
      (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, [first]);
    } else {
      callback(null, first.address, first.family);
    }
  });
};

/** The https agent push messages are sent with in production (see publicOnlyLookup). */
export const publicOnlyAgent = (): https.Agent => new https.Agent({ lookup: publicOnlyLookup });
