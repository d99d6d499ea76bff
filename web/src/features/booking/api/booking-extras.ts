// Issue 44: what the booking page shows beside the booking (the client's photos, the sent
// reading, the member's review) and the member's changes to them, by endpoint name (issue 40).
import { pathOf, type BookingFile, type ReviewBody } from '@mystic/shared';
import { call } from '@/lib/api-client';
import { useEndpoint } from '@/lib/use-endpoint';

export const bookingFilePath = (no: string, fileId: string) =>
  pathOf('bookingFile', { appointmentNo: no, fileId });

const member = { auth: 'required' } as const;

export function useBookingExtras(no: string) {
  return useEndpoint('bookingExtras', { params: { appointmentNo: no } }, undefined, member);
}

/** One photo to the booking (multipart, one file a request). */
export async function uploadMaterial(no: string, file: File): Promise<BookingFile> {
  const body = new FormData();
  body.set('file', file);
  const answer = await call(
    'uploadMaterial',
    { params: { appointmentNo: no }, body },
    { ...member, timeoutMs: 60_000 },
  );
  return answer.data;
}

export const deleteMaterial = (no: string, fileId: string) =>
  call('deleteMaterial', { params: { appointmentNo: no, fileId } }, member);

/** The review form: the body the endpoint takes, every field set. */
export type ReviewForm = Required<Omit<ReviewBody, 'rating'>> & { rating: number };

export const saveReview = (no: string, form: ReviewForm) =>
  call('saveReview', { params: { appointmentNo: no }, body: form }, member);

export const deleteReview = (no: string) =>
  call('deleteReview', { params: { appointmentNo: no } }, member);
