import { MESSAGES, loginSchema } from '@mystic/shared';
import { describe, expect, it } from 'vitest';
import { codedResolver } from './form-resolver';

describe('codedResolver', () => {
  it('when a shared schema refuses a form, then each error keeps its message and carries its code as its type', async () => {
    const resolve = codedResolver(loginSchema);
    const result = await resolve({}, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    const errors = result.errors as Record<string, { type: string; message: string }>;
    const password = errors.password!;
    expect(password.message).toBe(MESSAGES.passwordRequired);
    expect(password.type).toBe('password_required');
    for (const error of Object.values(errors)) {
      expect(error.type, error.message).toMatch(/^[a-z0-9_]+$/);
    }
  });
});
