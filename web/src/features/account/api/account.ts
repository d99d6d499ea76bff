// The member's own account calls (docs/architecture.md section 3).
import {
  pathOf,
  type Envelope,
  type PasswordChangeInput,
  type ProfilePayload,
  type User,
} from '@mystic/shared';
import { api } from '@/lib/api-client';

export async function updateProfile(payload: ProfilePayload): Promise<User | null> {
  const answer = await api.patch<Partial<Envelope<User>>>(pathOf('updateInfo'), payload, {
    auth: 'required',
  });
  return answer?.data ?? null;
}

export function updatePassword(payload: PasswordChangeInput) {
  return api.patch<{ message?: string }>(pathOf('updatePassword'), payload, {
    auth: 'required',
  });
}

export async function uploadAvatar(file: File): Promise<string | null> {
  const body = new FormData();
  body.set('avatar', file);
  const answer = await api.post<{ image_url?: string }>(pathOf('uploadAvatar'), body, {
    auth: 'required',
    timeoutMs: 60_000,
  });
  return answer?.image_url ?? null;
}
