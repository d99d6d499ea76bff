// "Your reading" and reviews (issue 44): the pure rules of the client's photos, the reader's
// delivered reading and the members' reviews. The booking service enforces them; the SPA and the
// desk read the same numbers to say them before an upload is sent.
import type { AppointmentStatus } from './constants.js';
import type { MessageKey } from './messages.js';

const MiB = 1024 * 1024;

/** The client's own photos before the day (a palm reading's palms). */
export const MATERIAL_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MATERIAL_MAX_BYTES = 5 * MiB;
export const MATERIAL_MAX_FILES = 6;

/** The reader's attachments: what each kind may be and weigh. */
export const READING_AUDIO_MAX_BYTES = 30 * MiB;
export const READING_AUDIO_MAX_SECONDS = 60 * 60;
export const READING_IMAGE_MAX_BYTES = 10 * MiB;
export const READING_PDF_MAX_BYTES = 20 * MiB;
export const READING_MAX_FILES = 20;
/** Characters of the written reading: Burmese is 3 bytes a character, so it fits 100 kB of JSON. */
export const READING_TEXT_MAX = 20_000;

/** Room for files: one booking's (the photos and the reading), and all of one member's bookings. */
export const BOOKING_FILES_QUOTA_BYTES = 200 * MiB;
export const MEMBER_FILES_QUOTA_BYTES = 1024 * MiB;

export type BookingFileKind = 'image' | 'audio' | 'pdf';
export type BookingFileRole = 'material' | 'reading';

/** The type a file's bytes were sniffed as (file-type's answer), or undefined when unknown. */
export interface SniffedType {
  ext: string;
  mime: string;
}

/** The type each sniffed extension is stored and served as. */
const READING_TYPES: Record<string, { kind: BookingFileKind; mime: string }> = {
  jpg: { kind: 'image', mime: 'image/jpeg' },
  png: { kind: 'image', mime: 'image/png' },
  webp: { kind: 'image', mime: 'image/webp' },
  pdf: { kind: 'pdf', mime: 'application/pdf' },
  m4a: { kind: 'audio', mime: 'audio/mp4' },
  mp3: { kind: 'audio', mime: 'audio/mpeg' },
  ogg: { kind: 'audio', mime: 'audio/ogg' },
  oga: { kind: 'audio', mime: 'audio/ogg' },
  opus: { kind: 'audio', mime: 'audio/ogg' },
  // file-type cannot tell an audio-only WebM from a video: a recorder's WebM is taken as audio.
  webm: { kind: 'audio', mime: 'audio/webm' },
};

const MAX_BYTES: Record<BookingFileKind, number> = {
  image: READING_IMAGE_MAX_BYTES,
  audio: READING_AUDIO_MAX_BYTES,
  pdf: READING_PDF_MAX_BYTES,
};

export type FileCheck =
  | { ok: true; kind: BookingFileKind; mime: string }
  | { ok: false; message: MessageKey; status: 413 | 415 | 409 | 422 };

/** A client photo: judged by its sniffed type and size, and how many the booking holds already. */
export function checkMaterial(
  sniffed: SniffedType | undefined,
  size: number,
  existing: number,
): FileCheck {
  if (existing >= MATERIAL_MAX_FILES) return { ok: false, message: 'materialTooMany', status: 409 };
  const type = sniffed && READING_TYPES[sniffed.ext];
  if (!type || type.kind !== 'image') return { ok: false, message: 'materialType', status: 415 };
  if (size > MATERIAL_MAX_BYTES) return { ok: false, message: 'materialTooLarge', status: 413 };
  return { ok: true, kind: 'image', mime: type.mime };
}

/** One of the reader's attachments; a recording's duration is checked once it has been read. */
export function checkReadingFile(
  sniffed: SniffedType | undefined,
  size: number,
  existing: number,
): FileCheck {
  if (existing >= READING_MAX_FILES) {
    return { ok: false, message: 'readingTooManyFiles', status: 409 };
  }
  const type = sniffed && READING_TYPES[sniffed.ext];
  if (!type) return { ok: false, message: 'readingFileType', status: 415 };
  if (size > MAX_BYTES[type.kind]) {
    return { ok: false, message: 'readingFileTooLarge', status: 413 };
  }
  return { ok: true, kind: type.kind, mime: type.mime };
}

/** A recording's length in seconds (null: unreadable), judged against the limit. */
export function checkDuration(seconds: number | null): MessageKey | null {
  if (seconds === null || !Number.isFinite(seconds) || seconds <= 0) {
    return 'readingAudioUnreadable';
  }
  return seconds > READING_AUDIO_MAX_SECONDS ? 'readingAudioTooLong' : null;
}

/** Whether a new file of `size` bytes fits in both quotas. */
export const fitsQuota = (size: number, bookingUsed: number, memberUsed: number): boolean =>
  bookingUsed + size <= BOOKING_FILES_QUOTA_BYTES && memberUsed + size <= MEMBER_FILES_QUOTA_BYTES;

/** The member may add or remove photos until the day's reading is done. */
export const materialsOpen = (status: AppointmentStatus): boolean =>
  status === 'Pending' || status === 'Verifying' || status === 'Booked';

/** The reader writes a reading for a booking that took place or is about to. */
export const readingOpen = (status: AppointmentStatus): boolean =>
  status === 'Booked' || status === 'Finished';

// ---- Reviews.

export const REVIEW_TEXT_MAX = 1000;
export const REVIEW_REPLY_MAX = 1000;
export const REVIEW_DISPLAYS = ['name', 'initials'] as const;
export type ReviewDisplay = (typeof REVIEW_DISPLAYS)[number];
export const REVIEW_STATES = ['new', 'approved', 'hidden'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];
/** Days after Finished before the member is asked for a review (booking setting default). */
export const REVIEW_DELAY_DAYS_DEFAULT = 3;

/** Only the owner of a Finished booking may review it. */
export const reviewOpen = (status: AppointmentStatus): boolean => status === 'Finished';

/** The name shown with a review: the member's name, or its initials ("Aung Min" → "A. M."). */
export function reviewAuthor(name: string, display: ReviewDisplay): string {
  const clean = name.trim().replace(/\s+/g, ' ');
  if (display === 'name') return clean;
  const words = clean.split(' ').filter(Boolean);
  // Burmese names are written without capitals; the first letter (with its marks) still names it.
  return words.map((w) => `${Array.from(w)[0]}.`).join(' ');
}

/**
 * Whether a Finished booking's review request is due: `delayDays` whole days after it finished.
 */
export function reviewRequestDue(finishedAt: string, delayDays: number, now: Date): boolean {
  return now.getTime() >= Date.parse(finishedAt) + delayDays * 24 * 60 * 60 * 1000;
}

/** The average of ratings to one decimal, and their count (null average when none). */
export function ratingSummary(ratings: readonly number[]): {
  average: number | null;
  count: number;
} {
  if (ratings.length === 0) return { average: null, count: 0 };
  const sum = ratings.reduce((a, b) => a + b, 0);
  return { average: Math.round((sum / ratings.length) * 10) / 10, count: ratings.length };
}
