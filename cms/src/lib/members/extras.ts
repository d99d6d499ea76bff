// Member facts that live in relations to the content types: gender, weekday and saved posts.
// Relations point at the English published rows (Strapi re-points one-way relations when a post
// is republished); saved posts are answered by their stable public ids (content/public-id.ts).
import type { Core } from '@strapi/strapi';
import {
  CODES,
  DEFAULT_LOCALE,
  weekdayContradicts,
  type FieldCodes,
  type MessageCode,
} from '@mystic/shared';
import { USER_UID, type MemberExtras } from './users';

const GENDER_UID = 'api::gender.gender';
const WEEKDAY_UID = 'api::weekday.weekday';

/** Only the served rows: the English published version. */
export const PUBLIC_ROW = { locale: DEFAULT_LOCALE, publishedAt: { $notNull: true } } as const;

interface ExtrasRow {
  gender?: { id: number } | null;
  weekday?: { id: number } | null;
  saved_posts?: { public_id: number }[];
}

export async function loadMemberExtras(strapi: Core.Strapi, userId: number): Promise<MemberExtras> {
  const row = (await strapi.db.query(USER_UID).findOne({
    select: ['id'],
    where: { id: userId },
    populate: {
      gender: { select: ['id'] },
      weekday: { select: ['id'] },
      saved_posts: { select: ['public_id'], where: PUBLIC_ROW },
    },
  })) as ExtrasRow | null;
  return {
    gender_id: row?.gender?.id ?? null,
    weekday_id: row?.weekday?.id ?? null,
    saved_posts: (row?.saved_posts ?? []).map((p) => ({ id: p.public_id })),
  };
}

export interface ProfileRefs {
  data: { gender: number; weekday: number };
  errors: FieldCodes;
}

/**
 * Checks the gender and weekday ids of a profile or a booking intake: each must be a served
 * entry, and the weekday the day of the date of birth (the shared eight-day rule). Problems are
 * field errors under the spec's names (gender, birthday).
 */
export async function resolveProfileRefs(
  strapi: Core.Strapi,
  ids: { gender: number; weekday: number; dob: string },
  messages: { gender: MessageCode; birthday: MessageCode } = {
    gender: CODES.profileGenderRequired,
    birthday: CODES.profileBirthdayRequired,
  },
): Promise<ProfileRefs> {
  const [genders, weekday] = await Promise.all([
    strapi.db.query(GENDER_UID).count({ where: { id: ids.gender, ...PUBLIC_ROW } }),
    strapi.db.query(WEEKDAY_UID).findOne({
      select: ['id', 'name', 'day_index'],
      where: { id: ids.weekday, ...PUBLIC_ROW },
    }) as Promise<{ id: number; name: string; day_index: number | null } | null>,
  ]);
  const errors: FieldCodes = {};
  if (!genders) errors.gender = [messages.gender];
  if (!weekday) errors.birthday = [messages.birthday];
  else if (weekdayContradicts(ids.dob, weekday.id, [weekday])) {
    errors.birthday = [CODES.birthdayContradictsDob];
  }
  return { data: { gender: ids.gender, weekday: ids.weekday }, errors };
}

/** Writes the member's gender and weekday relations (by row id, through the query engine). */
export async function saveProfileRefs(
  strapi: Core.Strapi,
  userId: number,
  refs: { gender: number; weekday: number },
): Promise<void> {
  await strapi.db
    .query(USER_UID)
    .update({ where: { id: userId }, data: { gender: refs.gender, weekday: refs.weekday } });
}
