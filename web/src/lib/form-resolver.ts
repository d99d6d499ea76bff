// The form checks of the SPA are the shared zod schemas, whose issues carry only the English text
// of a MESSAGES entry. This resolver gives each form error the code of that text as its `type`,
// so forms show it by code in the interface's language (useMessageText), like server errors.
import { zodResolver } from '@hookform/resolvers/zod';
import { codeOfMessage } from '@mystic/shared';
import type { FieldValues, Resolver } from 'react-hook-form';

/** Sets `type` to the message's code on every error of a resolver's answer (nested too). */
function withCodes(node: unknown): void {
  if (!node || typeof node !== 'object') return;
  const error = node as { type?: unknown; message?: unknown };
  if (typeof error.message === 'string') {
    const code = codeOfMessage(error.message);
    if (code) error.type = code;
  }
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'ref') withCodes(value);
  }
}

/** zodResolver for a shared schema, its errors typed by their message codes. */
export function codedResolver<Input extends FieldValues, Output>(
  schema: Parameters<typeof zodResolver>[0],
): Resolver<Input, unknown, Output> {
  const resolve = zodResolver(schema) as unknown as Resolver<Input, unknown, Output>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    withCodes(result.errors);
    return result;
  };
}
