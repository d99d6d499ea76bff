// What every bench module needs from the site it measures: JSON reads and a member to act as.

/** GETs (or sends) and parses JSON; any answer but 2xx stops the bench with what it said. */
export async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  if (!res.ok)
    throw new Error(`${init?.method ?? 'GET'} ${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

export interface BenchMember {
  /** The username, also the local part of the e-mail. */
  name: string;
  id: number;
  accessToken: string;
  refreshToken: string;
}

/** Registers a new member through `base` (a gateway), as the site's own sign-up does. */
export async function registerBenchMember(base: string): Promise<BenchMember> {
  const name = `bench${Date.now().toString(36)}`;
  const answer = await json<{ user: { id: number }; access_token: string; refresh_token: string }>(
    `${base}/api/register`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: name,
        email: `${name}@example.com`,
        password: 'Bench-pass1',
        password_confirmation: 'Bench-pass1',
        device_name: 'bench',
      }),
    },
  );
  return {
    name,
    id: answer.user.id,
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token,
  };
}
