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
// ranges around them (IPv4-mapped and NAT64 forms of IPv4 are checked as IPv4).
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
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
  ['100::', 64],
] as const) {
  NOT_PUBLIC.addSubnet(net6, prefix, 'ipv6');
}

/** True when `address` (an IP) is on the public internet: not private, loopback, link-local... */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return !NOT_PUBLIC.check(address, 'ipv4');
  if (family !== 6) return false;
  const lower = address.toLowerCase();
  const embedded = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (embedded) return isPublicAddress(embedded[1]!);
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex) {
    const n = (parseInt(hex[1]!, 16) << 16) | parseInt(hex[2]!, 16);
    return isPublicAddress([n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.'));
  }
  return !NOT_PUBLIC.check(address, 'ipv6');
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
