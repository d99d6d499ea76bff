// What a request's own fault says, for the errors the HTTP stack raises before a route runs: the
// body parsers (Express's body-parser in the booking service, koa-body's co-body and raw-body in
// the CMS), the router (an address that is not valid %-encoding) and sendFile (a bad range).
// One rule for both services, so neither answers a parser's English text.
import { MESSAGES, type MessageKey } from './messages.js';

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

/** A message that says what was wrong with the request, chosen by the error's type, then status. */
export function clientErrorMessage(err: HttpClientError, jsonBody: boolean): string {
  if (err instanceof URIError) return MESSAGES.addressInvalid;
  // body-parser marks a body that does not parse; co-body throws the parser's SyntaxError.
  if (err.type === 'entity.parse.failed' || err instanceof SyntaxError) {
    return jsonBody ? MESSAGES.jsonInvalid : MESSAGES.bodyUnreadable;
  }
  switch (err.type) {
    case 'charset.unsupported':
      return MESSAGES.charsetUnsupported;
    case 'encoding.unsupported':
      return MESSAGES.encodingUnsupported;
    case 'request.aborted':
      return MESSAGES.requestAborted;
    case 'request.size.invalid':
      return MESSAGES.bodyLengthMismatch;
  }
  return MESSAGES[CLIENT_ERROR_MESSAGE[err.status] ?? 'requestNotProcessed'];
}
