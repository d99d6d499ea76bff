// A booking as the reader's desk sees it: the member's shape, with the proof served by the desk.
import type { Context } from '../context.js';
import type { AppointmentRecord } from '../appointments/model.js';
import { view } from '../appointments/view.js';

const adminProofPath = (no: string) =>
  `/api/booking/admin/appointments/${encodeURIComponent(no)}/proof`;

export const readerView = (ctx: Context, a: AppointmentRecord) => ({
  ...view(ctx, a),
  proof_url: a.proof_key ? adminProofPath(a.appointment_no) : null,
});
