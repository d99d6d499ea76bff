import { call } from '@/lib/api-client';

/** GET /api/push/public-key → the booking service's VAPID public key (base64url). */
export async function getPushPublicKey(): Promise<string> {
  const answer = await call('pushPublicKey', {}, { auth: 'none' });
  return answer.data.publicKey;
}
