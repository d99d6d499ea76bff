// Members' avatars live in their own Media Library folder, apart from post images and logos.
import type { Core } from '@strapi/strapi';

export const AVATAR_FOLDER = 'Member avatars';
const FOLDER_UID = 'plugin::upload.folder';

/** The id of the avatars folder (at the library's root), created the first time it is needed. */
export async function avatarFolderId(strapi: Core.Strapi): Promise<number> {
  const found = (await strapi.db.query(FOLDER_UID).findOne({
    select: ['id'],
    where: { name: AVATAR_FOLDER, parent: { id: { $null: true } } },
  })) as { id: number } | null;
  if (found) return found.id;
  const created = (await strapi
    .plugin('upload')
    .service('folder')
    .create({ name: AVATAR_FOLDER, parent: null })) as { id: number };
  return created.id;
}
