import { z } from 'zod';
import { LOCALES } from '../constants.js';
import { MESSAGES as M } from '../messages.js';
import {
  confirmationMatches,
  emailField,
  passwordOfMinLength,
  passwordField,
  requiredString,
  singleLine,
  usernameField,
} from './fields.js';

export const loginSchema = z.object({
  credentials: requiredString(M.required).pipe(
    singleLine(z.string().max(254, { error: M.required })),
  ),
  password: passwordField(M.passwordRequired),
  acceptTerms: z.literal(true, { error: M.acceptTerms }),
  device_name: singleLine(z.string().max(255)).optional(),
});
export type LoginInput = z.input<typeof loginSchema>;
export type LoginPayload = z.output<typeof loginSchema>;

export const registerSchema = z
  .object({
    username: usernameField(M.usernameRequired, M.usernameMin),
    email: emailField(M.emailRequired, M.emailInvalid),
    password: passwordOfMinLength(M.passwordRequired, M.passwordMin),
    password_confirmation: passwordField(M.passwordConfirmationRequired),
    device_name: singleLine(z.string().max(255)).optional(),
  })
  .refine(...confirmationMatches('password', 'password_confirmation', M.passwordsMustMatch));
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterPayload = z.output<typeof registerSchema>;

export const refreshTokenSchema = z.object({
  refresh_token: requiredString(M.required),
});

/** Forgot password: the answer is the same whether or not the address has an account. */
export const forgotPasswordSchema = z.object({
  email: emailField(M.emailRequired, M.emailInvalid),
  locale: z.enum(LOCALES).optional(),
});
export type ForgotPasswordPayload = z.output<typeof forgotPasswordSchema>;

/** A new password through a reset link: the same rules as registration. */
export const resetPasswordSchema = z
  .object({
    token: requiredString(M.resetTokenInvalid).pipe(
      z.string().max(200, { error: M.resetTokenInvalid }),
    ),
    password: passwordOfMinLength(M.passwordRequired, M.passwordMin),
    passwordConfirmation: passwordField(M.passwordConfirmationRequired),
  })
  .refine(...confirmationMatches('password', 'passwordConfirmation', M.passwordsMustMatch));
export type ResetPasswordPayload = z.output<typeof resetPasswordSchema>;
