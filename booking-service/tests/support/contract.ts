// Issue 40: every answer a test sees is held to its endpoint's contract (shared's
// ENDPOINT_SCHEMAS): a success to the answer schema, a refusal to the error body with a known code.
import {
  ENDPOINT_SCHEMAS,
  MESSAGE_CODES,
  endpointFor,
  fileAnswer,
  noContent,
  redirectAnswer,
} from '@mystic/shared';

interface Seen {
  method: string;
  path: string;
  status: number;
  body: unknown;
  text?: string;
}

/** What is wrong with an answer by its endpoint's contract, or null when it fits. */
export function contractMisfit({ method, path, status, body, text }: Seen): string | null {
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
