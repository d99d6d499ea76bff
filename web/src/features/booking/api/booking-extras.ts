// Issue 44: what the booking page shows beside the booking (the client's photos, the sent
// reading, the member's review) and the member's changes to them.
import { pathOf, type BookingExtras, type BookingFile, type Envelope } from '@mystic/shared';
import { api } from '@/lib/api-client';
import { useApi } from '@/lib/use-api';

export const bookingExtrasPath = (no: string) => pathOf('bookingExtras', { appointmentNo: no });
export const bookingFilePath = (no: string, fileId: string) =>
  pathOf('bookingFile', { appointmentNo: no, fileId });

export function useBookingExtras(no: string) {
  return useApi<Envelope<BookingExtras>>(bookingExtrasPath(no), undefined, undefined, {
    auth: 'required',
  });
}

/** One photo to the booking (multipart, one file a request). */
export async function uploadMaterial(no: string, file: File): Promise<BookingFile> {
  const body = new FormData();
  body.set('file', file);
  const answer = await api.post<Envelope<BookingFile>>(
    pathOf('uploadMaterial', { appointmentNo: no }),
    body,
    { auth: 'required', timeoutMs: 60_000 },
  );
  return answer.data;
}

export const deleteMaterial = (no: string, fileId: string) =>
  api.delete(pathOf('deleteMaterial', { appointmentNo: no, fileId }), { auth: 'required' });

export interface ReviewForm {
  rating: number;
  text: string;
  display: 'name' | 'initials';
}

export const saveReview = (no: string, form: ReviewForm) =>
  api.put(pathOf('saveReview', { appointmentNo: no }), form, { auth: 'required' });

export const deleteReview = (no: string) =>
  api.delete(pathOf('deleteReview', { appointmentNo: no }), { auth: 'required' });
