// The answer shapes of waitlist entries (issue 45): the member's, and the desk's.
import { isOpenWait } from '@mystic/shared';
import type { AppointmentPayload } from '@mystic/shared';
import type { WaitRecord } from './repository.js';

const intakeOf = (w: WaitRecord) => JSON.parse(w.intake) as Partial<AppointmentPayload>;

/** What a member sees of their entry; `ahead` is how many wait before them (waiting only). */
export function memberWaitView(w: WaitRecord, ahead: number | null) {
  const intake = intakeOf(w);
  return {
    id: w.id,
    day: w.day,
    status: w.status,
    open: isOpenWait(w.status),
    position: w.status === 'waiting' && ahead !== null ? ahead + 1 : null,
    hold_until: w.status === 'offered' ? w.hold_until : null,
    appointment_no: w.appointment_no,
    packages: intake.packages ?? [],
    subject_name: intake.for_other ? (intake.subject_name ?? null) : null,
    created_at: w.created_at,
  };
}
export type MemberWaitView = ReturnType<typeof memberWaitView>;

/** What the desk sees: who, how to reach them, for whom, and where they stand. */
export function deskWaitView(w: WaitRecord, position: number) {
  const intake = intakeOf(w);
  return {
    id: w.id,
    day: w.day,
    status: w.status,
    position,
    user_id: w.user_id,
    member_name: w.member_name,
    email: intake.email ?? '',
    phone: intake.phone ?? null,
    subject_name: intake.for_other ? (intake.subject_name ?? null) : null,
    hold_until: w.hold_until,
    offered_by: w.offered_by,
    created_at: w.created_at,
  };
}
export type DeskWaitView = ReturnType<typeof deskWaitView>;
