// The members' API in the CMS (cms/src/api/member, feedback, post's member routes): sign-up,
// sign-in, the account, saved posts and likes, feedback.
import { z } from 'zod';
import { forgotPasswordSchema, loginSchema, refreshTokenSchema } from '../schemas/auth.js';
import { registerSchema, resetPasswordSchema } from '../schemas/auth.js';
import { passwordChangeSchema, profileSchema } from '../schemas/account.js';
import { appointmentSchema } from '../schemas/booking.js';
import { feedbackSchema } from '../schemas/feedback.js';
import { voteSchema } from './content.js';
import {
  envelopeOf,
  fileAnswer,
  fileField,
  id,
  intParam,
  noContent,
  noticeAnswer,
  redirectAnswer,
  text,
  type EndpointContracts,
} from './shape.js';

/** A member as the CMS answers them (sign-in, `me`, a profile update). */
export const userSchema = z.object({
  id,
  username: text,
  name: text,
  email: text,
  phone: text.nullable(),
  dob: text.nullable(),
  gender_id: id.nullable(),
  weekday_id: id.nullable(),
  social_link: text.nullable(),
  role: text,
  profile: text,
  saved_posts: z.array(z.object({ id })),
});

export const authAnswerSchema = z.object({
  user: userSchema,
  access_token: text,
  refresh_token: text,
});
export const refreshAnswerSchema = z.object({ token: text, refreshToken: text });

export const savedPostRowSchema = z.object({
  id,
  slug: text,
  title: text,
  category: z.object({ name: text }).nullable(),
  author: text,
  published_at: text,
});

const slugParams = z.object({ slug: z.string().min(1) });
const postIdParams = z.object({ id: intParam });
const savedAnswer = noticeAnswer.extend({
  data: z.object({ saved_posts: z.array(z.object({ id })) }),
});

/** What the booking form tells the CMS of its member (their profile's facts). */
export const memberIntakeSchema = z.object({
  email: appointmentSchema.shape.email,
  dob: appointmentSchema.shape.dob,
  gender: appointmentSchema.shape.gender,
  birthday: appointmentSchema.shape.birthday,
  social_link: appointmentSchema.shape.social_link,
});

export const MEMBER_SCHEMAS = {
  postView: { params: slugParams, answer: noContent },
  sendFeedback: {
    body: feedbackSchema,
    answer: noticeAnswer.extend({ data: z.object({ id }) }),
    codes: ['feedback_message_too_long', 'name_too_long'],
  },
  register: {
    body: registerSchema,
    answer: authAnswerSchema,
    codes: ['username_taken', 'email_taken', 'phone_taken', 'registration_closed'],
  },
  login: {
    body: loginSchema,
    answer: authAnswerSchema,
    codes: ['invalid_credentials', 'account_blocked'],
  },
  refreshToken: {
    body: refreshTokenSchema,
    answer: refreshAnswerSchema,
    codes: ['refresh_token_invalid'],
  },
  logout: { answer: noticeAnswer },
  forgotPassword: { body: forgotPasswordSchema, answer: noticeAnswer },
  resetPassword: {
    body: resetPasswordSchema,
    answer: noticeAnswer,
    codes: ['reset_token_invalid'],
  },
  resetTokenCheck: {
    body: z.object({ token: z.string() }),
    answer: envelopeOf(z.object({ usable: z.boolean() })),
  },
  googleRedirect: { answer: redirectAnswer, codes: ['google_not_offered'] },
  me: { answer: envelopeOf(userSchema) },
  updateInfo: {
    body: profileSchema,
    answer: noticeAnswer.extend({ data: userSchema }),
    codes: ['username_taken', 'email_taken', 'phone_taken', 'email_change_password_required'],
  },
  updatePassword: {
    body: passwordChangeSchema,
    answer: noticeAnswer,
    codes: ['current_password_invalid'],
  },
  uploadAvatar: {
    multipart: true,
    body: z.object({ avatar: fileField }),
    answer: noticeAnswer.extend({ image_url: text }),
    codes: ['avatar_type', 'avatar_size', 'upload_too_large'],
  },
  defaultAvatar: { answer: fileAnswer },
  savedPosts: {
    params: z.object({ userId: intParam }),
    answer: envelopeOf(z.array(savedPostRowSchema)),
  },
  savePost: { params: postIdParams, answer: savedAnswer },
  unsavePost: { params: postIdParams, answer: savedAnswer },
  toggleVote: {
    params: postIdParams,
    answer: envelopeOf(z.array(voteSchema)).extend({ liked: z.boolean() }),
  },
  internalMemberIntake: {
    params: z.object({ id: intParam }),
    body: memberIntakeSchema,
    answer: envelopeOf(z.object({ id })),
  },
} satisfies EndpointContracts;
