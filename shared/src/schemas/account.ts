import { z } from 'zod';
import { AVATAR_IMAGE_TYPES, AVATAR_MAX_BYTES, LOCALES } from '../constants.js';
import { MESSAGES as M } from '../messages.js';
import type { WeekdayEntry } from '../birth-weekday.js';
import {
  birthWeekdayRule,
  confirmationMatches,
  dobField,
  emailField,
  idField,
  passwordField,
  passwordOfMinLength,
  phoneField,
  usernameField,
} from './fields.js';

export const profileSchema = z.object({
  username: usernameField(M.profileUsernameRequired, M.profileUsernameMin),
  email: emailField(M.profileEmailRequired, M.profileEmail),
  /** Needed only when the e-mail changes (the CMS checks it then): it is the login. */
  current_password: z.string().max(1000).optional(),
  /** The member's UI language: the notice to the old address of a changed e-mail is in it. */
  locale: z.enum(LOCALES).optional(),
  phone: phoneField(M.phoneRequired),
  gender: idField(M.profileGenderRequired),
  birthday: idField(M.profileBirthdayRequired),
  dob: dobField(M.profileDobRequired, M.dobInvalid),
});
export type ProfileInput = z.input<typeof profileSchema>;
/** The profile form with the weekday rule of the CMS's weekday list (servers and the form). */
export const profileSchemaWith = (weekdays: readonly WeekdayEntry[]) =>
  profileSchema.superRefine(birthWeekdayRule(weekdays));
export type ProfilePayload = z.output<typeof profileSchema>;

export const passwordChangeSchema = z
  .object({
    currentPassword: passwordOfMinLength(M.currentPasswordRequired, M.passwordMin6),
    newPassword: passwordOfMinLength(M.newPasswordRequired, M.passwordMin6).pipe(
      z.string().regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).+$/, { error: M.passwordComplexity }),
    ),
    confirmPassword: passwordField(M.confirmPasswordRequired),
  })
  .refine(...confirmationMatches('newPassword', 'confirmPassword', M.passwordsMatch));
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

/** What the avatar rule needs to know of a file: its (detected) type and size in bytes. */
export interface FileFacts {
  type: string;
  size: number;
}

/** Returns the spec's [title, message] for a bad avatar, or null when it is acceptable. */
export function checkAvatar(file: FileFacts): readonly [string, string] | null {
  if (!(AVATAR_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return [M.avatarTypeTitle, M.avatarType];
  }
  if (file.size >= AVATAR_MAX_BYTES) return [M.avatarSizeTitle, M.avatarSize];
  return null;
}
