// The member's own account calls (docs/architecture.md section 3), by endpoint name (issue 40).
import type { PasswordChangeInput, ProfilePayload, User } from '@mystic/shared';
import { call } from '@/lib/api-client';

export async function updateProfile(payload: ProfilePayload): Promise<User | null> {
  const answer = await call('updateInfo', { body: payload }, { auth: 'required' });
  return answer?.data ?? null;
}

export function updatePassword(payload: PasswordChangeInput) {
  return call('updatePassword', { body: payload }, { auth: 'required' });
}

export async function uploadAvatar(file: File): Promise<string | null> {
  const body = new FormData();
  body.set('avatar', file);
  const answer = await call('uploadAvatar', { body }, { auth: 'required', timeoutMs: 60_000 });
  return answer?.image_url ?? null;
}
