// The logged-in member's own account: read, profile, password and avatar.
import { rm } from 'node:fs/promises';
import type { Core } from '@strapi/strapi';
import {
  CODES,
  MESSAGES,
  checkAvatar,
  passwordChangeSchema,
  profileSchema,
  type FieldCodes,
} from '@mystic/shared';
import { detectImageType, singleFile } from '../../../lib/members/avatar';
import { avatarFolderId } from '../../../lib/members/avatar-folder';
import { bodyOf, clientIp, currentMember, filesOf, type Ctx } from '../../../lib/members/context';
import { DEFAULT_AVATAR_SVG } from '../../../lib/members/default-avatar';
import { HttpError, invalid, parseOr422 } from '../../../lib/http/errors';
import { resolveProfileRefs, saveProfileRefs } from '../../../lib/members/extras';
import { memberAnswer } from '../../../lib/members/present';
import { onPublicOrigin } from '../../../lib/public-url';
import { memberLimiters } from '../../../lib/members/rate-limit';
import { endOtherSessions } from '../../../lib/members/sessions';
import {
  confirmPassword,
  queueEmailChangedMail,
  voidResetTokens,
} from '../../../lib/members/email-change';
import { findMember, takenErrors, withAccountsLocked } from '../../../lib/members/users';

const FILE_UID = 'plugin::upload.file';

/** Removes the body parser's temporary files of this request (Strapi only cleans `files`). */
async function removeTempFiles(files: Record<string, unknown>): Promise<void> {
  const all = Object.values(files).flatMap((v) => (Array.isArray(v) ? v : [v]));
  await Promise.all(
    all.map((f) => {
      const path = singleFile(f)?.filepath;
      return path ? rm(path, { force: true }) : undefined;
    }),
  );
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const userService = () => strapi.plugin('users-permissions').service('user');

  return {
    async me(ctx: Ctx) {
      const { member } = currentMember(ctx);
      // Personal data: never kept by the browser, the gateway or a shared cache.
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = { data: await memberAnswer(strapi, member) };
    },

    async updateInfo(ctx: Ctx) {
      const { member } = currentMember(ctx);
      const input = parseOr422(profileSchema, bodyOf(ctx));
      // E.164 already (the shared phone rule).
      const phone = input.phone;
      const email = input.email.toLowerCase();
      // The e-mail is the login and where reset links go: changing it takes the password.
      const emailChanges = email !== member.email.toLowerCase();
      if (emailChanges) {
        await confirmPassword(strapi, member, input.current_password, clientIp(ctx));
      }
      const refs = await resolveProfileRefs(strapi, {
        gender: input.gender,
        weekday: input.birthday,
        dob: input.dob,
      });
      await withAccountsLocked(strapi, async () => {
        const errors: FieldCodes = {
          ...refs.errors,
          ...(await takenErrors(strapi, { username: input.username, email, phone }, member.id)),
        };
        if (Object.keys(errors).length) throw invalid(errors);

        // Only profile fields: role, confirmed, blocked and password are never taken from the body.
        await userService().edit(member.id, {
          username: input.username,
          email,
          phone,
          dob: input.dob,
        });
        await saveProfileRefs(strapi, member.id, refs.data);
        if (emailChanges) await voidResetTokens(strapi, member.id);
      });
      if (emailChanges) {
        // After the answer's work is done; the outbox keeps the mail and retries it.
        queueEmailChangedMail({
          to: member.email,
          name: member.username,
          locale: input.locale ?? 'en',
          newEmail: email,
        }).catch((err: unknown) =>
          strapi.log.warn(`e-mail change notice not queued: ${(err as Error).message}`),
        );
      }
      const updated = await findMember(strapi, member.id);
      ctx.body = { message: MESSAGES.profileUpdated, data: await memberAnswer(strapi, updated!) };
    },

    async updatePassword(ctx: Ctx) {
      const { member, sessionId } = currentMember(ctx);
      const limits = memberLimiters();
      const accountKey = `user:${member.id}`;
      await limits.passwordIp.consume(clientIp(ctx));
      await limits.passwordAccount.check(accountKey);
      const input = parseOr422(passwordChangeSchema, bodyOf(ctx));
      const ok: boolean = member.password
        ? await userService().validatePassword(input.currentPassword, member.password)
        : false;
      if (!ok) {
        await limits.passwordAccount.hit(accountKey);
        throw new HttpError(422, CODES.currentPasswordInvalid, {
          currentPassword: [CODES.currentPasswordInvalid],
        });
      }
      await userService().edit(member.id, { password: input.newPassword });
      // Anyone holding another session of this account (a stolen token) is signed out.
      await endOtherSessions(strapi, member.id, sessionId);
      await limits.passwordAccount.reset(accountKey);
      ctx.body = { message: MESSAGES.passwordUpdated };
    },

    async uploadAvatar(ctx: Ctx) {
      const { member } = currentMember(ctx);
      const files = filesOf(ctx);
      try {
        const file = singleFile(files.avatar);
        if (!file) {
          throw new HttpError(422, CODES.avatarType, { avatar: [CODES.avatarType] });
        }
        const type = await detectImageType(file.filepath);
        const problem = checkAvatar({ type, size: file.size });
        if (problem) {
          const status = problem[0] === CODES.avatarSizeTitle ? 413 : 415;
          throw new HttpError(status, problem[1], { avatar: [problem[1]] });
        }
        const ext = type === 'image/png' ? 'png' : 'jpg';
        // The stored name and type come from the content, not from what the client declared.
        const named = { ...file, originalFilename: `avatar-${member.id}.${ext}`, mimetype: type };
        let uploaded: { id: number; url: string };
        try {
          [uploaded] = await strapi
            .plugin('upload')
            .service('upload')
            .upload({
              data: {
                fileInfo: { name: named.originalFilename, folder: await avatarFolderId(strapi) },
              },
              files: named,
            });
        } catch (error) {
          strapi.log.warn(`avatar upload refused for member ${member.id}: ${String(error)}`);
          throw new HttpError(415, CODES.avatarType, { avatar: [CODES.avatarType] });
        }
        await userService().edit(member.id, { avatar: uploaded.id });
        if (member.avatar?.id && member.avatar.id !== uploaded.id) {
          const old = await strapi.db.query(FILE_UID).findOne({ where: { id: member.avatar.id } });
          if (old) await strapi.plugin('upload').service('upload').remove(old);
        }
        ctx.body = {
          image_url: onPublicOrigin(uploaded.url),
          message: MESSAGES.avatarUpdated,
        };
      } finally {
        await removeTempFiles(files);
      }
    },

    async defaultAvatar(ctx: Ctx) {
      ctx.type = 'image/svg+xml';
      ctx.set('Cache-Control', 'public, max-age=86400');
      ctx.body = DEFAULT_AVATAR_SVG;
    },
  };
};
