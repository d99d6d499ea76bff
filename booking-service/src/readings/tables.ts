// Issue 44: the tables of the client's photos, the delivered reading and the reviews
// (migration 2026_11_29_1100_create_readings).
import type { BookingFileKind, BookingFileRole, ReviewDisplay, ReviewState } from '@mystic/shared';

/** One stored file of a booking: its bytes are at `storage_key` under BOOKING_UPLOAD_DIR. */
export interface BookingFilesTable {
  id: string;
  appointment_no: string;
  /** The booking's member: the per-member quota and the erasure with the account count by it. */
  user_id: number;
  role: BookingFileRole;
  kind: BookingFileKind;
  storage_key: string;
  mime: string;
  /** The name the file was sent with (shown and offered when downloading). */
  name: string;
  size: number;
  duration_seconds: number | null;
  created_at: string;
}

export interface ReadingsTable {
  appointment_no: string;
  /** Markdown, as the reader wrote it. */
  body: string;
  status: 'draft' | 'sent';
  updated_by: string | null;
  updated_at: string;
  sent_at: string | null;
}

export interface ReviewsTable {
  id: string;
  appointment_no: string;
  user_id: number;
  /** The member's name when they wrote it (shown as it or as initials). */
  member_name: string;
  /** JSON array of the booking's package ids. */
  package_ids: string;
  rating: number;
  body: string;
  display: ReviewDisplay;
  status: ReviewState;
  reply: string | null;
  created_at: string;
  updated_at: string;
}
