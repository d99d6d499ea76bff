// A member's name, phone, e-mail or blocked flag changed, or the member was deleted (their own
// profile update, the admin panel, any update through Strapi's database layer): the booking
// service, which keeps what a booking needs of each member, is told before the write returns, and
// with Redis every instance of it hears it. Their booking-form fields (the intake) are not what a
// booking reads, so writing them tells nothing.
import type { Core } from '@strapi/strapi';
import { CHANNELS } from '@mystic/shared/store';
import { tellBooking } from '../booking-changes';
import { sharedStore } from '../shared-store';
import { USER_UID } from './users';

/** The fields a booking reads of a member (the booking service's MemberFacts, and the e-mail). */
const WATCHED = ['username', 'phone', 'blocked', 'email'];

async function announce(ids: number[]): Promise<void> {
  if (!ids.length) return;
  await Promise.all([
    sharedStore().redis
      ? sharedStore().publish(CHANNELS.membersChanged, JSON.stringify({ members: ids }))
      : null,
    tellBooking({ members: ids }),
  ]);
}

const idOf = (value: unknown): number | undefined => {
  const id = (value as { id?: unknown } | null | undefined)?.id;
  return typeof id === 'number' ? id : undefined;
};

export function announceMemberChanges(strapi: Core.Strapi): void {
  strapi.db.lifecycles.subscribe({
    models: [USER_UID],
    async afterUpdate(event) {
      const data = (event.params as { data?: Record<string, unknown> }).data ?? {};
      const id = idOf(event.result);
      if (id === undefined || !WATCHED.some((key) => key in data)) return;
      await announce([id]);
    },
    async afterDelete(event) {
      const id = idOf(event.result) ?? idOf((event.params as { where?: unknown }).where);
      if (id !== undefined) await announce([id]);
    },
  });
}
