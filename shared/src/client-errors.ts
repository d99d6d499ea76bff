// What a request's own fault says, for the errors the HTTP stack raises before a route runs: the
// body parsers (Express's body-parser in the booking service, koa-body's co-body and raw-body in
// the CMS), the router (an address that is not valid %-encoding) and sendFile (a bad range).
// One rule for both services, so neither answers a parser's English text.
import { CODES, type MessageCode } from './codes.js';
import type { MessageKey } from './messages.js';

export interface HttpClientError {
  status: number;
  /** raw-body's reason (`entity.too.large`, `request.aborted`, …), when it set one. */
  type?: unknown;
  headers?: Record<string, unknown>;
}

export function isHttpClientError(err: unknown): err is HttpClientError {
  const status = (err as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** The message of a client error by its status, when its type says nothing more. */
const CLIENT_ERROR_MESSAGE: Partial<Record<number, MessageKey>> = {
  400: 'badRequest',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'notFound',
  405: 'methodNotAllowed',
  413: 'requestTooLarge',
  415: 'contentTypeUnsupported',
  416: 'rangeNotSatisfiable',
};

/** The code that says what was wrong with the request, chosen by the error's type, then status. */
export function clientErrorCode(err: HttpClientError, jsonBody: boolean): MessageCode {
  if (err instanceof URIError) return CODES.addressInvalid;
  // body-parser marks a body that does not parse; co-body throws the parser's SyntaxError.
  if (err.type === 'entity.parse.failed' || err instanceof SyntaxError) {
    return jsonBody ? CODES.jsonInvalid : CODES.bodyUnreadable;
  }
  switch (err.type) {
    case 'charset.unsupported':
      return CODES.charsetUnsupported;
    case 'encoding.unsupported':
      return CODES.encodingUnsupported;
    case 'request.aborted':
      return CODES.requestAborted;
    case 'request.size.invalid':
      return CODES.bodyLengthMismatch;
  }
  return CODES[CLIENT_ERROR_MESSAGE[err.status] ?? 'requestNotProcessed'];
}
