// The reader's admin role, defined here rather than clicked in Settings → Roles (and put back
// on every start): her content, the media library and the booking desk, and nothing of a
// developer's. Without the Content-Type Builder's, Marketplace's and "configure the view"
// permissions, Strapi hides those menus and the "Edit the model" and "Configure the view"
// buttons; without reading Gender and Weekday (fixed lookup lists) they leave her menu. The
// Super Admin stays for setup (`npm run admin:create -- --super-admin`).
import type { Core } from '@strapi/strapi';
import { LOCALES } from '@mystic/shared';
import { isKeyOf, isLocalized, UID, type ContentTypeUid } from '../lib/content/types';

export const READER_ADMIN_ROLE = {
  code: 'mystic-reader',
  name: 'Reader',
  description:
    'The reader: posts, packages, categories, tags, zodiacs, payment types, feedback, booking ' +
    'settings, site info, the media library and the booking desk. No developer menus.',
} as const;

const EXPLORER = 'plugin::content-manager.explorer';
const CRUD = ['create', 'read', 'update', 'delete'];

/** What she may do with each content type (publish only where there are drafts). */
const HER_CONTENT: Partial<Record<ContentTypeUid, string[]>> = {
  [UID.post]: [...CRUD, 'publish'],
  [UID.package]: [...CRUD, 'publish'],
  [UID.category]: CRUD,
  [UID.tag]: CRUD,
  [UID.zodiac]: CRUD,
  [UID.paymentType]: CRUD,
  // Visitors write feedback; she reads it, marks it handled, and may delete it.
  [UID.feedback]: ['read', 'update', 'delete'],
  [UID.bookingSetting]: ['read', 'update'],
  [UID.siteInfo]: ['read', 'update'],
};

const PLUGIN_ACTIONS = [
  'plugin::upload.read',
  'plugin::upload.assets.create',
  'plugin::upload.assets.update',
  'plugin::upload.assets.download',
  'plugin::upload.assets.copy-link',
  'plugin::bookings.read',
  'plugin::bookings.update-status',
  'plugin::bookings.manage-days',
  'plugin::bookings.export',
];

interface Permission {
  action: string;
  subject?: string | null;
  properties?: { fields?: string[]; locales?: string[] };
}

/** The role's permissions: every field of her types, both locales of the localized ones. */
export function readerPermissions(strapi: Core.Strapi): Permission[] {
  const contentTypes = strapi.service('admin::content-type') as unknown as {
    getPermissionsWithNestedFields(
      actions: unknown[],
      options: { restrictedSubjects: string[] },
    ): Permission[];
  };
  const { actionProvider } = strapi.service('admin::permission') as unknown as {
    actionProvider: { values(): { actionId: string; section: string; subjects?: string[] }[] };
  };
  const actions = actionProvider.values().filter((a) => a.section === 'contentTypes');
  const others = [...new Set(actions.flatMap((a) => a.subjects ?? []))].filter(
    (uid) => !isKeyOf(HER_CONTENT, uid),
  );
  const content = contentTypes
    .getPermissionsWithNestedFields(actions, { restrictedSubjects: others })
    .filter((p) => {
      const verb = p.action.startsWith(`${EXPLORER}.`) ? p.action.slice(EXPLORER.length + 1) : '';
      return isKeyOf(HER_CONTENT, p.subject) && HER_CONTENT[p.subject]?.includes(verb) === true;
    })
    .map((p) => {
      const localized =
        isKeyOf(HER_CONTENT, p.subject) && isLocalized(strapi.contentTypes[p.subject]);
      return localized ? { ...p, properties: { ...p.properties, locales: [...LOCALES] } } : p;
    });
  return [...content, ...PLUGIN_ACTIONS.map((action) => ({ action }))];
}

/** Creates the Reader role when missing and sets its permissions to the ones above. */
export async function ensureReaderRole(strapi: Core.Strapi): Promise<number> {
  const roles = strapi.service('admin::role') as unknown as {
    findOne(where: object): Promise<{ id: number } | null>;
    create(data: object): Promise<{ id: number }>;
    assignPermissions(roleId: number, permissions: Permission[]): Promise<unknown>;
  };
  const role =
    (await roles.findOne({ code: READER_ADMIN_ROLE.code })) ??
    (await roles.create({ ...READER_ADMIN_ROLE }));
  await roles.assignPermissions(role.id, readerPermissions(strapi));
  return role.id;
}
