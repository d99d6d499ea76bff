// Member sessions: Strapi 5's users-permissions session manager (jwtManagement "refresh"),
// wrapped to the spec's shapes. Access tokens: HS256 JWTs signed with JWT_SECRET, claims
// { userId: "<id>", sessionId, type: "access", iat, exp }, ~30 minutes. Refresh tokens: same key,
// type "refresh", rotated on every use (the used one is marked "rotated" and refused afterwards).
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { buildSessionMetadata } from '@strapi/utils';
import type { MemberFacts } from '@mystic/shared';
import { CHANNELS } from '@mystic/shared/store';
import { sharedStore } from '../shared-store';

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
  if ('error' in rotation) {
    await endLoginOnReuse(strapi, refreshToken);
    return null;
  }
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

/** The session ids of one login (every token of its chain), or of all a member's logins. */
async function sessionIdsOf(
  strapi: Core.Strapi,
  where: Record<string, unknown>,
): Promise<string[]> {
  const rows = (await strapi.db
    .query(SESSION_UID)
    .findMany({ where: { ...where, origin: ORIGIN }, select: ['sessionId'] })) as {
    sessionId: string;
  }[];
  return rows.map((r) => r.sessionId);
}

/**
 * Tells every booking-service instance at once (REDIS_URL) that these sessions ended; without
 * Redis, or if the message is lost, their poll of POST /api/internal/sessions/ended finds them.
 */
async function announceEnded(sessionIds: string[]): Promise<void> {
  if (!sessionIds.length || !sharedStore().redis) return;
  await sharedStore().publish(CHANNELS.sessionsEnded, JSON.stringify({ sessions: sessionIds }));
}

/** Ends the login an access token belongs to: every refresh token of that chain stops working. */
export async function endSession(
  strapi: Core.Strapi,
  userId: number,
  sessionId: string,
): Promise<void> {
  const deviceId = await loginOf(strapi, sessionId);
  const ended = deviceId
    ? await sessionIdsOf(strapi, { userId: String(userId), deviceId })
    : [sessionId];
  if (deviceId) await manager(strapi).invalidateRefreshToken(String(userId), deviceId);
  else await manager(strapi).revokeSessionById(String(userId), sessionId);
  await announceEnded([...new Set([...ended, sessionId])]);
}

/** Ends every login of the member except the one `keepSessionId` belongs to. */
export async function endOtherSessions(
  strapi: Core.Strapi,
  userId: number,
  keepSessionId: string | undefined,
): Promise<void> {
  const keep = keepSessionId ? await loginOf(strapi, keepSessionId) : null;
  const where = {
    userId: String(userId),
    origin: ORIGIN,
    ...(keep ? { $or: [{ deviceId: { $ne: keep } }, { deviceId: { $null: true } }] } : {}),
  };
  const ended = sharedStore().redis ? await sessionIdsOf(strapi, where) : [];
  await strapi.db.query(SESSION_UID).deleteMany({ where });
  await announceEnded(ended);
}

/** The claims of a refresh token this CMS signed (HS256 with JWT_SECRET), else null. */
function signedRefreshClaims(
  strapi: Core.Strapi,
  token: string,
): { userId: string; sessionId: string } | null {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) return null;
  const secret = strapi.config.get<string>('plugin::users-permissions.jwtSecret');
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const head = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string };
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    if (head.alg !== 'HS256' || claims.type !== 'refresh') return null;
    if (typeof claims.userId !== 'string' || typeof claims.sessionId !== 'string') return null;
    return { userId: claims.userId, sessionId: claims.sessionId };
  } catch {
    return null;
  }
}

/**
 * A refresh token that was already rotated is being used again: either the member or a thief
 * holds a copy, and there is no telling which. The whole login ends (every refresh token of the
 * chain and the sessions behind its access tokens), so whoever used the stolen copy first loses
 * it too; the member signs in again.
 */
async function endLoginOnReuse(strapi: Core.Strapi, refreshToken: string): Promise<void> {
  const claims = signedRefreshClaims(strapi, refreshToken);
  if (!claims) return;
  const row = (await strapi.db.query(SESSION_UID).findOne({
    where: { sessionId: claims.sessionId, origin: ORIGIN },
    select: ['status', 'deviceId', 'userId'],
  })) as { status: string; deviceId: string | null; userId: string } | null;
  if (!row || row.status !== 'rotated' || row.userId !== claims.userId || !row.deviceId) return;
  const ended = await sessionIdsOf(strapi, { userId: row.userId, deviceId: row.deviceId });
  await manager(strapi).invalidateRefreshToken(row.userId, row.deviceId);
  await announceEnded(ended);
}

/** A session a booking-service caller saw in an access token, and the member it named. */
export interface SeenSession {
  sessionId: string;
  userId: number;
}

/**
 * Which of `seen` may no longer be used, whatever ended them: logout, a password change, a
 * refresh-token reuse that ended the login, expiry, or the reader deleting the session or
 * blocking or deleting the member. The same rules as require-member, asked for many at once.
 * With them, what a booking needs of each of their members (read in the same query), so the
 * booking service knows a member before their first booking and catches up with any change.
 */
export async function endedSessions(
  strapi: Core.Strapi,
  seen: SeenSession[],
): Promise<{ ended: string[]; members: MemberFacts[] }> {
  if (!seen.length) return { ended: [], members: [] };
  const now = Date.now();
  const rows = (await strapi.db.query(SESSION_UID).findMany({
    where: { sessionId: { $in: [...new Set(seen.map((s) => s.sessionId))] }, origin: ORIGIN },
    select: ['sessionId', 'userId', 'expiresAt'],
  })) as { sessionId: string; userId: string; expiresAt: string | Date }[];
  const open = new Map(
    rows
      .filter((r) => new Date(r.expiresAt).getTime() > now)
      .map((r) => [r.sessionId, String(r.userId)]),
  );
  const users = (await strapi.db.query('plugin::users-permissions.user').findMany({
    where: { id: { $in: [...new Set(seen.map((s) => s.userId))] } },
    select: ['id', 'blocked', 'username', 'phone'],
  })) as { id: number; blocked: boolean | null; username: string; phone: string | null }[];
  const allowed = new Set(users.filter((u) => !u.blocked).map((u) => u.id));
  return {
    ended: seen
      .filter((s) => open.get(s.sessionId) !== String(s.userId) || !allowed.has(s.userId))
      .map((s) => s.sessionId),
    members: users.map((u) => ({
      id: u.id,
      username: u.username,
      phone: u.phone ?? null,
      blocked: Boolean(u.blocked),
    })),
  };
}

/**
 * A member blocked (the admin panel, or any update): their sessions are announced as ended at
 * once, as logout does; the booking services' poll would find them within POLL_MS anyway.
 */
export function announceBlockedMembers(strapi: Core.Strapi): void {
  strapi.db.lifecycles.subscribe({
    models: ['plugin::users-permissions.user'],
    async afterUpdate(event) {
      const user = event.result as { id?: number; blocked?: boolean | null } | undefined;
      if (!user?.blocked || user.id === undefined || !sharedStore().redis) return;
      await announceEnded(await sessionIdsOf(strapi, { userId: String(user.id) }));
    },
  });
}
