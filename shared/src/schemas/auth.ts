import { z } from 'zod';
import { LOCALES } from '../constants.js';
import { CODES as C } from '../codes.js';
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
  credentials: requiredString(C.required).pipe(
    singleLine(z.string().max(254, { error: C.required })),
  ),
  password: passwordField(C.passwordRequired),
  acceptTerms: z.literal(true, { error: C.acceptTerms }),
  device_name: singleLine(z.string().max(255)).optional(),
});
export type LoginInput = z.input<typeof loginSchema>;
export type LoginPayload = z.output<typeof loginSchema>;

export const registerSchema = z
  .object({
    username: usernameField(C.usernameRequired, C.usernameMin),
    email: emailField(C.emailRequired, C.emailInvalid),
    password: passwordOfMinLength(C.passwordRequired, C.passwordMin),
    password_confirmation: passwordField(C.passwordConfirmationRequired),
    device_name: singleLine(z.string().max(255)).optional(),
  })
  .refine(...confirmationMatches('password', 'password_confirmation', C.passwordsMustMatch));
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterPayload = z.output<typeof registerSchema>;

export const refreshTokenSchema = z.object({
  refresh_token: requiredString(C.required),
});

/** Forgot password: the answer is the same whether or not the address has an account. */
export const forgotPasswordSchema = z.object({
  email: emailField(C.emailRequired, C.emailInvalid),
  locale: z.enum(LOCALES).optional(),
});
export type ForgotPasswordPayload = z.output<typeof forgotPasswordSchema>;

/** A new password through a reset link: the same rules as registration. */
export const resetPasswordSchema = z
  .object({
    token: requiredString(C.resetTokenInvalid).pipe(
      z.string().max(200, { error: C.resetTokenInvalid }),
    ),
    password: passwordOfMinLength(C.passwordRequired, C.passwordMin),
    passwordConfirmation: passwordField(C.passwordConfirmationRequired),
  })
  .refine(...confirmationMatches('password', 'passwordConfirmation', C.passwordsMustMatch));
export type ResetPasswordPayload = z.output<typeof resetPasswordSchema>;
