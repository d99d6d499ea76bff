// Authenticates a member from `Authorization: Bearer <access token>` (Strapi's session manager
// verifies it: HS256, type "access"), and refuses with 401 `Unauthenticated.` when the token is
// missing, invalid, expired, of a blocked account, without a session, or of a session that logout
// or a password change ended.
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { setCurrentMember } from '../../../lib/members/context';
import { unauthenticated } from '../../../lib/http/errors';
import { isSessionOpen } from '../../../lib/members/sessions';
import { findMember } from '../../../lib/members/users';

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    const match = /^Bearer\s+(\S+)$/i.exec(ctx.get('authorization'));
    if (!match) throw unauthenticated();
    let verified: { id: number; sessionId?: string };
    try {
      verified = await strapi.plugin('users-permissions').service('jwt').verify(match[1]);
    } catch {
      throw unauthenticated();
    }
    // Every access token the CMS issues belongs to a login (session); one without a session could
    // never be ended by logout or a password change, so it is refused.
    if (typeof verified.sessionId !== 'string' || !verified.sessionId) throw unauthenticated();
    if (!(await isSessionOpen(strapi, verified.sessionId))) throw unauthenticated();
    const member = await findMember(strapi, Number(verified.id));
    if (!member || member.blocked) throw unauthenticated();
    setCurrentMember(ctx, member, verified.sessionId);
    await next();
  };
