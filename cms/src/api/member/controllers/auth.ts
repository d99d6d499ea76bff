// Register, login, refresh, logout: the spec's paths and shapes over Strapi's session manager.
import type { Core } from '@strapi/strapi';
import {
  CODES,
  MESSAGES,
  errorBody,
  forgotPasswordSchema,
  loginSchema,
  refreshTokenSchema,
  registerSchema,
  resetPasswordSchema,
} from '@mystic/shared';
import { bodyOf, clientIp, currentMember, type Ctx } from '../../../lib/members/context';
import { HttpError, invalid, parseOr422 } from '../../../lib/http/errors';
import { memberAnswer } from '../../../lib/members/present';
import { loginKeys, memberLimiters } from '../../../lib/members/rate-limit';
import {
  consumeResetToken,
  resetTokenUsable,
  issueResetToken,
  localAccountByEmail,
  queueResetMail,
  resetLink,
} from '../../../lib/members/password-reset';
import {
  endOtherSessions,
  endSession,
  openSession,
  rotateSession,
} from '../../../lib/members/sessions';
import {
  USER_UID,
  findByCredentials,
  findMember,
  takenErrors,
  withAccountsLocked,
  type MemberRow,
} from '../../../lib/members/users';

// Compared against when no account matches, so a miss costs the same time as a wrong password.
const NO_ACCOUNT_HASH = '$2a$10$vb1/y2rY.aami9fcCKG04.xRieS5kt5ixxhHNBKoA7RW2c4kyYG1K';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const upStore = () => strapi.store({ type: 'plugin', name: 'users-permissions' });
  const userService = () => strapi.plugin('users-permissions').service('user');

  async function checkPassword(user: MemberRow | null, password: string): Promise<boolean> {
    const hash = user?.password && user.provider === 'local' ? user.password : NO_ACCOUNT_HASH;
    const ok: boolean = await userService().validatePassword(password, hash);
    return ok && hash !== NO_ACCOUNT_HASH;
  }

  return {
    async register(ctx: Ctx) {
      const limits = memberLimiters();
      await limits.registerIp.consume(clientIp(ctx));
      const input = parseOr422(registerSchema, bodyOf(ctx));
      const email = input.email.toLowerCase();
      await limits.registerAccount.consume(email);

      const settings = (await upStore().get({ key: 'advanced' })) as {
        allow_register?: boolean;
        default_role?: string;
      } | null;
      if (settings && settings.allow_register === false) {
        throw new HttpError(403, CODES.registrationClosed);
      }
      const role = await strapi.db
        .query('plugin::users-permissions.role')
        .findOne({ where: { type: settings?.default_role ?? 'authenticated' } });
      if (!role) throw new Error('The default member role is missing');

      const created = await withAccountsLocked(strapi, async () => {
        const taken = await takenErrors(strapi, { username: input.username, email });
        if (Object.keys(taken).length) throw invalid(taken);
        // Only these fields are written: nothing in the body can pick a role or a flag.
        return userService().add({
          username: input.username,
          email,
          password: input.password,
          provider: 'local',
          confirmed: true,
          blocked: false,
          role: role.id,
        });
      });
      const member = await findMember(strapi, created.id);
      if (!member) throw new Error('The new member could not be read back');
      const tokens = await openSession(
        strapi,
        member.id,
        input.device_name ?? ctx.get('user-agent'),
      );
      ctx.status = 201;
      ctx.body = { user: await memberAnswer(strapi, member), ...tokens };
    },

    async login(ctx: Ctx) {
      const limits = memberLimiters();
      const ip = clientIp(ctx);
      await limits.loginIp.consume(ip);
      const input = parseOr422(loginSchema, bodyOf(ctx));
      const user = await findByCredentials(strapi, input.credentials);
      const keys = loginKeys(input.credentials, user?.id, ip);
      // Failures from this address lock this address out of the account, even with the right
      // password. Keyed on the typed credential as well as the account, so an unknown name
      // answers exactly like a real one (no telling which accounts exist).
      for (const key of keys.pair) await limits.loginAccountIp.check(key);

      if (!(await checkPassword(user, input.password)) || !user) {
        // The account-wide cap across all addresses stops wrong passwords only: a crowd of
        // addresses guessing cannot lock the owner out, whose right password still passes.
        for (const key of keys.account) await limits.loginAccount.check(key);
        await Promise.all([
          ...keys.pair.map((key) => limits.loginAccountIp.hit(key)),
          ...keys.account.map((key) => limits.loginAccount.hit(key)),
        ]);
        throw new HttpError(401, CODES.invalidCredentials);
      }
      if (user.blocked) throw new HttpError(403, CODES.accountBlocked);
      await Promise.all(keys.pair.map((key) => limits.loginAccountIp.reset(key)));
      const tokens = await openSession(strapi, user.id, input.device_name ?? ctx.get('user-agent'));
      ctx.body = { user: await memberAnswer(strapi, user), ...tokens };
    },

    async refresh(ctx: Ctx) {
      const { refresh_token } = parseOr422(refreshTokenSchema, bodyOf(ctx));
      const rotated = await rotateSession(strapi, refresh_token);
      if (!rotated) throw new HttpError(401, CODES.refreshTokenInvalid);
      // A blocked member keeps no session alive.
      const verified = strapi
        .sessionManager('users-permissions')
        .validateAccessToken(rotated.token);
      const userId = verified.isValid ? Number(verified.payload.userId) : NaN;
      const user = await strapi.db
        .query(USER_UID)
        .findOne({ where: { id: userId }, select: ['id', 'blocked'] });
      if (!user || user.blocked) throw new HttpError(401, CODES.refreshTokenInvalid);
      ctx.body = rotated;
    },

    async logout(ctx: Ctx) {
      const { member, sessionId } = currentMember(ctx);
      if (sessionId) await endSession(strapi, member.id, sessionId);
      ctx.body = { message: MESSAGES.loggedOut };
    },

    /**
     * Always the same answer, at about the same time, whether or not the address has an
     * account: the token and the mail are made after the answer (the outbox keeps the mail).
     */
    async forgotPassword(ctx: Ctx) {
      const limits = memberLimiters();
      await limits.forgotIp.consume(clientIp(ctx));
      const input = parseOr422(forgotPasswordSchema, bodyOf(ctx));
      const email = input.email.toLowerCase();
      const underLimit = !(await limits.forgotEmail.blocked(email));
      await limits.forgotEmail.hit(email);
      ctx.body = { message: MESSAGES.forgotPasswordSent };
      if (!underLimit) return;
      void (async () => {
        const user = await localAccountByEmail(strapi, email);
        if (!user) return;
        const token = await issueResetToken(strapi, user.id);
        await queueResetMail({
          to: user.email,
          name: user.username,
          locale: input.locale ?? 'en',
          link: resetLink(token, input.locale ?? 'en'),
        });
      })().catch((err: unknown) =>
        strapi.log.warn(`password reset mail not queued: ${(err as Error).message}`),
      );
    },

    /** A new password through the link: the token is used up and every session ends. */
    async resetPassword(ctx: Ctx) {
      await memberLimiters().resetIp.consume(clientIp(ctx));
      const input = parseOr422(resetPasswordSchema, bodyOf(ctx));
      const userId = await consumeResetToken(strapi, input.token);
      if (userId === null) {
        throw new HttpError(422, CODES.resetTokenInvalid, {
          token: [CODES.resetTokenInvalid],
        });
      }
      await userService().edit(userId, { password: input.password });
      // Whoever was signed in with the old password (a thief, too) is signed out everywhere.
      await endOtherSessions(strapi, userId, undefined);
      ctx.body = { message: MESSAGES.passwordResetDone };
    },

    /** Whether a reset link still works, asked when its page opens (nothing is used up). */
    async resetTokenCheck(ctx: Ctx) {
      await memberLimiters().resetIp.consume(clientIp(ctx));
      const token = (bodyOf(ctx) as { token?: unknown }).token;
      ctx.set('Cache-Control', 'no-store');
      ctx.body = {
        data: { usable: typeof token === 'string' && (await resetTokenUsable(strapi, token)) },
      };
    },

    async googleRedirect(ctx: Ctx) {
      ctx.status = 501;
      ctx.body = errorBody(501, CODES.googleNotOffered);
    },
  };
};
