import type { Core } from '@strapi/strapi';
import { ROLE_MEMBER_DISPLAY, ROLE_MEMBER_TYPE } from '@mystic/shared';
import { siteConfig } from '../lib/site-config';
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

interface DevAccount {
  email: string;
  password: string;
  firstname: string;
}

function devAccount({ email, password }: { email?: string; password?: string }, firstname: string) {
  const address = email?.trim().toLowerCase();
  return address && password ? { email: address, password, firstname } : null;
}

interface AdminUsers {
  findOneByEmail(email: string, populate?: string[]): Promise<AdminUser | null>;
  create(data: object): Promise<AdminUser>;
  updateById(id: number, data: object): Promise<unknown>;
}
interface AdminUser {
  id: number;
  roles?: { id: number; code: string }[];
}

/** The account by e-mail, created with the role when missing (another instance may win the race). */
async function ensureAdmin(strapi: Core.Strapi, account: DevAccount, roleId: number) {
  const users = strapi.service('admin::user') as unknown as AdminUsers;
  const found = await users.findOneByEmail(account.email, ['roles']);
  if (found) return found;
  try {
    const made = await users.create({
      ...account,
      lastname: null,
      registrationToken: null,
      isActive: true,
      roles: [roleId],
    });
    strapi.log.info(`Development admin created: ${account.email}`);
    return made;
  } catch (error) {
    const raced = await users.findOneByEmail(account.email, ['roles']);
    if (raced) return raced;
    throw error;
  }
}

/**
 * Outside production only: the development logins `npm start` prints. DEV_ADMIN_EMAIL is the
 * reader's, with the Reader role, so whoever tries the admin sees what she sees; DEV_SETUP_EMAIL
 * is a Super Admin for setup (roles, users, API tokens). A reader account made a Super Admin by
 * an earlier version is given the Reader role once the setup account exists.
 */
async function ensureDevAdmins(strapi: Core.Strapi, readerRoleId: number): Promise<void> {
  const site = siteConfig();
  if (site.nodeEnv === 'production') return;
  const setup = devAccount(site.devAccounts.setup, 'Setup');
  const reader = devAccount(site.devAccounts.reader, 'Reader');
  const roles = strapi.service('admin::role') as unknown as {
    getSuperAdmin(): Promise<{ id: number; code: string }>;
  };
  const superAdmin = await roles.getSuperAdmin();
  if (setup) await ensureAdmin(strapi, setup, superAdmin.id);
  if (!reader) return;
  const her = await ensureAdmin(strapi, reader, readerRoleId);
  if (setup && her.roles?.some((r) => r.code === superAdmin.code)) {
    const users = strapi.service('admin::user') as unknown as AdminUsers;
    await users.updateById(her.id, { roles: [readerRoleId] });
    strapi.log.info(`Development admin ${reader.email} now has the Reader role`);
  }
}

/** Member roles, the reader's admin role and the development admin accounts. */
export async function bootstrapMembers(strapi: Core.Strapi): Promise<void> {
  await ensureRoles(strapi);
  await ensureDevAdmins(strapi, await ensureReaderRole(strapi));
}
