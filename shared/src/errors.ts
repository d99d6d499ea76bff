import type { z } from 'zod';
import { isMessageCode, type FieldCodes, type MessageCode } from './codes.js';

/** The error body every service answers with (docs/architecture.md section 7). */
export interface ApiErrorBody {
  /** A stable machine-readable reason (codes.ts): clients translate and act on it. */
  code: string;
  message: string;
  /** The booking a `day_already_held` refusal is about, so the client can link to it. */
  appointment_no?: string;
  errors?: Record<string, string[]>;
  /** The code of each message of `errors`, field by field, in the same order. */
  field_codes?: Record<string, string[]>;
}

/**
 * Turns a zod error into `{ field: [code] }`, first error first. Our schemas put a code as each
 * issue's message (CODES); zod's own messages (a check without ours) read as `fallback`.
 */
export function fieldErrors(
  error: z.ZodError,
  fallback: MessageCode = 'validation_failed',
): FieldCodes {
  const out: FieldCodes = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : '_';
    const code = isMessageCode(issue.message) ? issue.message : fallback;
    const codes = (out[field] ??= []);
    // Two bad list items under one field say the same thing once.
    if (!codes.includes(code)) codes.push(code);
  }
  return out;
}
