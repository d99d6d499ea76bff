// PATCH /appointments/:no/status: the reader moves a booking (audited, through changeStatus).
import {
  APPOINTMENT_TRANSITIONS,
  MESSAGES,
  READER_STATUSES,
  readerNextStatuses,
  type AppointmentStatus,
} from '@mystic/shared';
import { z } from 'zod';
import type { Context } from '../context.js';
import { AppError } from '../errors.js';
import { validate } from '../lib/validate.js';
import { changeStatus } from '../appointments/change-status.js';
import { actorField } from './fields.js';
import { findForReader, readAppointment } from './read.js';

const statusSchema = z.object({
  status: z.enum(READER_STATUSES, {
    error: `Status must be one of ${READER_STATUSES.join(', ')}.`,
  }),
  note: z.string().trim().max(1000).optional(),
  actor: actorField,
});

export async function setStatus(ctx: Context, no: string, body: unknown) {
  const input = validate(statusSchema, body);
  const current = await findForReader(ctx, no);
  const to: AppointmentStatus = input.status;
  if (!APPOINTMENT_TRANSITIONS[current.status].includes(to)) {
    throw new AppError(
      'invalid_transition',
      `An appointment that is ${current.status} cannot become ${to}.`,
      {
        status: [
          `Allowed next statuses: ${readerNextStatuses(current.status).join(', ') || 'none'}.`,
        ],
      },
    );
  }
  const changed = await changeStatus(ctx, current.appointment_no, to, {
    actor: `reader:${input.actor ?? 'reader'}`,
    note: input.note ?? null,
    allowedFrom: [current.status],
  });
  if (!changed) {
    throw new AppError('invalid_transition', MESSAGES.appointmentChangedMeanwhile);
  }
  return readAppointment(ctx, current.appointment_no);
}
