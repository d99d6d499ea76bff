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
