// Issue 40: every answer an API test sees is held to its endpoint's contract (ENDPOINT_SCHEMAS):
// a success to the answer schema, a refusal to the error body with a known code. One check for
// the booking service's tests and the CMS's (their request helpers call it on each answer);
// exported for Node only (index.ts), so the SPA never bundles it.
import { MESSAGE_CODES } from './codes.js';
import { ENDPOINT_SCHEMAS, fileAnswer, noContent, redirectAnswer } from './endpoint-schemas.js';
import { endpointFor } from './endpoints.js';

/** One answer as a test received it. */
export interface SeenAnswer {
  method: string;
  /** The path without its query. */
  path: string;
  status: number;
  /** The parsed JSON body (undefined or {} when there was none). */
  body: unknown;
  /** The raw body text, when the client kept it (a 204 must have none). */
  text?: string;
}

/** What is wrong with an answer by its endpoint's contract, or null when it fits. */
export function contractMisfit({ method, path, status, body, text }: SeenAnswer): string | null {
  const name = endpointFor(method, path);
  // Paths outside the table (a wrong address a test sends on purpose) have no contract.
  if (!name) return null;
  const contract = ENDPOINT_SCHEMAS[name];
  if (!contract) return `${name} has no contract`;
  const where = `${method} ${path} (${name}) answered ${status}`;
  if (status >= 400) {
    const error = body as { code?: unknown; message?: unknown } | undefined;
    if (typeof error?.message !== 'string') return `${where} without an error message`;
    if (!MESSAGE_CODES.includes(error.code as never)) {
      return `${where} with the unknown code ${String(error.code)}`;
    }
    return null;
  }
  if (status >= 300 || contract.answer === fileAnswer || contract.answer === redirectAnswer) {
    return null;
  }
  if (contract.answer === noContent) {
    return status === 204 && !text ? null : `${where}; its contract says 204 without a body`;
  }
  const parsed = contract.answer.safeParse(body);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  return `${where} off its contract at ${issue.path.join('.') || '(root)'}: ${issue.message}`;
}

/**
 * contractMisfit of one exchange as an HTTP test client holds it (Supertest's request and
 * response): the path is the request URL's; a check that throws is itself a misfit.
 */
export function exchangeMisfit(
  sent: { method: string; url: string },
  res: { status: number; body?: unknown; text?: string },
): string | null {
  try {
    return contractMisfit({
      method: sent.method,
      path: new URL(sent.url, 'http://localhost').pathname,
      status: res.status,
      body: res.body,
      text: res.text,
    });
  } catch (error) {
    return `the contract check failed: ${String(error)}`;
  }
}
