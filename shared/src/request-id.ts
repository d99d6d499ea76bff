// The request id that lets one request be followed across processes: the gateway accepts or makes
// it, sends it on to Strapi and the booking service in X-Request-Id, and each of them writes it in
// its log lines and echoes it in the answer.

export const REQUEST_ID_HEADER = 'x-request-id';

// Letters, digits and a few separators, at most 128: a UUID, a ULID or a proxy's id fits;
// nothing that could forge a log line or fill the logs does.
const WELL_FORMED = /^[A-Za-z0-9._:-]{1,128}$/;

/** The caller's id when it is well-formed (one header value, the expected shape), else a new one. */
export function requestIdFrom(value: string | string[] | undefined): string {
  return typeof value === 'string' && WELL_FORMED.test(value)
    ? value
    : globalThis.crypto.randomUUID();
}
