import type { Locale } from '@mystic/shared';
import { call } from '@/lib/api-client';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export async function requestPasswordReset(email: string, locale: Locale): Promise<string> {
  const answer = await call('forgotPassword', { body: { email, locale } }, { auth: 'none' });
  return answer.message;
}

/** Whether a reset link still works; null when that cannot be told (offline, an error). */
export async function resetLinkUsable(token: string): Promise<boolean | null> {
  try {
    const answer = await call('resetTokenCheck', { body: { token } }, { auth: 'none' });
    return answer.data.usable;
  } catch {
    return null; // the form stays, and sending it says what is wrong
  }
}

export async function resetPassword(input: {
  token: string;
  password: string;
  passwordConfirmation: string;
}): Promise<string> {
  const answer = await call('resetPassword', { body: input }, { auth: 'none' });
  return answer.message;
}
