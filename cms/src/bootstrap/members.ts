import type { Core } from '@strapi/strapi';
import { ROLE_MEMBER_DISPLAY, ROLE_MEMBER_TYPE } from '@mystic/shared';
import { ensureReaderRole } from './admin-roles';

const ROLE_UID = 'plugin::users-permissions.role';
export const READER_ROLE_TYPE = 'reader';

/** The members' role is shown as "Member"; the reader's own account gets a role of its own. */
async function ensureRoles(strapi: Core.Strapi): Promise<void> {
  const roles = strapi.db.query(ROLE_UID);
  const member = await roles.findOne({ where: { type: ROLE_MEMBER_TYPE } });
  if (member && member.name !== ROLE_MEMBER_DISPLAY) {
    await roles.update({
      where: { id: member.id },
      data: { name: ROLE_MEMBER_DISPLAY, description: 'Registered members of the site.' },
    });
  }
  if (!(await roles.findOne({ where: { type: READER_ROLE_TYPE } }))) {
    await roles.create({
      data: {
        type: READER_ROLE_TYPE,
        name: 'Reader',
        description: "The reader's own account on the site.",
      },
    });
  }
}

/**
 * Outside production only: the reader's admin login for development (`npm start` prints it),
 * created when DEV_ADMIN_EMAIL and DEV_ADMIN_PASSWORD are set and no admin exists yet.
 */
async function ensureDevAdmin(strapi: Core.Strapi): Promise<void> {
  if (process.env.NODE_ENV === 'production') return;
  const email = process.env.DEV_ADMIN_EMAIL?.trim();
  const password = process.env.DEV_ADMIN_PASSWORD;
  if (!email || !password) return;
  const users = strapi.service('admin::user');
  if (await users.exists()) return;
  await users.createFirstAdmin({
    email: email.toLowerCase(),
    firstname: 'Reader',
    lastname: 'Admin',
    password,
  });
  strapi.log.info(`Development admin created: ${email}`);
}

/** Member roles, the reader's admin role and the development admin account. */
export async function bootstrapMembers(strapi: Core.Strapi): Promise<void> {
  await ensureRoles(strapi);
  await ensureReaderRole(strapi);
  await ensureDevAdmin(strapi);
}
