/**
 * Production refuses development secrets: the ones `npm start` generates into .env (marked with
 * SECRETS_ORIGIN=development), placeholders, and anything missing or too short to be a secret.
 * Returns the problems; an empty list means the secrets may be used.
 */
export function productionSecretProblems(
  env: Record<string, string | undefined>,
  keys: readonly string[],
): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (env.SECRETS_ORIGIN === 'development') {
    problems.push('SECRETS_ORIGIN=development: these are the generated development secrets');
  }
  if (env.DEV_ADMIN_PASSWORD)
    problems.push('DEV_ADMIN_PASSWORD is set: the development admin login is not for production');
  for (const key of keys) {
    const value = env[key];
    if (!value) problems.push(`${key} is missing`);
    else if (value.length < 16)
      problems.push(`${key} is too short to be a secret (16 characters at least)`);
    else if (/tobemodified|changeme|example|secret123/i.test(value))
      problems.push(`${key} is a placeholder`);
  }
  return problems;
}
