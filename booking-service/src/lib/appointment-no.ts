import { randomInt } from 'node:crypto';

// No 0/O, 1/I/L: readable over the phone and on a slip.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A readable appointment number such as MV-261122-7K3Q (the appointment's day, then 4 random characters). */
export function newAppointmentNo(appointmentDate: string): string {
  const yymmdd = appointmentDate.slice(2).replaceAll('-', '');
  let suffix = '';
  for (let i = 0; i < 4; i++) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `MV-${yymmdd}-${suffix}`;
}

export const APPOINTMENT_NO_PATTERN = /^MV-\d{6}-[2-9A-HJKMNP-Z]{4}$/;
