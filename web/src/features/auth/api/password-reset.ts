import { PASSWORD_RESET_PATHS, type Locale } from '@mystic/shared';
import { api } from '@/lib/api-client';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export async function requestPasswordReset(email: string, locale: Locale): Promise<string> {
  const answer = await api.post<{ message: string }>(
    PASSWORD_RESET_PATHS.forgot,
    { email, locale },
    { auth: 'none' },
  );
  return answer.message;
}

/** Whether a reset link still works; null when that cannot be told (offline, an error). */
export async function resetLinkUsable(token: string): Promise<boolean | null> {
  try {
    const answer = await api.post<{ data: { usable: boolean } }>(
      PASSWORD_RESET_PATHS.check,
      { token },
      { auth: 'none' },
    );
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
  const answer = await api.post<{ message: string }>(PASSWORD_RESET_PATHS.reset, input, {
    auth: 'none',
  });
  return answer.message;
}
