import { z } from 'zod';
import { LOCALES, PAYMENT_IMAGE_MAX_BYTES, PAYMENT_IMAGE_TYPES } from '../constants.js';
import { CODES as C, type CodeOf } from '../codes.js';
import type { FileFacts } from './account.js';
import type { WeekdayEntry } from '../birth-weekday.js';
import {
  birthWeekdayRule,
  dobField,
  emailField,
  idField,
  isoDateField,
  freeText,
  hasLineControls,
  optionalPhoneField,
} from './fields.js';

export const appointmentSchema = z
  .object({
    email: emailField(C.appointmentEmail, C.appointmentEmail),
    dob: dobField(C.dobRequired, C.dobInvalid),
    gender: idField(C.genderRequired),
    birthday: idField(C.birthdayRequired),
    // 255: the CMS keeps it in the member's profile as a string column.
    social_link: freeText({ required: C.socialRequired, max: 255, tooLong: C.socialTooLong }),
    desc: freeText({
      required: C.descRequired,
      max: 5000,
      tooLong: C.descTooLong,
      multiline: true,
    }),
    // Optional: the spec's form has no phone; the profile's is used when none is given (SPEC 4).
    phone: optionalPhoneField(),
    packages: z
      .array(idField(C.packagesRequired), { error: C.packagesRequired })
      .min(1, { error: C.packagesRequired })
      .max(20, { error: C.tooManyPackages }),
    appointment_date: isoDateField(C.appointmentDateRequired, C.appointmentDateInvalid),
    /** The member's UI language when booking: their e-mails about this booking are in it. */
    locale: z.enum(LOCALES).optional(),
    // Issue 45: a reading for someone else (a mother, a child): the date of birth, gender and
    // weekday above are then theirs, with their name and phone here; the member stays the booker.
    for_other: z.boolean().optional(),
    subject_name: freeText({
      required: C.subjectNameRequired,
      max: 100,
      tooLong: C.subjectNameTooLong,
    }).optional(),
    subject_phone: optionalPhoneField(),
  })
  // `when`: said with the other fields' messages, not only once they are right.
  .refine((v) => !v.for_other || Boolean(v.subject_name), {
    error: C.subjectNameRequired,
    path: ['subject_name'],
    when: () => true,
  });
export type AppointmentInput = z.input<typeof appointmentSchema>;
/** The booking form with the weekday rule of the CMS's weekday list (the service and the form). */
export const appointmentSchemaWith = (weekdays: readonly WeekdayEntry[]) =>
  appointmentSchema.superRefine(birthWeekdayRule(weekdays));
export type AppointmentPayload = z.output<typeof appointmentSchema>;

/** Returns the code of the spec's message for a bad payment image, or null when acceptable. */
export function checkPaymentImage(
  file: FileFacts,
): CodeOf<'paymentImageType' | 'paymentImageTooLarge'> | null {
  if (!(PAYMENT_IMAGE_TYPES as readonly string[]).includes(file.type)) return C.paymentImageType;
  if (file.size > PAYMENT_IMAGE_MAX_BYTES) return C.paymentImageTooLarge;
  return null;
}

/**
 * Payment form and payload. `transaction_img` is whatever the caller has that carries a type
 * and a size: a browser File, or the server's facts about the uploaded bytes.
 */
/** A member moves their booking to another day (issue 18). */
export const rescheduleSchema = z.object({
  appointment_date: isoDateField(C.appointmentDateRequired, C.appointmentDateInvalid),
});
export type RescheduleInput = z.infer<typeof rescheduleSchema>;

export const paymentSchema = z
  .object({
    paymentype: idField(C.paymentTypeRequired),
    transaction_no: z
      .string()
      .trim()
      .max(100, { error: C.transactionNoTooLong })
      .refine((v) => !hasLineControls(v), { error: C.controlCharacters })
      .optional()
      .transform((v) => (v ? v : undefined)),
    transaction_img: z
      .custom<FileFacts>(
        (v) =>
          v === undefined || v === null || (typeof v === 'object' && 'size' in v && 'type' in v),
        { error: C.paymentImageType },
      )
      .nullable()
      .optional(),
  })
  // `when` makes these run even when another field already failed, so every message shows at once.
  .refine((v) => !v.transaction_img || checkPaymentImage(v.transaction_img) === null, {
    error: (issue) =>
      checkPaymentImage((issue.input as PaymentFacts).transaction_img!) ?? C.paymentImageType,
    path: ['transaction_img'],
    when: () => true,
  })
  .refine((v) => Boolean(v.transaction_no || v.transaction_img), {
    error: C.paymentProofRequired,
    path: ['transaction_no'],
    when: () => true,
  });
interface PaymentFacts {
  transaction_img?: FileFacts | null;
}
export type PaymentInput = z.input<typeof paymentSchema>;
