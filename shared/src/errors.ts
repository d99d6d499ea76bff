import type { z } from 'zod';

/** The error body every service answers with (DESIGN.md section 4). */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string[]>;
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

/** The first message of each field, for forms that show one message per field. */
export function firstErrors(errors: Record<string, string[]> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors ?? {})) {
    if (messages[0]) out[field] = messages[0];
  }
  return out;
}
