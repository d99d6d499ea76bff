// The saved_people table (issue 45): the people a member booked readings for, to pick again.
// Every write to it is here.
import { auditId } from '../lib/audit-id.js';
import type { Executor } from '../db/index.js';
import type { SavedPeopleTable } from '../db/schema.js';

export type SavedPerson = Omit<SavedPeopleTable, 'user_id'>;

/** Keeps `person` for `userId`: the same name and date of birth is one person, updated. */
export async function savePerson(
  trx: Executor,
  userId: number,
  person: Omit<SavedPeopleTable, 'id' | 'user_id'>,
): Promise<void> {
  await trx
    .insertInto('saved_people')
    .values({ id: auditId(), user_id: userId, ...person })
    .onConflict((oc) =>
      oc.columns(['user_id', 'name', 'dob']).doUpdateSet({
        gender_id: person.gender_id,
        weekday_id: person.weekday_id,
        phone: person.phone,
        updated_at: person.updated_at,
      }),
    )
    .execute();
}

/** The member's saved people, the most recently booked for first. */
export async function savedPeopleOf(db: Executor, userId: number): Promise<SavedPerson[]> {
  return db
    .selectFrom('saved_people')
    .select(['id', 'name', 'dob', 'gender_id', 'weekday_id', 'phone', 'updated_at'])
    .where('user_id', '=', userId)
    .orderBy('updated_at', 'desc')
    .limit(20)
    .execute();
}
