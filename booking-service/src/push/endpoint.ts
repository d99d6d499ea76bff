// Which push endpoints the service will ever POST to. Real push services (FCM, Mozilla, Apple,
// Windows) are https on public host names; anything else would let a member point the server's
// requests at itself or its network.
import net from 'node:net';

const LOCAL_NAME = /(^|\.)(localhost|local|internal|home\.arpa)$/i;

/**
 * True when `endpoint` is an https URL on a public-looking host name: not an IP literal (in any
 * spelling the URL parser normalises, e.g. 2130706433), not localhost or a local-only suffix, not
 * a single-label name, no credentials. `allowLocal` (tests only, never in production) accepts any
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
  const host = url.hostname.replace(/\.$/, '');
  if (host.startsWith('[') || net.isIP(host) !== 0) return false;
  if (LOCAL_NAME.test(host) || !host.includes('.')) return false;
  return true;
}
