// Issue 44: the client's photos, the delivered reading ("Your reading") and reviews
// (booking-service/src/readings, the desk's ReadingEditor and ReviewsPanel, the SPA's booking
// pages, /packages and the home page).
import { z } from 'zod';
import { freeText } from '../schemas/fields.js';
import { CODES } from '../codes.js';
import {
  READING_TEXT_MAX,
  REVIEW_DISPLAYS,
  REVIEW_REPLY_MAX,
  REVIEW_STATES,
  REVIEW_TEXT_MAX,
} from '../readings.js';
import {
  envelopeOf,
  fileAnswer,
  fileField,
  id,
  noContent,
  text,
  type EndpointContracts,
} from './shape.js';

const bookingParams = z.object({ appointmentNo: z.string() });
const deskParams = z.object({ no: z.string() });
const fileParams = z.object({ fileId: z.string() });

/** One stored file of a booking, as both sides see it (its bytes at the file endpoints). */
export const bookingFileSchema = z.object({
  id: text,
  kind: z.enum(['image', 'audio', 'pdf']),
  mime: text,
  name: text,
  size: z.number().int(),
  /** A recording's length in whole seconds (read from the file); null for the other kinds. */
  duration_seconds: z.number().int().nullable(),
  created_at: text,
});
export type BookingFile = z.output<typeof bookingFileSchema>;

/** The member's own review of a booking. */
export const ownReviewSchema = z.object({
  rating: z.number().int().min(1).max(5),
  text: text,
  display: z.enum(REVIEW_DISPLAYS),
  status: z.enum(REVIEW_STATES),
  reply: text.nullable(),
  created_at: text,
  updated_at: text,
});

/** What the booking page and slip show beside the booking: photos, reading, review. */
export const bookingExtrasSchema = z.object({
  /** One of the booking's packages asks for the client's photos. */
  material_needed: z.boolean(),
  /** The member may still add or remove photos. */
  materials_open: z.boolean(),
  materials: z.array(bookingFileSchema),
  /** The reading once it is sent (a draft is the reader's alone). */
  reading: z.object({ html: text, files: z.array(bookingFileSchema), sent_at: text }).nullable(),
  review: ownReviewSchema.nullable(),
  /** The member may write (or change) a review now. */
  review_open: z.boolean(),
});
export type BookingExtras = z.output<typeof bookingExtrasSchema>;

export const reviewBodySchema = z.object({
  rating: z.coerce
    .number({ error: CODES.reviewRatingRequired })
    .int({ error: CODES.reviewRatingRequired })
    .min(1, { error: CODES.reviewRatingRequired })
    .max(5, { error: CODES.reviewRatingRequired }),
  // A few words are welcome, not required; Zawgyi is converted like every typed text.
  text: z
    .union([
      z.literal(''),
      freeText({
        required: CODES.required,
        max: REVIEW_TEXT_MAX,
        tooLong: CODES.reviewTextTooLong,
        multiline: true,
      }),
    ])
    .default(''),
  display: z.enum(REVIEW_DISPLAYS).default('name'),
});
export type ReviewBody = z.input<typeof reviewBodySchema>;

/** The reader's reading as the desk edits it. */
export const deskReadingSchema = z.object({
  status: z.enum(['none', 'draft', 'sent']),
  text: text,
  html: text,
  files: z.array(bookingFileSchema),
  materials: z.array(bookingFileSchema),
  material_needed: z.boolean(),
  updated_at: text.nullable(),
  sent_at: text.nullable(),
});
export type DeskReading = z.output<typeof deskReadingSchema>;

export const deskReadingBodySchema = z.object({
  text: z
    .string()
    .max(READING_TEXT_MAX, { error: CODES.readingTextTooLong })
    .transform((v) => v.replace(/\r\n?/g, '\n')),
  actor: z.string().max(100).optional(),
});

/** One approved review as the public pages show it. */
export const publicReviewSchema = z.object({
  id: text,
  rating: z.number().int(),
  text: text,
  author: text,
  reply: text.nullable(),
  created_at: text,
  package_ids: z.array(id),
});
export const ratingSummarySchema = z.object({ average: z.number().nullable(), count: z.number() });
export const publicReviewsSchema = z.object({
  overall: ratingSummarySchema,
  packages: z.array(ratingSummarySchema.extend({ package_id: id })),
  reviews: z.array(publicReviewSchema),
});
export type PublicReviews = z.output<typeof publicReviewsSchema>;

export const deskReviewSchema = publicReviewSchema.extend({
  appointment_no: text,
  status: z.enum(REVIEW_STATES),
  member_name: text,
  display: z.enum(REVIEW_DISPLAYS),
  package_names: text,
});
export type DeskReview = z.output<typeof deskReviewSchema>;

export const moderateReviewBodySchema = z.object({
  status: z.enum(['approved', 'hidden']).optional(),
  reply: z
    .string()
    .max(REVIEW_REPLY_MAX, { error: CODES.reviewReplyTooLong })
    .nullable()
    .optional(),
});

const fileUpload = z.object({ file: fileField });

export const READING_SCHEMAS = {
  bookingExtras: { params: bookingParams, answer: envelopeOf(bookingExtrasSchema) },
  uploadMaterial: {
    params: bookingParams,
    multipart: true,
    body: fileUpload,
    answer: envelopeOf(bookingFileSchema),
    codes: [
      'material_type',
      'material_too_large',
      'material_too_many',
      'material_closed',
      'material_not_needed',
      'files_quota_full',
    ],
  },
  deleteMaterial: {
    params: bookingParams.merge(fileParams),
    answer: noContent,
    codes: ['material_closed'],
  },
  bookingFile: { params: bookingParams.merge(fileParams), answer: fileAnswer },
  saveReview: {
    params: bookingParams,
    body: reviewBodySchema,
    answer: envelopeOf(ownReviewSchema),
    codes: ['review_not_open', 'review_rating_required', 'review_text_too_long'],
  },
  deleteReview: { params: bookingParams, answer: noContent },
  publicReviews: { answer: envelopeOf(publicReviewsSchema) },
  deskReading: { params: deskParams, answer: envelopeOf(deskReadingSchema) },
  deskSaveReading: {
    params: deskParams,
    body: deskReadingBodySchema,
    answer: envelopeOf(deskReadingSchema),
    codes: ['reading_not_open', 'reading_text_too_long'],
  },
  deskSendReading: {
    params: deskParams,
    body: z.object({ actor: z.string().max(100).optional() }),
    answer: envelopeOf(deskReadingSchema),
    codes: ['reading_not_open', 'reading_empty'],
  },
  deskReadingFile: {
    params: deskParams,
    multipart: true,
    body: fileUpload,
    answer: envelopeOf(bookingFileSchema),
    codes: [
      'reading_not_open',
      'reading_file_type',
      'reading_file_too_large',
      'reading_too_many_files',
      'reading_audio_too_long',
      'reading_audio_unreadable',
      'files_quota_full',
    ],
  },
  deskDeleteFile: { params: deskParams.merge(fileParams), answer: noContent },
  deskFile: { params: deskParams.merge(fileParams), answer: fileAnswer },
  deskReviews: {
    query: z.object({ status: z.enum(REVIEW_STATES).optional() }),
    answer: envelopeOf(z.array(deskReviewSchema)),
  },
  deskModerateReview: {
    params: z.object({ id: z.string() }),
    body: moderateReviewBodySchema,
    answer: envelopeOf(deskReviewSchema),
    codes: ['review_reply_too_long'],
  },
} satisfies EndpointContracts;
