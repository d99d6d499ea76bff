// Shapes the desk reads from its admin routes (/bookings/...), and the message of a failed call.
export type Status = 'Pending' | 'Verifying' | 'Booked' | 'Finished' | 'Cancelled' | 'Expired';

export interface Line {
  id: number;
  package_name: string;
  price: number;
  th_price: number;
  discount_amt: number;
  th_discount_amt: number;
  balance: number;
  th_balance: number;
}

export interface Booking {
  appointment_no: string;
  appointment_date: string;
  date: string;
  status: Status;
  user: { id: number; name: string; phone: string | null; email: string };
  appointment_packages: Line[];
  packageNames: string;
  total_price: number;
  th_total_price: number;
  discount_amt: number;
  th_discount_amt: number;
  balance: number;
  th_balance: number;
  payment_type: { id: number; name: string } | null;
  transaction_no: string | null;
  has_proof: boolean;
  email: string;
  dob: string;
  gender: number;
  birthday: number;
  /** Names of the two ids, added by the desk's server (null when the entry is gone). */
  gender_name?: string | null;
  birthday_name?: string | null;
  social_link?: string;
  desc?: string;
  history?: { from: Status | null; to: Status; note: string | null; by: string; at: string }[];
  /** The mails this booking caused, with how their sending went. */
  mails?: {
    kind: string;
    to: string | null;
    status: 'queued' | 'retrying' | 'sent' | 'failed';
    attempts: number;
    sent_at: string | null;
    last_error: string | null;
  }[];
}

export interface Page<T> {
  data: T[];
  meta: { current_page: number; last_page: number; per_page: number; total: number };
}

export interface Summary {
  verifying: number;
  today: number;
  tomorrow: number;
  today_date: string;
  tomorrow_date: string;
}

export interface BoardDay {
  date: string;
  used: number;
  capacity: number;
  blocked: boolean;
  reason: string | null;
  blocked_in_settings: boolean;
  closed: boolean;
}

export interface Board {
  month: string;
  today: string;
  capacity: number;
  days: BoardDay[];
}

/** Transitions the reader may make by hand from each status (the booking service's rule). */
export const NEXT: Record<Status, Status[]> = {
  Pending: ['Booked', 'Cancelled'],
  Verifying: ['Booked', 'Pending', 'Cancelled'],
  Booked: ['Finished', 'Cancelled'],
  Finished: [],
  Cancelled: [],
  Expired: [],
};

/** A note is required when a proof is rejected (back to Pending) or a booking cancelled. */
export const noteRequired = (to: Status) => to === 'Pending' || to === 'Cancelled';

interface FetchErrorLike {
  status?: number;
  response?: { status?: number; data?: { message?: string; error?: { message?: string } } };
}

/** The server's message of a failed call, and whether it is the booking service's outage. */
export function failure(err: unknown): { message: string; outage: boolean } {
  const e = err as FetchErrorLike;
  const status = e.response?.status ?? e.status;
  const data = e.response?.data;
  return {
    message: data?.message ?? data?.error?.message ?? String((err as Error)?.message ?? err),
    outage: status === 502 || status === 503,
  };
}

export const money = (n: number) => new Intl.NumberFormat('en-US').format(n);
