import type { Appointment } from '@mystic/shared';
import { call } from '@/lib/api-client';

export interface PaymentForm {
  paymentype: number;
  transaction_no?: string;
  transaction_img?: File | null;
}

/** Multipart, as the spec's payment payload: paymentype, transaction_no, transaction_img. */
export async function storePayment(no: string, form: PaymentForm): Promise<Appointment> {
  const body = new FormData();
  body.set('paymentype', String(form.paymentype));
  if (form.transaction_no) body.set('transaction_no', form.transaction_no);
  if (form.transaction_img) body.set('transaction_img', form.transaction_img);
  const answer = await call(
    'storePayment',
    { params: { appointmentNo: no }, body },
    // Uploads on slow mobile networks take longer than the default 10 s.
    { auth: 'required', timeoutMs: 60_000 },
  );
  return answer.data;
}
