// The form checks of the SPA are the shared zod schemas, whose issues carry a message CODE
// (shared's CODES). This resolver makes each form error's `type` that code and its `message`
// the code's English text, so forms show it by code in the interface's language
// (useMessageText), like server errors.
import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, codeText, isMessageCode } from '@mystic/shared';
import type { FieldValues, Resolver } from 'react-hook-form';

/** Sets `type` to the error's code and `message` to its text on every error (nested too). */
function withCodes(node: unknown): void {
  if (!node || typeof node !== 'object') return;
  const error = node as { type?: unknown; message?: unknown };
  if (isMessageCode(error.message)) {
    error.type = error.message;
    error.message = codeText(error.message, MESSAGES);
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
