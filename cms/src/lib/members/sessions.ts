// Member sessions: Strapi 5's users-permissions session manager (jwtManagement "refresh"),
// wrapped to the spec's shapes. Access tokens: HS256 JWTs signed with JWT_SECRET, claims
// { userId: "<id>", sessionId, type: "access", iat, exp }, ~30 minutes. Refresh tokens: same key,
// type "refresh", rotated on every use (the used one is marked "rotated" and refused afterwards).
import { randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { buildSessionMetadata } from '@strapi/utils';

const ORIGIN = 'users-permissions';
const SESSION_UID = 'admin::session';

export interface TokenPair {
  access_token: string;
  refresh_token: string;
}

const manager = (strapi: Core.Strapi) => strapi.sessionManager(ORIGIN);

/** Opens a session for `userId`: a fresh refresh token and an access token minted from it. */
export async function openSession(
  strapi: Core.Strapi,
  userId: number,
  deviceName: string | undefined,
): Promise<TokenPair> {
  const refresh = await manager(strapi).generateRefreshToken(String(userId), randomUUID(), {
    type: 'refresh',
    metadata: buildSessionMetadata({ userAgent: deviceName }),
  });
  const access = await manager(strapi).generateAccessToken(refresh.token);
  if ('error' in access) throw new Error('The session manager refused a token it just issued');
  return { access_token: access.token, refresh_token: refresh.token };
}

/** Rotates a refresh token: the new pair, or null when it is unknown, used, revoked or expired. */
export async function rotateSession(
  strapi: Core.Strapi,
  refreshToken: string,
): Promise<{ token: string; refreshToken: string } | null> {
  const rotation = await manager(strapi).rotateRefreshToken(refreshToken);
  if ('error' in rotation) return null;
  const access = await manager(strapi).generateAccessToken(rotation.token);
  if ('error' in access) return null;
  return { token: access.token, refreshToken: rotation.token };
}

/** True while the session behind an access token has not been ended (logout, password change). */
export async function isSessionOpen(strapi: Core.Strapi, sessionId: string): Promise<boolean> {
  return manager(strapi).isSessionActive(sessionId);
}

/**
 * The login a session belongs to. Each login gets its own device id (openSession), and rotation
 * copies it to every refresh token after, so it names the whole chain, earlier and later tokens.
 */
async function loginOf(strapi: Core.Strapi, sessionId: string): Promise<string | null> {
  const row = (await strapi.db
    .query(SESSION_UID)
    .findOne({ where: { sessionId, origin: ORIGIN }, select: ['deviceId'] })) as {
    deviceId: string | null;
  } | null;
  return row?.deviceId ?? null;
}

/** Ends the login an access token belongs to: every refresh token of that chain stops working. */
export async function endSession(
  strapi: Core.Strapi,
  userId: number,
  sessionId: string,
): Promise<void> {
  const deviceId = await loginOf(strapi, sessionId);
  if (deviceId) await manager(strapi).invalidateRefreshToken(String(userId), deviceId);
  else await manager(strapi).revokeSessionById(String(userId), sessionId);
}

/** Ends every login of the member except the one `keepSessionId` belongs to. */
export async function endOtherSessions(
  strapi: Core.Strapi,
  userId: number,
  keepSessionId: string | undefined,
): Promise<void> {
  const keep = keepSessionId ? await loginOf(strapi, keepSessionId) : null;
  await strapi.db.query(SESSION_UID).deleteMany({
    where: {
      userId: String(userId),
      origin: ORIGIN,
      ...(keep ? { $or: [{ deviceId: { $ne: keep } }, { deviceId: { $null: true } }] } : {}),
    },
  });
}
