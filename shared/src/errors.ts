import type { z } from 'zod';

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

/** Turns a zod error into the spec's `{ field: [messages] }` map, first message first. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : '_';
    const messages = (out[field] ??= []);
    // Two bad list items under one field say the same thing once.
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return out;
}
