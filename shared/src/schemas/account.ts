import { z } from 'zod';
import { AVATAR_IMAGE_TYPES, AVATAR_MAX_BYTES, LOCALES } from '../constants.js';
import { CODES as C, type MessageCode } from '../codes.js';
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
  username: usernameField(C.profileUsernameRequired, C.profileUsernameMin),
  email: emailField(C.profileEmailRequired, C.profileEmail),
  /** Needed only when the e-mail changes (the CMS checks it then): it is the login. */
  current_password: z.string().max(1000).optional(),
  /** The member's UI language: the notice to the old address of a changed e-mail is in it. */
  locale: z.enum(LOCALES).optional(),
  phone: phoneField(C.phoneRequired),
  gender: idField(C.profileGenderRequired),
  birthday: idField(C.profileBirthdayRequired),
  dob: dobField(C.profileDobRequired, C.dobInvalid),
});
export type ProfileInput = z.input<typeof profileSchema>;
/** The profile form with the weekday rule of the CMS's weekday list (servers and the form). */
export const profileSchemaWith = (weekdays: readonly WeekdayEntry[]) =>
  profileSchema.superRefine(birthWeekdayRule(weekdays));
export type ProfilePayload = z.output<typeof profileSchema>;

export const passwordChangeSchema = z
  .object({
    currentPassword: passwordOfMinLength(C.currentPasswordRequired, C.passwordMin6),
    newPassword: passwordOfMinLength(C.newPasswordRequired, C.passwordMin6).pipe(
      z.string().regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).+$/, { error: C.passwordComplexity }),
    ),
    confirmPassword: passwordField(C.confirmPasswordRequired),
  })
  .refine(...confirmationMatches('newPassword', 'confirmPassword', C.passwordsMatch));
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

/** What the avatar rule needs to know of a file: its (detected) type and size in bytes. */
export interface FileFacts {
  type: string;
  size: number;
}

/** Returns the codes of the spec's [title, message] for a bad avatar, or null when acceptable. */
export function checkAvatar(file: FileFacts): readonly [MessageCode, MessageCode] | null {
  if (!(AVATAR_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return [C.avatarTypeTitle, C.avatarType];
  }
  if (file.size >= AVATAR_MAX_BYTES) return [C.avatarSizeTitle, C.avatarSize];
  return null;
}
