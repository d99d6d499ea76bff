// Member accounts: look-ups, uniqueness and the one public shape of a member (docs/product.md
// section 3).
import type { Core } from '@strapi/strapi';
import {
  CODES,
  ROLE_MEMBER_NAME,
  ROLE_MEMBER_TYPE,
  isPhoneShaped,
  toE164Phone,
  type User,
  type FieldCodes,
} from '@mystic/shared';
import { exclusively, lockSpace, type LockKey } from '../db-lock';
import { onPublicOrigin } from '../public-url';
import { DEFAULT_AVATAR_PATH } from './default-avatar';

export const USER_UID = 'plugin::users-permissions.user';

/** A user row as the member routes load it (with role and avatar). */
export interface MemberRow {
  id: number;
  documentId: string;
  username: string;
  email: string;
  phone: string | null;
  dob: string | null;
  social_link: string | null;
  blocked: boolean | null;
  confirmed: boolean | null;
  password?: string | null;
  provider?: string | null;
  role?: { id: number; type: string; name: string } | null;
  avatar?: { id: number; url: string } | null;
}

/** Phones are kept without spaces or dashes, so "09 123-4567" and "091234567" are one number. */
export function normalizePhone(phone: string): string {
  return phone.replace(/[\s-]/g, '');
}

export const MEMBER_POPULATE = {
  role: { select: ['id', 'type', 'name'] },
  avatar: { select: ['id', 'url', 'provider', 'formats'] },
} as const;

export async function findMember(strapi: Core.Strapi, id: number): Promise<MemberRow | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  return strapi.db.query(USER_UID).findOne({ where: { id }, populate: MEMBER_POPULATE });
}

/**
 * The account `credentials` names. A phone-shaped credential is a phone number first (issue 37:
 * a username that read as someone's phone took over their phone login; such usernames are now
 * refused); otherwise an e-mail, else a username, else a phone number. E-mails and usernames
 * match in any case (they are unique regardless of case); a credential with an `@` is tried as
 * an e-mail first and then as a username, since usernames may contain one.
 */
export async function findByCredentials(
  strapi: Core.Strapi,
  credentials: string,
): Promise<MemberRow | null> {
  const q = strapi.db.query(USER_UID);
  const value = credentials.trim();
  if (!value) return null;
  const one = (where: Record<string, unknown>): Promise<MemberRow | null> =>
    q.findOne({ where, orderBy: { id: 'asc' }, populate: MEMBER_POPULATE });
  const byPhone = async (): Promise<MemberRow | null> => {
    // Phones are stored in E.164 (the shared rule); one typed as 09… or with Myanmar digits finds it.
    const e164 = toE164Phone(value);
    const found = e164 ? await one({ phone: e164 }) : null;
    if (found) return found;
    // Accounts saved before phones were kept in E.164.
    const phone = normalizePhone(value);
    return /^\+?\d{6,20}$/.test(phone) ? one({ phone }) : null;
  };
  const phoneFirst = isPhoneShaped(value);
  if (phoneFirst) {
    const found = await byPhone();
    if (found) return found;
  }
  if (value.includes('@')) {
    const byEmail = await one({ email: { $eqi: value } });
    if (byEmail) return byEmail;
  }
  // An exact spelling wins over a case-insensitive one (accounts made before uniqueness was
  // case-insensitive, or by the reader in the admin panel, may differ only in case).
  const byName = (await one({ username: value })) ?? (await one({ username: { $eqi: value } }));
  if (byName) return byName;
  return phoneFirst ? null : byPhone();
}

/** Which of username / email / phone another account already uses (case-insensitive). */
export async function takenFields(
  strapi: Core.Strapi,
  values: { username?: string; email?: string; phone?: string | null },
  exceptId?: number,
): Promise<Array<'username' | 'email' | 'phone'>> {
  const q = strapi.db.query(USER_UID);
  const notMe = exceptId ? { id: { $ne: exceptId } } : {};
  const taken: Array<'username' | 'email' | 'phone'> = [];
  if (
    values.username &&
    (await q.count({ where: { username: { $eqi: values.username }, ...notMe } }))
  ) {
    taken.push('username');
  }
  if (values.email && (await q.count({ where: { email: { $eqi: values.email }, ...notMe } }))) {
    taken.push('email');
  }
  if (values.phone && (await q.count({ where: { phone: values.phone, ...notMe } }))) {
    taken.push('phone');
  }
  return taken;
}

const TAKEN_CODES = {
  username: CODES.usernameTaken,
  email: CODES.emailTaken,
  phone: CODES.phoneTaken,
} as const;

/** `takenFields` as the 422's field errors: `{ field: [its "already taken" code] }`. */
export async function takenErrors(...args: Parameters<typeof takenFields>): Promise<FieldCodes> {
  const taken = await takenFields(...args);
  return Object.fromEntries(taken.map((field) => [field, [TAKEN_CODES[field]]]));
}

const ACCOUNTS: LockKey = [lockSpace('acct'), 0];

/**
 * Runs `work` (a uniqueness check with `takenFields` and the write it guards) so that no other
 * such work overlaps it: two requests could otherwise both find a username or e-mail free and
 * both take it (the table has no case-insensitive unique index to refuse the second).
 */
export const withAccountsLocked = <T>(strapi: Core.Strapi, work: () => Promise<T>): Promise<T> =>
  exclusively(strapi, ACCOUNTS, work);

/** Extra member facts other modules add to the answer (gender, weekday, saved posts). */
export interface MemberExtras {
  gender_id: number | null;
  weekday_id: number | null;
  saved_posts: { id: number }[];
}

/**
 * The member as every route answers it: an explicit allow-list, so a password hash, reset or
 * confirmation token, provider or blocked flag can never slip into an answer.
 */
export function memberView(user: MemberRow, extras: MemberExtras): User {
  const role =
    user.role?.type === ROLE_MEMBER_TYPE ? ROLE_MEMBER_NAME : (user.role?.name ?? ROLE_MEMBER_NAME);
  return {
    id: user.id,
    username: user.username,
    name: user.username,
    email: user.email,
    phone: user.phone ?? null,
    dob: user.dob ?? null,
    gender_id: extras.gender_id,
    weekday_id: extras.weekday_id,
    social_link: user.social_link ?? null,
    role,
    profile: onPublicOrigin(user.avatar?.url ?? DEFAULT_AVATAR_PATH),
    saved_posts: extras.saved_posts,
  };
}
