// The one validation step of the service: a zod parse whose failure answers 422 with each
// field's codes (AppError.validation in errors.ts), or the refusal the caller picks for them.
import { fieldErrors, type FieldCodes } from '@mystic/shared';
import type { z } from 'zod';
import { AppError } from '../errors.js';

/**
 * `input` parsed by `schema` (a missing body reads as `{}`). On failure, throws what `refuse`
 * answers for the field errors (e.g. a 415 for a file of the wrong type), else the 422.
 */
export function validate<T>(
  schema: z.ZodType<T>,
  input: unknown,
  refuse?: (errors: FieldCodes) => AppError | null,
): T {
  const parsed = schema.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  const errors = fieldErrors(parsed.error);
  throw refuse?.(errors) ?? AppError.validation(errors);
}
